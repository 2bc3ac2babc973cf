/**
 * Combining a guest's cart with the customer's open cart when the guest signs in
 * (docs/decisions/0076): which lines combine, to what quantity, which protection plan and which
 * coupons the one cart keeps. Pure: commerce-api reads both carts and writes the result in one
 * transaction.
 */
import { couponStackRefusal, isCouponActive, type CouponType } from './coupons.js';
import { lineQuantityCap, PER_PRODUCT_LIMIT } from './quantity.js';
import type { SubscriptionPeriod } from './line-kinds.js';

/**
 * A product line of a cart as the merge reads it. A kit is a product line like any other (its items
 * come with the product), so two lines of one kit combine like two lines of one product.
 *
 * @example
 * ```ts
 * const line: MergeLine = { productId: 7, quantity: 2, isSubscription: false, period: null, customPrice: null, plan: null };
 * ```
 */
export interface MergeLine {
  productId: number;
  quantity: number;
  isSubscription: boolean;
  /** A subscription line's period; null for other lines. */
  period: SubscriptionPeriod | null;
  /** A price agreed for the line (cents), a quote's; null when none. */
  customPrice: number | null;
  /** The protection plan tied to the line (by its sku), or null. Its quantity follows the line's. */
  plan: string | null;
}

/**
 * A custom item not tied to a line (a service add-on, say), combined by sku and subscription flag.
 *
 * @example
 * ```ts
 * const item: MergeCustomItem = { sku: 'pump-install-service', quantity: 1, isSubscription: false };
 * ```
 */
export interface MergeCustomItem {
  sku: string;
  quantity: number;
  isSubscription: boolean;
}

/**
 * A coupon a cart holds: its code, type and when it was added (its 72 hours count from then).
 *
 * @example
 * ```ts
 * const coupon: MergeCoupon = { code: 'SPLASH10', type: 'percent', addedAt: new Date() };
 * ```
 */
export interface MergeCoupon {
  code: string;
  type: CouponType;
  addedAt: Date;
}

/**
 * One cart as the merge reads it.
 *
 * @example
 * ```ts
 * const guest: MergeCart = { lines: [], customItems: [], coupons: [] };
 * ```
 */
export interface MergeCart {
  lines: readonly MergeLine[];
  customItems: readonly MergeCustomItem[];
  coupons: readonly MergeCoupon[];
}

/**
 * A product's stock as the merge caps by: its level (null when the product has no stock record) and
 * whether it can be backordered (then only the per-product limit caps).
 *
 * @example
 * ```ts
 * const stock: MergeStock = { level: 12, canBackorder: false };
 * ```
 */
export interface MergeStock {
  level: number | null;
  canBackorder: boolean;
}

/**
 * A line of the combined cart: `from` says whether it was the customer's (`kept`), the guest's
 * (`moved`) or both carts' (`combined`).
 *
 * @example
 * ```ts
 * const line: MergedLine = { productId: 7, quantity: 5, isSubscription: false, period: null, customPrice: null, plan: null, from: 'combined' };
 * ```
 */
export interface MergedLine extends MergeLine {
  from: 'kept' | 'moved' | 'combined';
}

/**
 * The one cart a sign-in leaves: its lines, custom items and coupons, and how many lines were
 * combined (for logs and tests; the storefront says nothing of it, the spec having no words for it).
 *
 * @example
 * ```ts
 * const merged: MergedCart = mergeCarts(customerCart, guestCart, stockOf, new Date());
 * ```
 */
export interface MergedCart {
  lines: MergedLine[];
  customItems: MergeCustomItem[];
  coupons: MergeCoupon[];
  combined: number;
}

/**
 * Most units one line may hold after a merge: the per-product limit for a backorderable product,
 * else the line cap of the cart's quantity rules (its stock level, 100 when unknown, never over 500).
 *
 * @example
 * ```ts
 * mergedLineCap({ level: 12, canBackorder: false }); // 12
 * mergedLineCap({ level: 0, canBackorder: true }); // 500
 * mergedLineCap(undefined); // 100
 * ```
 */
export function mergedLineCap(stock: MergeStock | undefined): number {
  return stock?.canBackorder ? PER_PRODUCT_LIMIT : lineQuantityCap(stock?.level);
}

