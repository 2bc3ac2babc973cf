/**
 * Coupons: the apply precondition, staging before a cart exists, and the 72-hour active window.
 */
import { formatMoney, type Cents } from '@pool/pricing';
import { CART_MESSAGES } from './messages.js';

/**
 * Hours a coupon added to a cart stays active.
 *
 * @example
 * ```ts
 * COUPON_ACTIVE_HOURS; // 72
 * ```
 */
export const COUPON_ACTIVE_HOURS = 72;

/**
 * Text of the dismissible coupon info banner.
 *
 * @example
 * ```ts
 * COUPON_BANNER_MESSAGE; // "We've added your discount to your cart! It will be active for the next 72 hours."
 * ```
 */
export const COUPON_BANNER_MESSAGE = CART_MESSAGES.couponBanner;

/**
 * Message when a coupon is applied without a coupon code or without a cart id.
 *
 * @example
 * ```ts
 * COUPON_REQUIRED_MESSAGE; // 'Coupon and cart id are required'
 * ```
 */
export const COUPON_REQUIRED_MESSAGE = CART_MESSAGES.couponAndCartRequired;

/**
 * A checked request to apply a coupon to a cart, or the reason it cannot be sent.
 *
 * @example
 * ```ts
 * const request: CouponRequest = applyCouponRequest({ coupon: 'SPLASH10', cartId: 'c-1' });
 * ```
 */
export type CouponRequest =
  | { kind: 'ok'; coupon: string; cartId: string }
  | { kind: 'invalid'; message: typeof COUPON_REQUIRED_MESSAGE };

/**
 * Checks a request to apply a coupon: both the coupon (trimmed) and the cart id are required.
 *
 * @example
 * ```ts
 * applyCouponRequest({ coupon: ' SPLASH10 ', cartId: 'c-1' }); // { kind: 'ok', coupon: 'SPLASH10', cartId: 'c-1' }
 * applyCouponRequest({ coupon: 'SPLASH10', cartId: null }); // { kind: 'invalid', message: 'Coupon and cart id are required' }
 * ```
 */
export function applyCouponRequest(input: { coupon: string | null | undefined; cartId: string | null | undefined }): CouponRequest {
  const coupon = input.coupon?.trim() ?? '';
  const cartId = input.cartId?.trim() ?? '';
  if (!coupon || !cartId) return { kind: 'invalid', message: COUPON_REQUIRED_MESSAGE };
  return { kind: 'ok', coupon, cartId };
}

/**
 * What to do with a coupon code the shopper entered: apply it to the existing cart, or stage it
 * until a cart is created.
 *
 * @example
 * ```ts
 * const step: CouponEntry = enterCoupon({ cartId: null }, 'SPLASH10'); // { kind: 'stage', stagedCouponCode: 'SPLASH10' }
 * ```
 */
export type CouponEntry =
  | { kind: 'apply'; coupon: string; cartId: string }
  | { kind: 'stage'; stagedCouponCode: string }
  | { kind: 'invalid'; message: typeof COUPON_REQUIRED_MESSAGE };

/**
 * Routes an entered coupon code: applied now when a cart exists, staged (kept as `stagedCouponCode`)
 * when none does. An empty code is refused.
 *
 * @example
 * ```ts
 * enterCoupon({ cartId: 'c-1' }, 'SPLASH10'); // { kind: 'apply', coupon: 'SPLASH10', cartId: 'c-1' }
 * enterCoupon({ cartId: null }, 'SPLASH10'); // { kind: 'stage', stagedCouponCode: 'SPLASH10' }
 * ```
 */
export function enterCoupon(cart: { cartId: string | null | undefined }, code: string): CouponEntry {
  const coupon = code.trim();
  if (!coupon) return { kind: 'invalid', message: COUPON_REQUIRED_MESSAGE };
  const cartId = cart.cartId?.trim();
  if (!cartId) return { kind: 'stage', stagedCouponCode: coupon };
  return { kind: 'apply', coupon, cartId };
}

