import type { LoaderFunctionArgs } from '@remix-run/node';
import { bffFor, BffUnavailableError } from '../../../../.server/bff';

/**
 * Resource route `GET /resources/delivery-availability?productId=`: a product's same-day availability
 * for this shopper's zip, fetched by the product page after hydration (product pages are public and
 * cached; this is personal). Never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const productId = new URL(request.url).searchParams.get('productId') ?? '';
  const { bff, headers } = bffFor(request, context);
  headers.set('cache-control', 'private, no-store');
  try {
    const response = await bff.delivery.availability({ query: { productId: productId as unknown as number } });
    return Response.json(response.body, { status: response.status === 200 ? 200 : response.status >= 500 ? 503 : response.status, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return Response.json({ title: 'Service Unavailable' }, { status: 503, headers });
    throw error;
  }
}
