import { redirect } from '@remix-run/node';

/**
 * A listing read that may be 'Fits my pool' (`personal`): a guest (or a customer whose sign-in ended)
 * is sent to sign in and comes back to the same listing, instead of an error page.
 *
 * @example
 * ```ts
 * const view = await pageData(signInForPersonal(bff.catalog.search({ query }), request, query.fits === 'mine'), headers);
 * ```
 */
export async function signInForPersonal<R extends { status: number }>(pending: Promise<R>, request: Request, personal: boolean): Promise<R> {
  const response = await pending;
  if (personal && response.status === 401) {
    const url = new URL(request.url);
    throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return response;
}
