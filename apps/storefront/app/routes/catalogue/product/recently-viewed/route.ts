import { bffContract } from '@pool/api-contract';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { bffFor } from '../../../../.server/bff';
import type { RecentlyViewedData } from '../../../../components/recently-viewed/recently-viewed-answer';
import { loadRecentlyViewed, recordProductView } from '../recently-viewed.server';

/**
 * Resource route `GET /resources/recently-viewed`: this shopper's recently viewed products, for the
 * carousel on pages whose loader does not carry them (the 404 page, the cart). Personal: never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const products = await loadRecentlyViewed(bff, context);
  headers.set('Cache-Control', 'private, no-store');
  return Response.json({ products } satisfies RecentlyViewedData, { headers });
}

/**
 * `POST /resources/recently-viewed` with `productId`: the product page, once loaded, records its view
 * here and gets the list back in the same call (so the page itself holds nothing personal). Answers
 * JSON `{ products }`; a missing or malformed `productId` is a 400, an unknown product a 404.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  // The BFF's own body schema: one rule for what a product id is.
  const parsed = bffContract.catalog.recordView.body.safeParse({ productId: form?.get('productId') ?? undefined });
  if (!parsed.success) {
    return Response.json({ title: 'productId must be a positive whole number.' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  }
  const { productId } = parsed.data;
  const { bff, headers } = bffFor(request, context);
  const products = await recordProductView(bff, context, productId);
  headers.set('Cache-Control', 'private, no-store');
  if (products === null) return Response.json({ title: `There is no product ${productId}.` }, { status: 404, headers });
  return Response.json({ products } satisfies RecentlyViewedData, { headers });
}
