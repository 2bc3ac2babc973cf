import type { LoaderFunctionArgs } from '@remix-run/node';
import { bffFor } from '../../../.server/bff';
import { readShippingEstimate } from '../shipping-estimate.server';

/**
 * Resource route `GET /resources/shipping-estimate`: the cart page's estimate read again after a
 * quantity changed on the page with JavaScript (cart writes do not reload the page). Never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  headers.set('cache-control', 'private, no-store');
  return Response.json(await readShippingEstimate(bff), { headers });
}
