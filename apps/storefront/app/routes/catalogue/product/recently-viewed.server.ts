import type { ProductCard } from '@pool/api-contract';
import type { AppLoadContext } from '@remix-run/node';
import type { BffClient } from '../../../.server/bff';

/**
 * This shopper's recently viewed products (up to 15, most recent first). Optional data: any failure
 * is an empty list, never an error.
 */
export async function loadRecentlyViewed(bff: BffClient, context: AppLoadContext): Promise<ProductCard[]> {
  try {
    const response = await bff.catalog.recentlyViewed();
    if (response.status === 200) return response.body.products;
    context.log.warn({ status: response.status }, 'recently viewed refused');
  } catch (error) {
    context.log.warn({ err: error }, 'recently viewed failed');
  }
  return [];
}

/**
 * Records a view of `productId` for this shopper (the BFF starts a session for a guest without one;
 * its cookie is relayed) and answers the list afterwards; `null` when there is no such product.
 * Optional data otherwise: a failure is an empty list.
 */
export async function recordProductView(bff: BffClient, context: AppLoadContext, productId: number): Promise<ProductCard[] | null> {
  try {
    const response = await bff.catalog.recordView({ body: { productId } });
    if (response.status === 200) return response.body.products;
    if (response.status === 404) return null;
    context.log.warn({ status: response.status, productId }, 'recording a product view refused');
  } catch (error) {
    // The shopper left the page before the view was recorded: nothing went wrong.
    if (error instanceof Error && error.name === 'AbortError') return [];
    context.log.warn({ err: error, productId }, 'recording a product view failed');
  }
  return [];
}