/**
 * Two lines of one product (and subscription flag) made one: the quantities added, capped by
 * {@link mergedLineCap}, yet never below what either cart already held (a merge takes nothing away
 * that an add allowed). The guest's choices are the newer ones: its subscription period and its
 * protection plan win, the customer's plan stays when the guest chose none. An agreed price holds for
 * the whole line, the lower one winning, as for an add.
 *
 * @example
 * ```ts
 * combineLines(customerLine, guestLine, { level: 4, canBackorder: false }).quantity; // at most 4, at least either line's
 * ```
 */
export function combineLines(kept: MergeLine, guest: MergeLine, stock: MergeStock | undefined): MergedLine {
  const held = Math.max(kept.quantity, guest.quantity);
  const quantity = Math.max(held, Math.min(kept.quantity + guest.quantity, mergedLineCap(stock)));
  const prices = [kept.customPrice, guest.customPrice].filter((price): price is number => price !== null);
  return {
    productId: kept.productId,
    isSubscription: kept.isSubscription,
    quantity,
    period: guest.period ?? kept.period,
    customPrice: prices.length > 0 ? Math.min(...prices) : null,
    plan: guest.plan ?? kept.plan,
    from: 'combined',
  };
}

/**
 * The coupons the one cart keeps: those of both carts still in their 72 hours, one of a code (the
 * later added), and at most one discount and one free-shipping coupon (decision 0055), the most
 * recently added winning, as it is the shopper's latest choice. Each keeps its own added time.
 *
 * @example
 * ```ts
 * mergeCoupons([{ code: 'OLD5', type: 'fixed', addedAt: monday }], [{ code: 'NEW10', type: 'percent', addedAt: tuesday }], tuesday);
 * // [{ code: 'NEW10', ... }]
 * ```
 */
export function mergeCoupons(kept: readonly MergeCoupon[], guest: readonly MergeCoupon[], now: Date): MergeCoupon[] {
  const newestFirst = [...kept, ...guest]
    .filter((coupon) => isCouponActive(coupon.addedAt, now))
    .sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime());
  const chosen: MergeCoupon[] = [];
  for (const coupon of newestFirst) {
    if (chosen.some((held) => held.code.toLowerCase() === coupon.code.toLowerCase())) continue;
    if (couponStackRefusal(chosen, coupon)) continue;
    chosen.push(coupon);
  }
  return chosen.sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime());
}

const lineKey = (line: { productId: number; isSubscription: boolean }) => `${line.productId}:${line.isSubscription}`;
const itemKey = (item: MergeCustomItem) => `${item.sku}:${item.isSubscription}`;

/**
 * The guest's cart combined with the customer's open cart (docs/decisions/0076). Lines of the same
 * product and subscription flag become one ({@link combineLines}); other lines of either cart come
 * along unchanged, the customer's first, in their order. Custom items of the same sku add up (capped
 * at the per-product limit). Coupons: {@link mergeCoupons}.
 *
 * @example
 * ```ts
 * const merged = mergeCarts(customerCart, guestCart, (id) => stock.get(id), new Date());
 * merged.lines; // one line per product and subscription flag
 * ```
 */
export function mergeCarts(
  kept: MergeCart,
  guest: MergeCart,
  stockOf: (productId: number) => MergeStock | undefined,
  now: Date,
): MergedCart {
  const guestLines = new Map(guest.lines.map((line) => [lineKey(line), line]));
  let combined = 0;
  const lines: MergedLine[] = kept.lines.map((line) => {
    const twin = guestLines.get(lineKey(line));
    if (!twin) return { ...line, from: 'kept' };
    guestLines.delete(lineKey(line));
    combined += 1;
    return combineLines(line, twin, stockOf(line.productId));
  });
  for (const line of guestLines.values()) lines.push({ ...line, from: 'moved' });

  const items = new Map<string, MergeCustomItem>();
  for (const item of [...kept.customItems, ...guest.customItems]) {
    const held = items.get(itemKey(item));
    items.set(itemKey(item), held ? { ...held, quantity: Math.min(held.quantity + item.quantity, PER_PRODUCT_LIMIT) } : { ...item });
  }
  return { lines, customItems: [...items.values()], coupons: mergeCoupons(kept.coupons, guest.coupons, now), combined };
}
