import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { bffFor } from '../../.server/bff';
import { loadRecentlyViewed, type RecentlyViewedData } from './recently-viewed.server';

/**
 * Resource route `GET /resources/recently-viewed`: this shopper's recently viewed products, for the
 * carousel on pages whose loader does not carry them (the 404 page, the cart). Personal: never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const products = await loadRecentlyViewed(bff, context);
  headers.set('Cache-Control', 'private, no-store');
  return data<RecentlyViewedData>({ products }, { headers });
}
