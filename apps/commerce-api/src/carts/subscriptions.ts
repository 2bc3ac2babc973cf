import type { Cart } from '@pool/api-contract';
import { isSubscriptionPeriod, PER_PRODUCT_LIMIT, SUBSCRIPTION_PERIODS, type SubscriptionPeriod } from '@pool/cart-domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartLines, carts, products } from '../db/schema.js';
import { notFound, unprocessable } from '../http/problem.js';
import { assertCustomer, assertSellable, lockCart, quantityCapError, signedInFor, touch, type Buyer, type CartService } from './carts.service.js';
import { onceFor } from './idempotency.js';

/**
 * Subscription lines (spec shopping.md sections 3, 4 and 7; docs/decisions/0020): a cart line with
 * `is_subscription` and a period, for products marked `subscribable`. They have their own calls; a
 * product may be in a cart both as a normal line and as a subscription line (the unique index of
 * cart_lines includes is_subscription). Adding a product already subscribed adds to its quantity and
 * takes the newly chosen period.
 */

type Tx = Db;

export interface SubscriptionInput {
  sku: string;
  quantity: number;
  period: string;
  customer_id?: number | null;
}

function checkPeriod(period: string): SubscriptionPeriod {
  if (!isSubscriptionPeriod(period)) {
    throw unprocessable('Unknown subscription period', { period: [`The period must be one of ${Object.keys(SUBSCRIPTION_PERIODS).join(', ')}.`] });
  }
  return period;
}

/** The product behind a sku, refused (422) when unknown or not subscribable. */
async function subscribableProduct(tx: Tx, sku: string): Promise<number> {
  const [row] = await tx.select({ id: products.id, subscribable: products.subscribable }).from(products).where(eq(products.sku, sku));
  if (!row) throw unprocessable('Unknown product', { sku: [`No product has the sku ${sku}.`] });
  if (!row.subscribable) throw unprocessable('This product cannot be subscribed', { sku: [`Product ${sku} is not sold as a subscription.`] });
  return row.id;
}

/** Adds to the cart's subscription line of a product (or creates it) in one statement, with the new period. */
async function addSubscriptionLine(tx: Tx, cartId: string, productId: number, quantity: number, period: SubscriptionPeriod): Promise<void> {
  const [line] = await tx.insert(cartLines).values({ cartId, productId, quantity, isSubscription: true, period })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.productId, cartLines.isSubscription],
      set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, period: sql`excluded.period` },
    })
    .returning({ quantity: cartLines.quantity });
  if (line!.quantity > PER_PRODUCT_LIMIT) throw quantityCapError(line!.quantity);
}

const fingerprint = (op: string, input: SubscriptionInput, buyer: number | null) =>
  ({ op, sku: input.sku, quantity: input.quantity, period: input.period, buyer });

export function createSubscriptionLines(cartsService: CartService) {
  const { transaction, loadOrThrow } = cartsService;

  /** Checks a subscription add and writes its line; the caller's transaction rolls back on a refusal. */
  async function add(tx: Tx, cartId: string, input: SubscriptionInput, buyer: number | null, pricedFor: Buyer): Promise<void> {
    const period = checkPeriod(input.period);
    const productId = await subscribableProduct(tx, input.sku);
    if (input.customer_id) await assertCustomer(tx, input.customer_id);
    // A signed-in buyer without a customer id on the cart (staff, spec 3) is no guest.
    await assertSellable(tx, [productId], { guest: !signedInFor(pricedFor, buyer) });
    await addSubscriptionLine(tx, cartId, productId, input.quantity, period);
    await touch(tx, cartId);
  }

  async function subscriptionLine(tx: Tx, cartId: string, itemId: string) {
    const [line] = await tx.select().from(cartLines)
      .where(and(eq(cartLines.id, itemId), eq(cartLines.cartId, cartId), eq(cartLines.isSubscription, true)));
    if (!line) throw notFound(`Cart ${cartId} has no subscription ${itemId}.`);
    return line;
  }

  return {
    /** `POST /api/v1/subscription/carts`: the session's cart (created on its first add) with the subscription added. */
    createCart: (input: SubscriptionInput & { sessionId: string }, idempotencyKey?: string, pricedFor?: Buyer): Promise<Cart> => transaction((tx) => {
      const buyer = input.customer_id ?? null;
      const request = idempotencyKey ? { key: idempotencyKey, fingerprint: fingerprint('subscribe', input, buyer) } : undefined;
      return onceFor(tx, request, async () => {
        // Checked before the cart is made, so a refused first add leaves no empty cart behind.
        checkPeriod(input.period);
        await subscribableProduct(tx, input.sku);
        await tx.insert(carts).values({ sessionId: input.sessionId, customerId: buyer }).onConflictDoNothing({ target: carts.sessionId });
        const [cart] = await tx.select({ id: carts.id, customerId: carts.customerId }).from(carts).where(eq(carts.sessionId, input.sessionId)).for('update');
        if (buyer && cart!.customerId !== buyer) await tx.update(carts).set({ customerId: buyer }).where(eq(carts.id, cart!.id));
        await add(tx, cart!.id, input, buyer, pricedFor);
        return loadOrThrow(tx, cart!.id);
      });
    }),

    /** `POST /api/v1/carts/{id}/subscriptions`. */
    add: (cartId: string, input: SubscriptionInput, idempotencyKey?: string, pricedFor?: Buyer): Promise<Cart> => transaction(async (tx) => {
      const cart = await lockCart(tx, cartId);
      const buyer = input.customer_id === undefined ? cart.customerId : input.customer_id;
      const request = idempotencyKey ? { key: idempotencyKey, fingerprint: fingerprint('subscribe', input, buyer) } : undefined;
      return onceFor(tx, request, async () => {
        await add(tx, cartId, input, buyer, pricedFor);
        return loadOrThrow(tx, cartId);
      });
    }),

    /** `PUT /api/v1/carts/{id}/subscriptions/{itemId}`: sets a subscription line's quantity. */
    update: (cartId: string, itemId: string, input: { quantity: number }): Promise<Cart> => transaction(async (tx) => {
      await lockCart(tx, cartId);
      const line = await subscriptionLine(tx, cartId, itemId);
      if (input.quantity > line.quantity) await assertSellable(tx, [line.productId], { guest: false });
      await tx.update(cartLines).set({ quantity: input.quantity }).where(eq(cartLines.id, itemId));
      await touch(tx, cartId);
      return loadOrThrow(tx, cartId);
    }),

    /** `DELETE /api/v1/carts/{id}/subscriptions/{itemId}`. */
    remove: (cartId: string, itemId: string): Promise<Cart> => transaction(async (tx) => {
      await lockCart(tx, cartId);
      await subscriptionLine(tx, cartId, itemId);
      await tx.delete(cartLines).where(eq(cartLines.id, itemId));
      await touch(tx, cartId);
      return loadOrThrow(tx, cartId);
    }),
  };
}
