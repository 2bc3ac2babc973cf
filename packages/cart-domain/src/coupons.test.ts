import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COUPON_ACTIVE_HOURS,
  COUPON_BANNER_MESSAGE,
  COUPON_REQUIRED_MESSAGE,
  applyCouponRequest,
  couponActiveUntil,
  enterCoupon,
  isCouponActive,
  stagedCouponAfterCartCreated,
} from './coupons.js';

const required = { kind: 'invalid', message: 'Coupon and cart id are required' };

describe('applyCouponRequest', () => {
  it('needs both coupon and cart id', () => {
    expect(COUPON_REQUIRED_MESSAGE).toBe('Coupon and cart id are required');
    expect(applyCouponRequest({ coupon: 'SPLASH10', cartId: null })).toEqual(required);
    expect(applyCouponRequest({ coupon: '', cartId: 'c-1' })).toEqual(required);
    expect(applyCouponRequest({ coupon: '   ', cartId: 'c-1' })).toEqual(required);
    expect(applyCouponRequest({ coupon: undefined, cartId: undefined })).toEqual(required);
  });

  it('trims the coupon', () => {
    expect(applyCouponRequest({ coupon: ' SPLASH10 ', cartId: 'c-1' })).toEqual({ kind: 'ok', coupon: 'SPLASH10', cartId: 'c-1' });
  });
});

describe('coupon staging', () => {
  it('stages a coupon entered before any cart exists', () => {
    expect(enterCoupon({ cartId: null }, ' SPLASH10 ')).toEqual({ kind: 'stage', stagedCouponCode: 'SPLASH10' });
    expect(enterCoupon({ cartId: undefined }, 'SPLASH10')).toEqual({ kind: 'stage', stagedCouponCode: 'SPLASH10' });
  });

  it('applies it straight away when a cart exists', () => {
    expect(enterCoupon({ cartId: 'c-1' }, 'SPLASH10')).toEqual({ kind: 'apply', coupon: 'SPLASH10', cartId: 'c-1' });
  });

  it('refuses an empty code', () => {
    expect(enterCoupon({ cartId: 'c-1' }, '  ')).toEqual(required);
    expect(enterCoupon({ cartId: null }, '')).toEqual(required);
  });

  it('applies the staged coupon once the cart is created', () => {
    expect(stagedCouponAfterCartCreated('SPLASH10', 'c-9')).toEqual({ kind: 'apply', coupon: 'SPLASH10', cartId: 'c-9' });
    expect(stagedCouponAfterCartCreated(null, 'c-9')).toEqual({ kind: 'none' });
    expect(stagedCouponAfterCartCreated('', 'c-9')).toEqual({ kind: 'none' });
  });
});

describe('72-hour window', () => {
  const addedAt = new Date('2025-06-01T10:00:00Z');

  it('has the spec banner text and duration', () => {
    expect(COUPON_ACTIVE_HOURS).toBe(72);
    expect(COUPON_BANNER_MESSAGE).toBe("We've added your discount to your cart! It will be active for the next 72 hours.");
    expect(couponActiveUntil(addedAt).toISOString()).toBe('2025-06-04T10:00:00.000Z');
  });

  it('is active from the moment it is added until just before 72 hours', () => {
    expect(isCouponActive(addedAt, addedAt)).toBe(true);
    expect(isCouponActive(addedAt, new Date('2025-06-04T09:59:59.999Z'))).toBe(true);
    expect(isCouponActive(addedAt, new Date('2025-06-04T10:00:00Z'))).toBe(false);
    expect(isCouponActive(addedAt, new Date('2025-06-01T09:59:59Z'))).toBe(false);
  });

  it('is active exactly for offsets under 72 hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (offsetMs) => {
        expect(isCouponActive(addedAt, new Date(addedAt.getTime() + offsetMs))).toBe(offsetMs >= 0 && offsetMs < 72 * 3600 * 1000);
      }),
    );
  });
});
