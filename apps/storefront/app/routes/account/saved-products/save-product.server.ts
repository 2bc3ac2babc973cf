import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { bffFor, BffUnavailableError } from '../../../.server/bff';
import { safeRedirectTarget } from '../../../routing/safe-redirect';
import { flashErrorHeaders, flashHeaders, flashRefusal, isNonFormRefusal, savedProductFlashHeaders } from '../../../.server/flash';
import { chooserHref, poolChoice, SaveFormSchema } from './save-form.server';

/** The page a form was posted from: its same-origin `Referer` (path and query), else home. */
function refererPath(request: Request): string {
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? `${from.pathname}${from.search}` : '/';
  } catch {
    return '/';
  }
}

/**
 * The saved-product form's handling, for POST /resources/saved-product (save-action.ts) and the pool
 * chooser's own action (choose.tsx): save, move or remove a product for the signed-in customer (plain form
 * posts; no JavaScript needed), then back to `redirectTo` (or the page it was posted from) with a toast.
 * A guest goes to /login and comes back to the page they saved from. A refused save goes back too,
 * with an error toast (the spec's for a 403, 'The product could not be saved.' otherwise): the page
 * posted from has no place for a message, and a plain form post must never land on a JSON answer.
 *
 * Product pages and cards are shared by every signed-in customer (decision 0013), so their Save names
 * no pool (decision 0033): a customer without pools has the product saved at once (no toast, decision 0060); a
 * customer with pools is sent to the pool chooser (/account/saved-products/save), whose form posts
 * the choice as `pool` ('Product Saved to {pool name}'). Saving a saved product again moves it.
 */
const SAVE_FAILED = 'The product could not be saved.';

export async function savedProductAction(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = SaveFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: 'Invalid request.' }, { status: 400 });
  const back = safeRedirectTarget(parsed.data.redirectTo ?? refererPath(request), '/');
  const { bff, headers } = bffFor(request, context);
  const params = { sku: parsed.data.sku };
  const login = () => redirect(`/login?returnUrl=${encodeURIComponent(back)}`, { headers });
  // The client's types leave 401 out of each route's answers; the BFF sends it to a guest.
  const isGuest = (answer: { status: number }) => answer.status === 401;
  const failed = (answer: { status: number }) =>
    redirect(back, { status: 303, headers: isNonFormRefusal(answer.status) ? flashRefusal(headers, answer, SAVE_FAILED) : flashErrorHeaders(headers, SAVE_FAILED) });

  try {
    if (parsed.data.intent === 'remove') {
      const response = await bff.accountContent.removeSavedProduct({ params });
      if (isGuest(response)) return login();
      if (response.status !== 200) return failed(response);
      return redirect(back, { headers: flashHeaders(headers, 'unsaved') });
    }

    const pool = poolChoice(parsed.data.pool);
    if (pool === undefined) {
      const pools = await bff.pools.list();
      if (isGuest(pools)) return login();
      if (pools.status !== 200) return failed(pools);
      if (pools.body.data.length > 0) return redirect(chooserHref(parsed.data.sku, back), { headers });
    }
    const response = await bff.accountContent.saveProduct({ params, body: { pool_id: pool ?? null } });
    if (isGuest(response)) return login();
    if (response.status !== 200) return failed(response);
    return redirect(back, { headers: savedProductFlashHeaders(headers, response.body.pool) });
  } catch (error) {
    if (error instanceof BffUnavailableError) return failed({ status: 503 });
    throw error;
  }
}
