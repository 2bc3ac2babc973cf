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
  couponDiscount,
  couponRefusal,
  couponStackRefusal,
  type CouponTerms,
  type CouponType,
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

describe('coupon terms and discounts', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const base: CouponTerms = { type: 'fixed', value: 500, minimumSubtotal: 2500, startsAt: null, expiresAt: null, active: true };

  it('refuses switched-off, future, expired and below-minimum coupons with clear titles', () => {
    expect(couponRefusal(null, 5000, now)).toEqual({ kind: 'unknown', title: 'Unknown coupon' });
    expect(couponRefusal({ ...base, active: false }, 5000, now)?.kind).toBe('unknown');
    expect(couponRefusal({ ...base, startsAt: new Date('2026-06-02T00:00:00Z') }, 5000, now)?.title).toBe('This coupon is not active yet');
    expect(couponRefusal({ ...base, expiresAt: now }, 5000, now)?.title).toBe('This coupon has expired');
    expect(couponRefusal(base, 2499, now)?.title).toBe('This coupon needs a subtotal of at least $25.00');
    expect(couponRefusal(base, 2500, now)).toBeNull();
  });

  it('adds percentages and fixed amounts, never beyond the subtotal', () => {
    expect(couponDiscount(4000, [{ type: 'percent', value: 10 }])).toEqual({ discount: 400, freeShipping: false });
    expect(couponDiscount(3333, [{ type: 'percent', value: 10 }]).discount).toBe(333);
    expect(couponDiscount(4000, [{ type: 'percent', value: 10 }, { type: 'fixed', value: 500 }]).discount).toBe(900);
    expect(couponDiscount(300, [{ type: 'fixed', value: 500 }]).discount).toBe(300);
    expect(couponDiscount(0, [{ type: 'percent', value: 50 }]).discount).toBe(0);
  });

  it('makes shipping free with a free_shipping coupon', () => {
    expect(couponDiscount(1000, [{ type: 'free_shipping', value: 0 }])).toEqual({ discount: 0, freeShipping: true });
    expect(couponDiscount(1000, []).freeShipping).toBe(false);
  });
});

describe('one coupon of each kind', () => {
  it('refuses a second discount coupon, percent or fixed, and a second free-shipping coupon', () => {
    expect(couponStackRefusal([{ code: 'SPLASH10', type: 'percent' }], { code: 'POOL15', type: 'percent' })).toEqual({
      kind: 'one_discount', title: 'Only one discount coupon per order: this cart already has SPLASH10. Remove it to use POOL15.',
    });
    expect(couponStackRefusal([{ code: 'SAVE5', type: 'fixed' }], { code: 'SPLASH10', type: 'percent' })?.kind).toBe('one_discount');
    expect(couponStackRefusal([{ code: 'FREESHIP', type: 'free_shipping' }], { code: 'SHIPFREE', type: 'free_shipping' })).toEqual({
      kind: 'one_free_shipping', title: 'Only one free-shipping coupon per order: this cart already has FREESHIP. Remove it to use SHIPFREE.',
    });
  });

  it('takes one discount and one free-shipping coupon together, and the same coupon again', () => {
    expect(couponStackRefusal([{ code: 'SPLASH10', type: 'percent' }], { code: 'FREESHIP', type: 'free_shipping' })).toBeNull();
    expect(couponStackRefusal([{ code: 'FREESHIP', type: 'free_shipping' }], { code: 'SAVE5', type: 'fixed' })).toBeNull();
    expect(couponStackRefusal([{ code: 'SPLASH10', type: 'percent' }], { code: 'splash10', type: 'percent' })).toBeNull();
    expect(couponStackRefusal([], { code: 'SPLASH10', type: 'percent' })).toBeNull();
  });

  it('never lets a cart built one accepted coupon at a time hold two of a kind', () => {
    const type = fc.constantFrom<CouponType>('percent', 'fixed', 'free_shipping');
    const coupon = fc.record({ code: fc.constantFrom('A', 'B', 'C', 'D'), type });
    fc.assert(fc.property(fc.array(coupon, { maxLength: 12 }), (tries) => {
      const held: { code: string; type: CouponType }[] = [];
      for (const c of tries) {
        if (couponStackRefusal(held, c) === null && !held.some((h) => h.code === c.code)) held.push(c);
      }
      expect(held.filter((h) => h.type === 'free_shipping').length).toBeLessThanOrEqual(1);
      expect(held.filter((h) => h.type !== 'free_shipping').length).toBeLessThanOrEqual(1);
    }));
  });
});
