import type { Cart } from '@pool/api-contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { cartLines, customItems } from '../db/schema.js';
import { notFound, unprocessable } from '../http/problem.js';
import { protectionPlansFor } from '../catalog/warranty.js';
import { addLine, assertCustomer, assertSellable, lockCart, signedInFor, touch, type Buyer, type CartService } from './carts.service.js';

/**
 * Protection-plan lines (docs/decisions/0020): a `cart_custom_items` row tied to a product line by
 * `parent_line_id` (on delete cascade, so removing the product removes its plan in the same
 * statement). Its name and price are the warranty offer's, looked up here, never taken from the
 * browser; its quantity follows the product line's (one plan a unit, so never more plans than units).
 * A product line holds at most one plan: choosing another term replaces it. A plan for a product the
 * cart does not hold adds the product (quantity 1) with it.
 */
export function createProtectionPlanLines(cartsService: CartService) {
  const { transaction, loadOrThrow } = cartsService;
  return {
    add: (cartId: string, input: { product_id: number; plan: string; customer_id?: number | null }, pricedFor?: Buyer): Promise<Cart> => transaction(async (tx) => {
      const cart = await lockCart(tx, cartId);
      const buyer = input.customer_id === undefined ? cart.customerId : input.customer_id;
      if (input.customer_id) await assertCustomer(tx, input.customer_id);
      const offers = await protectionPlansFor(tx, input.product_id);
      if (!offers) throw unprocessable('Unknown product', { product_id: [`No product has the id ${input.product_id}.`] });
      const plan = offers.plans.find((candidate) => candidate.id === input.plan || candidate.sku === input.plan);
      if (!plan) throw unprocessable('Unknown protection plan', { plan: [`Product ${input.product_id} has no protection plan ${input.plan}.`] });
      // Names the product's price for the viewer: refused to a guest for a hide_price product (0006).
      await assertSellable(tx, [input.product_id], { guest: !signedInFor(pricedFor, buyer) });
      const lineOf = () => tx.select({ id: cartLines.id }).from(cartLines)
        .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, input.product_id), eq(cartLines.isSubscription, false)));
      let [line] = await lineOf();
      if (!line) {
        await addLine(tx, cartId, input.product_id, 1);
        [line] = await lineOf();
      }
      await tx.insert(customItems)
        .values({ cartId, sku: plan.sku, quantity: 1, parentLineId: line!.id, name: plan.name, price: plan.priceCents })
        .onConflictDoUpdate({ target: customItems.parentLineId, set: { sku: plan.sku, name: plan.name, price: plan.priceCents } });
      await touch(tx, cartId);
      return loadOrThrow(tx, cartId);
    }),

    remove: (cartId: string, planId: string): Promise<Cart> => transaction(async (tx) => {
      await lockCart(tx, cartId);
      const deleted = await tx.delete(customItems)
        .where(and(eq(customItems.id, planId), eq(customItems.cartId, cartId), isNotNull(customItems.parentLineId)))
        .returning({ id: customItems.id });
      if (deleted.length === 0) throw notFound(`Cart ${cartId} has no protection plan ${planId}.`);
      await touch(tx, cartId);
      return loadOrThrow(tx, cartId);
    }),
  };
}
