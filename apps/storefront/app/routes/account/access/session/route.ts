import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { bffFor, pageData } from '../../../../.server/bff';

/**
 * GET /session: the shopper's own bits of the page frame (who is signed in, the cart count, the
 * deliver-to view), read by the browser after every page load through the root's `session` fetcher
 * (pages themselves are the same for everyone of an audience: docs/decisions/0013), each time the
 * account drawer opens, and again by Remix after a write that does not say it left the session as it
 * was (a sign-in, a sign-out; docs/decisions/0073). Personal: never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const session = await pageData(bff.session.current(), headers);
  headers.set('cache-control', 'private, no-store');
  // A plain JSON response: a resource route's `data()` would drop the headers (and the cookies relayed).
  return Response.json(session, { headers });
}

/** The fetcher's read (`/session.data`) is as private as the plain one. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export { skipWhenSessionUnchanged as shouldRevalidate } from '../../../../routing/revalidation';
