import { z } from 'zod';

/**
 * A cart's and its lines' ids as commerce-api's paths and bodies take them (uuids), with the
 * messages of their 400s. Shared by the cart, cart-line, checkout and quote routes; not exported
 * from the package (the routes' schemas are).
 */
export const CartIdSchema = z.string().uuid('cart id must be a uuid');
/** A line of a cart: a product, subscription or protection-plan line. */
export const CartItemIdSchema = z.string().uuid('item id must be a uuid');

/** `/api/v1/carts/:cartId/…` */
export const CartParamsSchema = z.object({ cartId: CartIdSchema });
/** `/api/v1/carts/:cartId/…/:itemId` */
export const CartItemParamsSchema = z.object({ cartId: CartIdSchema, itemId: CartItemIdSchema });
