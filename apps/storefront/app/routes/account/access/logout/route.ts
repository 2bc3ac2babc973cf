import { ACCOUNT_FAILURE_MESSAGES, redirectAfterLogout } from '@pool/account-domain';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { bffFor, BffUnavailableError } from '../../../../.server/bff';
import { safeRedirectTarget } from '../../../../routing/safe-redirect';
import { flashErrorHeaders, flashHeaders } from '../../../../.server/flash';

/**
 * POST /logout: the BFF forgets the customer (even when the upstream call fails); the browser goes
 * to `/` when it left an `/account` page, else back to the page it was on, with 'Logout successfully!'
 * or, when the upstream sign-out failed, 'Failed to logout.'. When the BFF cannot be reached or refuses,
 * the customer is still signed in: back to the page, with 'Failed to logout.'.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const from = safeRedirectTarget(form.get('pathname'), '/');
  const { bff, headers } = bffFor(request, context);
  try {
    const pathname = new URL(from, 'http://storefront.invalid').pathname;
    // The session is cleared whatever the answer (spec account.md 4); account-domain says where to go.
    const response = await bff.session.logout({ body: { pathname } });
    if (response.status !== 200) return redirect(from, { status: 303, headers: flashErrorHeaders(headers, ACCOUNT_FAILURE_MESSAGES.logout) });
    // Signed out here even when the upstream sign-out failed; the toast says which (spec account.md 8).
    if (response.body.message === 'Logout successfully!') flashHeaders(headers, 'logout');
    else flashErrorHeaders(headers, ACCOUNT_FAILURE_MESSAGES.logout);
    return redirect(redirectAfterLogout(pathname) ?? from, { headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return redirect(from, { status: 303, headers: flashErrorHeaders(headers, ACCOUNT_FAILURE_MESSAGES.logout) });
    throw error;
  }
}

/** GET /logout is not a way to sign out (a link prefetch must not end a session). */
export function loader() {
  return redirect('/');
}
