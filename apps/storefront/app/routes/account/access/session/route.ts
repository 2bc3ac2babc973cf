import type { LoaderFunctionArgs } from '@remix-run/node';
import { bffFor, pageData } from '../../../../.server/bff';

/**
 * GET /session: the shopper's own bits of the page frame (who is signed in, the cart count), read by
 * the browser after every page load (pages themselves are the same for everyone of an audience:
 * docs/decisions/0013) and each time the account drawer opens. Personal: never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const session = await pageData(bff.session.current(), headers);
  headers.set('cache-control', 'private, no-store');
  // A plain JSON response: a resource route's `data()` would drop the headers (and the cookies relayed).
  return Response.json(session, { headers });
}
