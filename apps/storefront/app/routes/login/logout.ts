import { redirectAfterLogout } from '@pool/account-domain';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { bffFor, BffUnavailableError } from '../../.server/bff';
import { safeRedirectTarget } from '../../routing/safe-redirect';
import { flashHeaders } from '../account-access/flash.server';

/**
 * POST /logout: the BFF forgets the customer (even when the upstream call fails); the browser goes
 * to `/` when it left an `/account` page, else back to the page it was on.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const from = safeRedirectTarget(form.get('pathname'), '/');
  const { bff, headers } = bffFor(request, context);
  try {
    const pathname = new URL(from, 'http://storefront.invalid').pathname;
    // The session is cleared whatever the answer (spec account.md 4); account-domain says where to go.
    const response = await bff.session.logout({ body: { pathname } });
    if (response.status === 200 && response.body.message === 'Logout successfully!') flashHeaders(headers, 'logout');
    return redirect(redirectAfterLogout(pathname) ?? from, { headers });
  } catch (error) {
    // A Response, not `data()`: this is a resource route, where Remix drops a `data()`'s status.
    if (error instanceof BffUnavailableError) return Response.json({ error: 'Failed to logout.' }, { status: 503 });
    throw error;
  }
}

/** GET /logout is not a way to sign out (a link prefetch must not end a session). */
export function loader() {
  return redirect('/');
}
