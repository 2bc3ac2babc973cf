import { isSubscriptionPeriod, mergeCarts, type MergeCart, type MergeStock } from '@pool/cart-domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartCoupons, cartLines, carts, coupons, customItems, inventory, quotes } from '../db/schema.js';
import type { CartService } from './carts.service.js';

type Tx = Db;

/** What a sign-in's cart is: the cart the browser holds from now on (null: none), and how many lines were combined. */
export interface SignInCart {
  cart_id: string | null;
  combined: number;
}

/** A protection plan row as it is carried to the combined line (its name and price are the offer's when it was chosen). */
interface PlanRow { sku: string; name: string | null; price: number | null }

/** One cart's lines, plans, custom items and coupons, as cart-domain's merge reads them, with the rows behind them. */
async function readCart(tx: Tx, cartId: string) {
  const lines = await tx.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(cartLines.position);
  const items = await tx.select().from(customItems).where(eq(customItems.cartId, cartId));
  const held = await tx.select({ couponId: cartCoupons.couponId, addedAt: cartCoupons.addedAt, code: coupons.code, type: coupons.type })
    .from(cartCoupons).innerJoin(coupons, eq(coupons.id, cartCoupons.couponId)).where(eq(cartCoupons.cartId, cartId));
  const planOf = new Map(items.filter((item) => item.parentLineId).map((item) => [item.parentLineId!, item]));
  const merge: MergeCart = {
    lines: lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      isSubscription: line.isSubscription,
      period: isSubscriptionPeriod(line.period) ? line.period : null,
      customPrice: line.customPrice,
      plan: planOf.get(line.id)?.sku ?? null,
    })),
    customItems: items.filter((item) => !item.parentLineId).map((item) => ({ sku: item.sku, quantity: item.quantity, isSubscription: item.isSubscription })),
    coupons: held.map((coupon) => ({ code: coupon.code, type: coupon.type, addedAt: coupon.addedAt })),
  };
  const plans = new Map<string, PlanRow>(lines.flatMap((line) => {
    const plan = planOf.get(line.id);
    return plan ? [[`${line.productId}:${plan.sku}`, { sku: plan.sku, name: plan.name, price: plan.price }] as const] : [];
  }));
  return { merge, lines, plans, couponIds: new Map(held.map((coupon) => [coupon.code.toLowerCase(), coupon.couponId])) };
}

/**
 * The cart a customer's sign-in leaves the browser with (docs/decisions/0076), in one transaction:
 * - no cart in the browser: the customer's newest cart (0066);
 * - a guest's cart and no cart of the customer: the guest's cart, now the customer's;
 * - a guest's cart and the customer's open cart: one cart, the customer's, holding both carts' lines
 *   as cart-domain's `mergeCarts` combines them, and the guest's cart closed (deleted; a quote turned
 *   into it now names the combined cart);
 * - a browser cart that is already a customer's: kept as it is.
 * A retried sign-in finds the guest's cart gone and answers the combined cart again: nothing is
 * combined twice. Both carts are locked first (in id order), so two sign-ins at once wait on each other.
 */
export function createSignInCart(cartsService: CartService, now: () => Date = () => new Date()) {
  const { transaction } = cartsService;

  async function combine(tx: Tx, ownId: string, guestId: string): Promise<number> {
    const own = await readCart(tx, ownId);
    const guest = await readCart(tx, guestId);
    const productIds = [...new Set([...own.merge.lines, ...guest.merge.lines].map((line) => line.productId))];
    const stockRows = productIds.length === 0 ? [] : await tx.select({ productId: inventory.productId, level: inventory.level, canBackorder: inventory.canBackorder })
      .from(inventory).where(inArray(inventory.productId, productIds));
    const stock = new Map<number, MergeStock>(stockRows.map((row) => [row.productId, { level: row.level, canBackorder: row.canBackorder }]));
    const merged = mergeCarts(own.merge, guest.merge, (id) => stock.get(id), now());

    const ownLineOf = new Map(own.lines.map((line) => [`${line.productId}:${line.isSubscription}`, line]));
    for (const line of merged.lines) {
      const values = { quantity: line.quantity, period: line.period, customPrice: line.customPrice };
      const existing = ownLineOf.get(`${line.productId}:${line.isSubscription}`);
      let lineId = existing?.id;
      if (existing && line.from === 'combined') await tx.update(cartLines).set(values).where(eq(cartLines.id, existing.id));
      if (!existing) {
        const [inserted] = await tx.insert(cartLines).values({ cartId: ownId, productId: line.productId, isSubscription: line.isSubscription, ...values })
          .returning({ id: cartLines.id });
        lineId = inserted!.id;
      }
      // The plan the line ends with: the guest's when it chose one (carried as offered), else the customer's, untouched.
      const plan = line.from === 'kept' || !line.plan ? undefined : guest.plans.get(`${line.productId}:${line.plan}`);
      if (plan) {
        await tx.insert(customItems).values({ cartId: ownId, quantity: 1, parentLineId: lineId!, isSubscription: false, ...plan })
          .onConflictDoUpdate({ target: customItems.parentLineId, set: { sku: plan.sku, name: plan.name, price: plan.price } });
      }
    }
    await tx.delete(customItems).where(and(eq(customItems.cartId, ownId), isNull(customItems.parentLineId)));
    if (merged.customItems.length > 0) await tx.insert(customItems).values(merged.customItems.map((item) => ({ cartId: ownId, ...item })));

    const couponIds = new Map([...guest.couponIds, ...own.couponIds]);
    await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, ownId));
    if (merged.coupons.length > 0) {
      await tx.insert(cartCoupons).values(merged.coupons.map((coupon) => ({ cartId: ownId, couponId: couponIds.get(coupon.code.toLowerCase())!, addedAt: coupon.addedAt })));
    }
    await tx.update(quotes).set({ cartId: ownId }).where(eq(quotes.cartId, guestId));
    await tx.delete(carts).where(eq(carts.id, guestId));
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, ownId));
    return merged.combined;
  }

  return {
    /** The cart `customerId`'s sign-in leaves a browser holding `guestCartId` (null: none) with. */
    forSignIn: (customerId: number, guestCartId: string | null): Promise<SignInCart> => transaction(async (tx) => {
      const mine = eq(carts.customerId, customerId);
      const rows = await tx.select({ id: carts.id, customerId: carts.customerId, updatedAt: carts.updatedAt, createdAt: carts.createdAt })
        .from(carts).where(guestCartId ? or(mine, eq(carts.id, guestCartId)) : mine).orderBy(carts.id).for('update');
      const guest = rows.find((row) => row.id === guestCartId);
      const [own] = rows.filter((row) => row.customerId === customerId && row.id !== guestCartId)
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.createdAt.getTime() - a.createdAt.getTime());
      // No cart in the browser, or it is gone (combined by this sign-in's first try): the customer's newest.
      if (!guest) return { cart_id: own?.id ?? null, combined: 0 };
      if (guest.customerId !== null) return { cart_id: guest.id, combined: 0 };
      if (!own) {
        await tx.update(carts).set({ customerId, updatedAt: sql`now()` }).where(eq(carts.id, guest.id));
        return { cart_id: guest.id, combined: 0 };
      }
      return { cart_id: own.id, combined: await combine(tx, own.id, guest.id) };
    }),
  };
}

export type SignInCartService = ReturnType<typeof createSignInCart>;
