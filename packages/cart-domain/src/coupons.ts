/**
 * Coupons: the apply precondition, staging before a cart exists, and the 72-hour active window.
 */
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
