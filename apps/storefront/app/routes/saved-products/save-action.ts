import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { bffFor } from '../../.server/bff';
import { safeRedirectTarget } from '../../routing/safe-redirect';
import { flashHeaders } from '../account-access/flash.server';

const SaveIntentSchema = z.object({
  intent: z.enum(['save', 'remove']).default('save'),
  sku: z.string().min(1).max(64),
  redirectTo: z.string().optional(),
});

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
 * POST /resources/saved-product: save or remove a product for the signed-in customer (a plain form
 * post from product pages, cards and the saved list; no JavaScript needed), then back to `redirectTo`
 * (or the page it was posted from) with a toast. A guest goes to /login and comes back to the page they saved from.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = SaveIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: 'Invalid request.' }, { status: 400 });
  const back = safeRedirectTarget(parsed.data.redirectTo ?? refererPath(request), '/');
  const { bff, headers } = bffFor(request, context);
  const params = { sku: parsed.data.sku };
  const response = parsed.data.intent === 'save' ? await bff.accountContent.saveProduct({ params }) : await bff.accountContent.removeSavedProduct({ params });
  const status: number = response.status;
  if (status === 401) return redirect(`/login?returnUrl=${encodeURIComponent(back)}`, { headers });
  if (status !== 200) return data({ error: 'The product could not be saved.' }, { status: status >= 500 ? 503 : status, headers });
  return redirect(back, { headers: flashHeaders(headers, parsed.data.intent === 'save' ? 'saved' : 'unsaved') });
}

export function loader() {
  return redirect('/account/saved-products');
}
