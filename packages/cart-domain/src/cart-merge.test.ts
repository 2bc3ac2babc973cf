import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineLines, mergeCarts, mergeCoupons, mergedLineCap, type MergeCart, type MergeLine, type MergeStock } from './cart-merge.js';
import { PER_PRODUCT_LIMIT } from './quantity.js';

const now = new Date('2026-12-07T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const line = (productId: number, quantity: number, more: Partial<MergeLine> = {}): MergeLine =>
  ({ productId, quantity, isSubscription: false, period: null, customPrice: null, plan: null, ...more });
const cart = (more: Partial<MergeCart> = {}): MergeCart => ({ lines: [], customItems: [], coupons: [], ...more });
const plenty: MergeStock = { level: 1000, canBackorder: false };

describe('mergedLineCap', () => {
  it('is the stock level, 100 when unknown, the per-product limit for a backorderable product', () => {
    expect(mergedLineCap({ level: 12, canBackorder: false })).toBe(12);
    expect(mergedLineCap({ level: null, canBackorder: false })).toBe(100);
    expect(mergedLineCap(undefined)).toBe(100);
    expect(mergedLineCap({ level: 9000, canBackorder: false })).toBe(PER_PRODUCT_LIMIT);
    expect(mergedLineCap({ level: 0, canBackorder: true })).toBe(PER_PRODUCT_LIMIT);
  });
});

describe('combineLines', () => {
  it('adds the quantities within stock', () => {
    expect(combineLines(line(1, 2), line(1, 3), plenty).quantity).toBe(5);
  });

  it('caps at the stock level but never below what either cart held', () => {
    expect(combineLines(line(1, 4), line(1, 3), { level: 5, canBackorder: false }).quantity).toBe(5);
    expect(combineLines(line(1, 7), line(1, 3), { level: 5, canBackorder: false }).quantity).toBe(7);
    expect(combineLines(line(1, 400), line(1, 300), { level: 0, canBackorder: true }).quantity).toBe(PER_PRODUCT_LIMIT);
  });

  it("takes the guest's subscription period and plan, keeps the customer's plan when the guest chose none", () => {
    const kept = line(1, 1, { isSubscription: true, period: 'MONTHLY', plan: 'EXT-2Y' });
    expect(combineLines(kept, line(1, 1, { isSubscription: true, period: 'ANNUALLY', plan: 'EXT-3Y' }), plenty))
      .toMatchObject({ period: 'ANNUALLY', plan: 'EXT-3Y', from: 'combined' });
    expect(combineLines(kept, line(1, 1, { isSubscription: true, period: 'QUARTERLY' }), plenty)).toMatchObject({ plan: 'EXT-2Y' });
  });

  it('keeps the lower agreed price for the whole line', () => {
    expect(combineLines(line(1, 1, { customPrice: 900 }), line(1, 1, { customPrice: 1200 }), plenty).customPrice).toBe(900);
    expect(combineLines(line(1, 1), line(1, 1, { customPrice: 1200 }), plenty).customPrice).toBe(1200);
    expect(combineLines(line(1, 1), line(1, 1), plenty).customPrice).toBeNull();
  });

  it('never exceeds the per-product limit nor loses units a cart held (property)', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: PER_PRODUCT_LIMIT }), fc.integer({ min: 1, max: PER_PRODUCT_LIMIT }),
      fc.option(fc.integer({ min: 0, max: 2000 })), fc.boolean(),
      (a, b, level, canBackorder) => {
        const { quantity } = combineLines(line(1, a), line(1, b), { level, canBackorder });
        expect(quantity).toBeLessThanOrEqual(Math.max(PER_PRODUCT_LIMIT, a, b));
        expect(quantity).toBeGreaterThanOrEqual(Math.max(a, b));
        expect(quantity).toBeLessThanOrEqual(a + b);
      },
    ));
  });
});

describe('mergeCoupons', () => {
  it('keeps one discount and one free-shipping coupon, the latest added winning, each with its own time', () => {
    const kept = [{ code: 'OLD5', type: 'fixed' as const, addedAt: hoursAgo(10) }, { code: 'SHIPFREE', type: 'free_shipping' as const, addedAt: hoursAgo(9) }];
    const guest = [{ code: 'NEW10', type: 'percent' as const, addedAt: hoursAgo(1) }];
    expect(mergeCoupons(kept, guest, now)).toEqual([kept[1], guest[0]]);
  });

  it('drops coupons past their 72 hours and holds a code once (the later added)', () => {
    const kept = [{ code: 'SPLASH10', type: 'percent' as const, addedAt: hoursAgo(80) }];
    expect(mergeCoupons(kept, [], now)).toEqual([]);
    const again = [{ code: 'splash10', type: 'percent' as const, addedAt: hoursAgo(2) }];
    expect(mergeCoupons([{ ...kept[0]!, addedAt: hoursAgo(5) }], again, now)).toEqual(again);
  });
});

describe('mergeCarts', () => {
  it("combines lines of the same product and subscription flag, keeps the others (the customer's first)", () => {
    const kept = cart({ lines: [line(1, 2), line(2, 1, { isSubscription: true, period: 'MONTHLY' })] });
    const guest = cart({ lines: [line(3, 1), line(1, 3), line(2, 4)] });
    const merged = mergeCarts(kept, guest, () => plenty, now);
    expect(merged.lines.map(({ productId, isSubscription, quantity, from }) => ({ productId, isSubscription, quantity, from }))).toEqual([
      { productId: 1, isSubscription: false, quantity: 5, from: 'combined' },
      { productId: 2, isSubscription: true, quantity: 1, from: 'kept' },
      { productId: 3, isSubscription: false, quantity: 1, from: 'moved' },
      { productId: 2, isSubscription: false, quantity: 4, from: 'moved' },
    ]);
    expect(merged.combined).toBe(1);
  });

  it('caps each combined line by its own stock', () => {
    const stock = new Map<number, MergeStock>([[1, { level: 3, canBackorder: false }]]);
    const merged = mergeCarts(cart({ lines: [line(1, 2)] }), cart({ lines: [line(1, 2)] }), (id) => stock.get(id), now);
    expect(merged.lines[0]!.quantity).toBe(3);
  });

  it('adds custom items of one sku and keeps the rest', () => {
    const merged = mergeCarts(
      cart({ customItems: [{ sku: 'pump-install-service', quantity: 1, isSubscription: false }] }),
      cart({ customItems: [{ sku: 'pump-install-service', quantity: 2, isSubscription: false }, { sku: 'test-service', quantity: 1, isSubscription: false }] }),
      () => plenty, now,
    );
    expect(merged.customItems).toEqual([
      { sku: 'pump-install-service', quantity: 3, isSubscription: false },
      { sku: 'test-service', quantity: 1, isSubscription: false },
    ]);
  });

  it('an empty guest cart leaves the customer cart as it was', () => {
    const kept = cart({ lines: [line(1, 2, { plan: 'EXT-2Y' })] });
    const merged = mergeCarts(kept, cart(), () => plenty, now);
    expect(merged).toEqual({ lines: [{ ...kept.lines[0], from: 'kept' }], customItems: [], coupons: [], combined: 0 });
  });
});
