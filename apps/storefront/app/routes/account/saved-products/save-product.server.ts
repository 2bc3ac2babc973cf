import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { bffFor } from '../../../.server/bff';
import { safeRedirectTarget } from '../../../routing/safe-redirect';
import { flashHeaders, savedProductFlashHeaders } from '../../../.server/flash';
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
 * A guest goes to /login and comes back to the page they saved from.
 *
 * Product pages and cards are shared by every signed-in customer (decision 0013), so their Save names
 * no pool (decision 0033): a customer without pools has the product saved at once (no toast, decision 0060); a
 * customer with pools is sent to the pool chooser (/account/saved-products/save), whose form posts
 * the choice as `pool` ('Product Saved to {pool name}'). Saving a saved product again moves it.
 */
export async function savedProductAction(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = SaveFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: 'Invalid request.' }, { status: 400 });
  const back = safeRedirectTarget(parsed.data.redirectTo ?? refererPath(request), '/');
  const { bff, headers } = bffFor(request, context);
  const params = { sku: parsed.data.sku };
  const login = () => redirect(`/login?returnUrl=${encodeURIComponent(back)}`, { headers });
  // The client's types leave 401 out of each route's answers; the BFF sends it to a guest.
  const isGuest = (answer: { status: number }) => answer.status === 401;
  const failed = (status: number) => data({ error: 'The product could not be saved.' }, { status: status >= 500 ? 503 : status, headers });

  if (parsed.data.intent === 'remove') {
    const response = await bff.accountContent.removeSavedProduct({ params });
    if (isGuest(response)) return login();
    if (response.status !== 200) return failed(response.status);
    return redirect(back, { headers: flashHeaders(headers, 'unsaved') });
  }

  const pool = poolChoice(parsed.data.pool);
  if (pool === undefined) {
    const pools = await bff.pools.list();
    if (isGuest(pools)) return login();
    if (pools.status !== 200) return failed(pools.status);
    if (pools.body.data.length > 0) return redirect(chooserHref(parsed.data.sku, back), { headers });
  }
  const response = await bff.accountContent.saveProduct({ params, body: { pool_id: pool ?? null } });
  if (isGuest(response)) return login();
  if (response.status !== 200) return failed(response.status);
  return redirect(back, { headers: savedProductFlashHeaders(headers, response.body.pool) });
}