/**
 * After a cart is created: the staged coupon to apply to it, if any. The caller clears its
 * `stagedCouponCode` when this returns `apply`.
 *
 * @example
 * ```ts
 * stagedCouponAfterCartCreated('SPLASH10', 'c-1'); // { kind: 'apply', coupon: 'SPLASH10', cartId: 'c-1' }
 * stagedCouponAfterCartCreated(null, 'c-1'); // { kind: 'none' }
 * ```
 */
export function stagedCouponAfterCartCreated(
  stagedCouponCode: string | null | undefined,
  cartId: string,
): { kind: 'apply'; coupon: string; cartId: string } | { kind: 'none' } {
  const request = applyCouponRequest({ coupon: stagedCouponCode, cartId });
  return request.kind === 'ok' ? { kind: 'apply', coupon: request.coupon, cartId: request.cartId } : { kind: 'none' };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The instant a coupon added at `addedAt` stops being active (72 hours later).
 *
 * @example
 * ```ts
 * couponActiveUntil(new Date('2025-06-01T10:00:00Z')); // 2025-06-04T10:00:00.000Z
 * ```
 */
export function couponActiveUntil(addedAt: Date): Date {
  return new Date(addedAt.getTime() + COUPON_ACTIVE_HOURS * HOUR_MS);
}

/**
 * Whether a coupon added at `addedAt` is active at `now`: from `addedAt` up to, not including, 72
 * hours later.
 *
 * @example
 * ```ts
 * isCouponActive(new Date('2025-06-01T10:00:00Z'), new Date('2025-06-04T09:59:59Z')); // true
 * isCouponActive(new Date('2025-06-01T10:00:00Z'), new Date('2025-06-04T10:00:00Z')); // false
 * ```
 */
export function isCouponActive(addedAt: Date, now: Date): boolean {
  const t = now.getTime();
  return t >= addedAt.getTime() && t < couponActiveUntil(addedAt).getTime();
}

/**
 * Kinds of coupon: a whole percentage off the subtotal, a fixed amount off (cents), or free shipping.
 *
 * @example
 * ```ts
 * const type: CouponType = 'free_shipping';
 * ```
 */
export type CouponType = 'percent' | 'fixed' | 'free_shipping';

/**
 * What decides whether a coupon applies: its kind and value (a percentage for `percent`, cents for
 * `fixed`), the subtotal it needs (cents), its validity window and whether it is switched on.
 *
 * @example
 * ```ts
 * const save5: CouponTerms = { type: 'fixed', value: 500, minimumSubtotal: 2500, startsAt: null, expiresAt: null, active: true };
 * ```
 */
export interface CouponTerms {
  type: CouponType;
  value: number;
  minimumSubtotal: Cents;
  startsAt: Date | null;
  expiresAt: Date | null;
  active: boolean;
}

/**
 * Why a coupon cannot be applied, with the title the API answers (a 422 problem).
 *
 * @example
 * ```ts
 * const refusal: CouponRefusal = { kind: 'expired', title: 'This coupon has expired' };
 * ```
 */
export type CouponRefusal =
  | { kind: 'unknown'; title: 'Unknown coupon' }
  | { kind: 'not_started'; title: 'This coupon is not active yet' }
  | { kind: 'expired'; title: 'This coupon has expired' }
  | { kind: 'below_minimum'; title: string; minimumSubtotal: Cents };

/**
 * Title of the refusal of a coupon code no active coupon has.
 *
 * @example
 * ```ts
 * UNKNOWN_COUPON_TITLE; // 'Unknown coupon'
 * ```
 */
export const UNKNOWN_COUPON_TITLE = 'Unknown coupon';

/**
 * Whether a coupon may be applied to (or still counts for) a cart with `subtotal` cents at `now`:
 * a switched-off coupon is unknown; one before `startsAt` is not active yet; one at or after
 * `expiresAt` has expired; a subtotal below the minimum is refused with the minimum in the title.
 *
 * @example
 * ```ts
 * couponRefusal({ type: 'fixed', value: 500, minimumSubtotal: 2500, startsAt: null, expiresAt: null, active: true }, 2000, new Date());
 * // { kind: 'below_minimum', title: 'This coupon needs a subtotal of at least $25.00', minimumSubtotal: 2500 }
 * ```
 */
export function couponRefusal(terms: CouponTerms | null | undefined, subtotal: Cents, now: Date): CouponRefusal | null {
  if (!terms || !terms.active) return { kind: 'unknown', title: UNKNOWN_COUPON_TITLE };
  if (terms.startsAt && now.getTime() < terms.startsAt.getTime()) return { kind: 'not_started', title: 'This coupon is not active yet' };
  if (terms.expiresAt && now.getTime() >= terms.expiresAt.getTime()) return { kind: 'expired', title: 'This coupon has expired' };
  if (subtotal < terms.minimumSubtotal) {
    return {
      kind: 'below_minimum',
      title: `This coupon needs a subtotal of at least ${formatMoney(terms.minimumSubtotal)}`,
      minimumSubtotal: terms.minimumSubtotal,
    };
  }
  return null;
}

/**
 * The discount of the coupons that count on a subtotal (cents): each `percent` coupon takes its
 * percentage of the subtotal (rounded to the cent), each `fixed` its amount; the sum never exceeds the
 * subtotal. Any `free_shipping` coupon makes shipping free.
 *
 * @example
 * ```ts
 * couponDiscount(4000, [{ type: 'percent', value: 10 }]); // { discount: 400, freeShipping: false }
 * couponDiscount(300, [{ type: 'fixed', value: 500 }]); // { discount: 300, freeShipping: false }
 * couponDiscount(4000, [{ type: 'free_shipping', value: 0 }]); // { discount: 0, freeShipping: true }
 * ```
 */
export function couponDiscount(subtotal: Cents, coupons: readonly { type: CouponType; value: number }[]): { discount: Cents; freeShipping: boolean } {
  const base = Math.max(0, subtotal);
  let discount = 0;
  let freeShipping = false;
  for (const coupon of coupons) {
    if (coupon.type === 'percent') discount += Math.round((base * Math.min(100, Math.max(0, coupon.value))) / 100);
    else if (coupon.type === 'fixed') discount += Math.max(0, coupon.value);
    else freeShipping = true;
  }
  return { discount: Math.min(discount, base), freeShipping };
}

/**
 * The one-of-a-kind rule (decision 0055): an order takes one discount coupon (`percent` or `fixed`)
 * and at most one `free_shipping` coupon. Returns why `coupon` cannot join the coupons the cart already
 * holds (those still active), or null when it may. Applying a coupon the cart already holds is allowed
 * (it restarts its 72 hours).
 *
 * @example
 * ```ts
 * couponStackRefusal([{ code: 'SPLASH10', type: 'percent' }], { code: 'SAVE5', type: 'fixed' });
 * // { kind: 'one_discount', title: 'Only one discount coupon per order: this cart already has SPLASH10. Remove it to use SAVE5.' }
 * couponStackRefusal([{ code: 'SPLASH10', type: 'percent' }], { code: 'FREESHIP', type: 'free_shipping' }); // null
 * ```
 */
export function couponStackRefusal(
  held: readonly { code: string; type: CouponType }[],
  coupon: { code: string; type: CouponType },
): { kind: 'one_discount' | 'one_free_shipping'; title: string } | null {
  const shipping = coupon.type === 'free_shipping';
  const same = held.find((h) => h.code.toLowerCase() !== coupon.code.toLowerCase() && (h.type === 'free_shipping') === shipping);
  if (!same) return null;
  return shipping
    ? { kind: 'one_free_shipping', title: `Only one free-shipping coupon per order: this cart already has ${same.code}. Remove it to use ${coupon.code}.` }
    : { kind: 'one_discount', title: `Only one discount coupon per order: this cart already has ${same.code}. Remove it to use ${coupon.code}.` };
}
