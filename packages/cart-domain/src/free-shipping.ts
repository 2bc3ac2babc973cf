/**
 * Free-shipping progress of the mini cart, and the shipping fee below the threshold.
 */
import { toCents, type Cents } from '@pool/pricing';
import { CART_MESSAGES } from './messages.js';

/**
 * Cart amount, in dollars, from which shipping is free (spec: 'Free Shipping over $75', banner condition 75).
 *
 * @example
 * ```ts
 * `Free Shipping over $${FREE_SHIPPING_THRESHOLD}`; // 'Free Shipping over $75'
 * ```
 */
export const FREE_SHIPPING_THRESHOLD = 75;

/**
 * {@link FREE_SHIPPING_THRESHOLD} in cents, for comparisons with cent amounts.
 *
 * @example
 * ```ts
 * cartAmount >= FREE_SHIPPING_THRESHOLD_CENTS; // qualifies for free shipping
 * ```
 */
export const FREE_SHIPPING_THRESHOLD_CENTS: Cents = toCents(FREE_SHIPPING_THRESHOLD);

/**
 * Standard and estimated shipping fee, in dollars.
 *
 * @example
 * ```ts
 * formatMoney(toCents(SHIPPING_FEE)); // '$6.95'
 * ```
 */
export const SHIPPING_FEE = 6.95;

/**
 * {@link SHIPPING_FEE} in cents.
 *
 * @example
 * ```ts
 * SHIPPING_FEE_CENTS; // 695
 * ```
 */
export const SHIPPING_FEE_CENTS: Cents = toCents(SHIPPING_FEE);

/**
 * What the mini cart shows about free shipping: nothing, the remaining amount with a progress
 * percentage, or the 'You get Free Shipping!' message.
 *
 * @example
 * ```ts
 * const banner: FreeShippingBanner = freeShippingBanner(5000);
 * if (banner.kind === 'progress') render(`${formatMoney(banner.remaining)} away`, banner.percent);
 * ```
 */
export type FreeShippingBanner =
  | { kind: 'none' }
  | { kind: 'progress'; remaining: Cents; percent: number }
  | { kind: 'free'; message: typeof CART_MESSAGES.freeShipping };

/**
 * The free-shipping banner for a cart amount in cents:
 * - `none` for an empty cart (amount 0 or less);
 * - `progress` under 75 dollars, with the remaining amount and a whole percentage (rounded down, so
 *   it never reads 100 before shipping is free) of `options.progressTotal` (the bar's configured total,
 *   75 dollars by default);
 * - `free` at 75 dollars or more.
 *
 * @example
 * ```ts
 * freeShippingBanner(0); // { kind: 'none' }
 * freeShippingBanner(7499); // { kind: 'progress', remaining: 1, percent: 99 }
 * freeShippingBanner(7500); // { kind: 'free', message: 'You get Free Shipping!' }
 * ```
 */
export function freeShippingBanner(cartAmount: Cents, options: { progressTotal?: Cents } = {}): FreeShippingBanner {
  if (!(cartAmount > 0)) return { kind: 'none' };
  if (cartAmount >= FREE_SHIPPING_THRESHOLD_CENTS) return { kind: 'free', message: CART_MESSAGES.freeShipping };
  const total = options.progressTotal && options.progressTotal > 0 ? options.progressTotal : FREE_SHIPPING_THRESHOLD_CENTS;
  const percent = Math.min(99, Math.floor((cartAmount / total) * 100));
  return { kind: 'progress', remaining: FREE_SHIPPING_THRESHOLD_CENTS - cartAmount, percent };
}

/**
 * Shipping fee for a cart amount: free from 75 dollars (the banner's condition), else the standard 6.95.
 *
 * @example
 * ```ts
 * shippingFee(7499); // 695
 * shippingFee(7500); // 0
 * ```
 */
export function shippingFee(cartAmount: Cents): Cents {
  return cartAmount >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_FEE_CENTS;
}

/**
 * Economy shipping below the free-shipping threshold (it is free from there, like standard).
 *
 * @example
 * ```ts
 * shippingPrice('economy', 1000); // ECONOMY_FEE_CENTS
 * ```
 */
export const ECONOMY_FEE_CENTS: Cents = 495;

/**
 * Same-day delivery from a zone's stores: a flat fee that neither the threshold nor a free-shipping
 * coupon waives.
 *
 * @example
 * ```ts
 * shippingPrice('same_day', 20000, { freeShippingCoupon: true }); // SAME_DAY_FEE_CENTS
 * ```
 */
export const SAME_DAY_FEE_CENTS: Cents = 995;

/**
 * One of the ways an order ships.
 *
 * @example
 * ```ts
 * const method: ShippingMethod = 'economy';
 * ```
 */
export type ShippingMethod = 'standard' | 'economy' | 'same_day';

/**
 * The price of a shipping method for the goods' amount after coupons: standard and economy are free
 * from 75 dollars or with a free_shipping coupon; same-day is always its flat fee.
 *
 * @example
 * ```ts
 * shippingPrice('standard', 7499); // 695
 * shippingPrice('economy', 7499); // 495
 * shippingPrice('economy', 1000, { freeShippingCoupon: true }); // 0
 * ```
 */
export function shippingPrice(method: ShippingMethod, goodsAmount: Cents, options: { freeShippingCoupon?: boolean } = {}): Cents {
  if (method === 'same_day') return SAME_DAY_FEE_CENTS;
  const standard = options.freeShippingCoupon ? 0 : shippingFee(goodsAmount);
  if (method === 'standard' || standard === 0) return standard;
  return ECONOMY_FEE_CENTS;
}
