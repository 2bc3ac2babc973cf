import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ECONOMY_FEE_CENTS,
  FREE_SHIPPING_THRESHOLD,
  FREE_SHIPPING_THRESHOLD_CENTS,
  SAME_DAY_FEE_CENTS,
  SHIPPING_FEE,
  SHIPPING_FEE_CENTS,
  freeShippingBanner,
  shippingFee,
  shippingPrice,
} from './free-shipping.js';

describe('constants', () => {
  it('are the spec values', () => {
    expect(FREE_SHIPPING_THRESHOLD).toBe(75);
    expect(FREE_SHIPPING_THRESHOLD_CENTS).toBe(7500);
    expect(SHIPPING_FEE).toBe(6.95);
    expect(SHIPPING_FEE_CENTS).toBe(695);
  });
});

describe('freeShippingBanner', () => {
  it('shows nothing for an empty cart', () => {
    expect(freeShippingBanner(0)).toEqual({ kind: 'none' });
    expect(freeShippingBanner(-100)).toEqual({ kind: 'none' });
    expect(freeShippingBanner(Number.NaN)).toEqual({ kind: 'none' });
  });

  it('shows the remaining amount and progress under 75', () => {
    expect(freeShippingBanner(1)).toEqual({ kind: 'progress', remaining: 7499, percent: 0 });
    expect(freeShippingBanner(3750)).toEqual({ kind: 'progress', remaining: 3750, percent: 50 });
    expect(freeShippingBanner(7499)).toEqual({ kind: 'progress', remaining: 1, percent: 99 });
  });

  it("reads 'You get Free Shipping!' at 75.00 and above", () => {
    expect(freeShippingBanner(7500)).toEqual({ kind: 'free', message: 'You get Free Shipping!' });
    expect(freeShippingBanner(12000)).toEqual({ kind: 'free', message: 'You get Free Shipping!' });
  });

  it('measures progress against a configured total', () => {
    expect(freeShippingBanner(5000, { progressTotal: 10000 })).toEqual({ kind: 'progress', remaining: 2500, percent: 50 });
    expect(freeShippingBanner(5000, { progressTotal: 0 })).toEqual({ kind: 'progress', remaining: 2500, percent: 66 });
  });

  it('always adds up to the threshold and never shows 100% before free shipping', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 1_000_000 }), (amount) => {
        const banner = freeShippingBanner(amount);
        if (amount <= 0) expect(banner.kind).toBe('none');
        else if (amount < 7500) {
          expect(banner).toMatchObject({ kind: 'progress', remaining: 7500 - amount });
          if (banner.kind === 'progress') {
            expect(banner.percent).toBeGreaterThanOrEqual(0);
            expect(banner.percent).toBeLessThan(100);
            expect(banner.remaining).toBeGreaterThan(0);
          }
        } else expect(banner.kind).toBe('free');
      }),
    );
  });
});

describe('shippingFee', () => {
  it('is 6.95 below 75 and free from 75', () => {
    expect(shippingFee(0)).toBe(695);
    expect(shippingFee(7499)).toBe(695);
    expect(shippingFee(7500)).toBe(0);
  });
});

describe('shippingPrice', () => {
  it('prices standard and economy below $75 and makes both free from $75 or with a free_shipping coupon', () => {
    expect(shippingPrice('standard', 7499)).toBe(695);
    expect(shippingPrice('economy', 7499)).toBe(ECONOMY_FEE_CENTS);
    expect(shippingPrice('standard', 7500)).toBe(0);
    expect(shippingPrice('economy', 7500)).toBe(0);
    expect(shippingPrice('standard', 100, { freeShippingCoupon: true })).toBe(0);
    expect(shippingPrice('economy', 100, { freeShippingCoupon: true })).toBe(0);
  });

  it('keeps same-day at its flat fee whatever the amount or coupon', () => {
    expect(shippingPrice('same_day', 100)).toBe(SAME_DAY_FEE_CENTS);
    expect(shippingPrice('same_day', 50000, { freeShippingCoupon: true })).toBe(SAME_DAY_FEE_CENTS);
  });
});
