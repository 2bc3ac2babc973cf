import { z } from 'zod';

/**
 * `/v1/cart/items/:itemId` and `/v1/cart/subscriptions/:itemId`: a line of the session's cart by its
 * uuid ('unknown cart line' otherwise). Shared by the cart and cart-line routes; not exported from
 * the package (the routes are).
 */
export const CartLineParamsSchema = z.object({ itemId: z.string().uuid('unknown cart line') });
