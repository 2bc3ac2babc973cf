import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCents } from './money.js';
import {
  HIDDEN_PRICE_MESSAGE,
  HIDDEN_PRICE_PHONE_LABEL,
  findTier,
  isOnSale,
  isPriceHiddenFrom,
  resolvePrice,
  rewardPoints,
  savingsPercent,
  type PriceView,
  type PricingTier,
} from './price.js';

const guest = { signedIn: false };
const customer = { signedIn: true };

function shown(view: PriceView): Extract<PriceView, { visibility: 'shown' }> {
  if (view.visibility !== 'shown') throw new Error('expected a shown price');
  return view;
}

describe('spec strings', () => {
  it('keeps the hidden-price texts exactly as the spec writes them', () => {
    expect(HIDDEN_PRICE_MESSAGE).toBe('Available in store. Call for details');
    expect(HIDDEN_PRICE_PHONE_LABEL).toBe('In store phone sales');
  });
});

describe('rewardPoints', () => {
  it.each([
    [1999, 19],
    [100, 1],
    [99, 0],
    [0, 0],
    [-500, 0],
  ])('%s cents earn %s points', (cents, points) => {
    expect(rewardPoints(cents)).toBe(points);
  });
});

describe('savingsPercent', () => {
  it('rounds the saving against the list price', () => {
    expect(savingsPercent(1999, 2999)).toBe(33);
    expect(savingsPercent(7500, 10000)).toBe(25);
    expect(savingsPercent(6650, 10000)).toBe(34); // 33.5 rounds up
    expect(savingsPercent(0, 1000)).toBe(100);
  });

  it('is null when the list price is missing, equal or below the price', () => {
    expect(savingsPercent(1999, null)).toBeNull();
    expect(savingsPercent(1999, undefined)).toBeNull();
    expect(savingsPercent(1999, 1999)).toBeNull();
    expect(savingsPercent(1999, 1998)).toBeNull();
  });

  it('never displays a negative saving or more than 100%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.option(fc.integer({ min: 0, max: 10_000_000 })), (price, list) => {
        const percent = savingsPercent(price, list);
        if (percent !== null) {
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          expect(list).toBeGreaterThan(price);
        }
      }),
    );
  });
});

describe('findTier', () => {
  const tiers: PricingTier[] = [
    { min_quantity: 1, max_quantity: 9, price: 19.99 },
    { min_quantity: 10, max_quantity: 24, price: 17.99 },
    { min_quantity: 25, max_quantity: null, price: 15.99 },
  ];

  it.each([
    [0, null],
    [1, 19.99],
    [9, 19.99],
    [10, 17.99],
    [24, 17.99],
    [25, 15.99],
    [10_000, 15.99],
  ])('quantity %s uses the tier priced %s', (quantity, price) => {
    expect(findTier(tiers, quantity)?.price ?? null).toBe(price);
  });

  it('finds nothing without tiers or outside a closed range', () => {
    expect(findTier(null, 5)).toBeNull();
    expect(findTier(undefined, 5)).toBeNull();
    expect(findTier([{ min_quantity: 5, max_quantity: 10, price: 1 }], 11)).toBeNull();
    expect(findTier([{ min_quantity: 5, max_quantity: 10, price: 1 }], 4)).toBeNull();
  });
});

describe('isOnSale', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it('is false when the product is not flagged on sale', () => {
    expect(isOnSale({ on_sale: false, promotion_end: '2099-01-01T00:00:00Z' }, now)).toBe(false);
    expect(isOnSale({}, now)).toBe(false);
  });
  it('ends at promotion_end', () => {
    expect(isOnSale({ on_sale: true, promotion_end: '2025-06-15T12:00:00.001Z' }, now)).toBe(true);
    expect(isOnSale({ on_sale: true, promotion_end: '2025-06-15T12:00:00Z' }, now)).toBe(false);
    expect(isOnSale({ on_sale: true, promotion_end: '2025-06-01T00:00:00Z' }, now)).toBe(false);
  });
  it('keeps the flag without a clock, an end or a readable end', () => {
    expect(isOnSale({ on_sale: true, promotion_end: '2000-01-01T00:00:00Z' })).toBe(true);
    expect(isOnSale({ on_sale: true, promotion_end: null }, now)).toBe(true);
    expect(isOnSale({ on_sale: true, promotion_end: 'soon' }, now)).toBe(true);
  });
});

describe('resolvePrice', () => {
  describe('hide_price', () => {
    it('hides the price from guests with the in-store texts', () => {
      expect(resolvePrice({ price: 99.99, hide_price: true }, guest)).toEqual({
        visibility: 'hidden',
        message: 'Available in store. Call for details',
        phoneLabel: 'In store phone sales',
      });
    });

    it('shows the price to signed-in customers', () => {
      expect(shown(resolvePrice({ price: 99.99, hide_price: true }, customer)).price).toBe(9999);
    });

    it('never puts an amount in a hidden view', () => {
      fc.assert(
        fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (price) => {
          const view = resolvePrice({ price, list_price: price + 1, hide_price: true }, guest);
          expect(Object.keys(view).sort()).toEqual(['message', 'phoneLabel', 'visibility']);
        }),
      );
    });
  });

  it('converts the dollar price to cents and earns whole-dollar points', () => {
    const view = shown(resolvePrice({ price: 19.99 }, guest));
    expect(view).toMatchObject({ price: 1999, listPrice: null, savingsPercent: null, onSale: false, tier: null, nonMap: false, rewardPoints: 19 });
  });

  describe('list price', () => {
    it('is shown only when above the price, with the rounded saving', () => {
      expect(shown(resolvePrice({ price: 19.99, list_price: 29.99 }, guest))).toMatchObject({ listPrice: 2999, savingsPercent: 33 });
      expect(shown(resolvePrice({ price: 19.99, list_price: 19.99 }, guest))).toMatchObject({ listPrice: null, savingsPercent: null });
      expect(shown(resolvePrice({ price: 19.99, list_price: 9.99 }, guest))).toMatchObject({ listPrice: null, savingsPercent: null });
      expect(shown(resolvePrice({ price: 19.99, list_price: null }, guest))).toMatchObject({ listPrice: null, savingsPercent: null });
    });

    it('is compared with the tier price that applies', () => {
      const product = { price: 30, list_price: 25, pricing_tiers: [{ min_quantity: 10, max_quantity: null, price: 20 }] };
      expect(shown(resolvePrice(product, guest, { quantity: 9 })).listPrice).toBeNull();
      expect(shown(resolvePrice(product, guest, { quantity: 10 }))).toMatchObject({ price: 2000, listPrice: 2500, savingsPercent: 20 });
    });
  });

  describe('non-MAP price', () => {
    const product = { price: 49.99, allow_non_map_pricing: true, non_map_price: 39.99 };
    it('shows only to signed-in customers', () => {
      expect(shown(resolvePrice(product, customer))).toMatchObject({ price: 3999, nonMap: true, rewardPoints: 39 });
      expect(shown(resolvePrice(product, guest))).toMatchObject({ price: 4999, nonMap: false });
    });
    it('needs allow_non_map_pricing and a price', () => {
      expect(shown(resolvePrice({ ...product, allow_non_map_pricing: false }, customer)).price).toBe(4999);
      expect(shown(resolvePrice({ ...product, non_map_price: null }, customer)).price).toBe(4999);
    });
    it('never raises the price', () => {
      expect(shown(resolvePrice({ ...product, non_map_price: 59.99 }, customer))).toMatchObject({ price: 4999, nonMap: false });
    });
  });

  describe('tiers', () => {
    const product = {
      price: 24.99,
      pricing_tiers: [
        { min_quantity: 5, max_quantity: 9, price: 22.99 },
        { min_quantity: 10, max_quantity: null, price: 19.99 },
      ],
    };
    it.each([
      [undefined, 2499, null],
      [1, 2499, null],
      [4, 2499, null],
      [5, 2299, 5],
      [9, 2299, 5],
      [10, 1999, 10],
      [500, 1999, 10],
    ])('quantity %s costs %s cents (tier from %s)', (quantity, cents, tierMin) => {
      const view = shown(resolvePrice(product, guest, quantity === undefined ? {} : { quantity }));
      expect(view.price).toBe(cents);
      expect(view.tier?.min_quantity ?? null).toBe(tierMin);
    });

    it('beats a non-MAP price when lower and loses when higher', () => {
      const base = { price: 30, allow_non_map_pricing: true, non_map_price: 25 };
      expect(shown(resolvePrice({ ...base, pricing_tiers: [{ min_quantity: 1, max_quantity: null, price: 20 }] }, customer))).toMatchObject({
        price: 2000,
        nonMap: false,
      });
      const view = shown(resolvePrice({ ...base, pricing_tiers: [{ min_quantity: 1, max_quantity: null, price: 28 }] }, customer));
      expect(view).toMatchObject({ price: 2500, nonMap: true, tier: null });
    });
  });

  describe('sale and promotion_end', () => {
    const now = new Date('2025-06-15T12:00:00Z');
    it('is on sale with its promotion end while the promotion runs', () => {
      const view = shown(resolvePrice({ price: 10, on_sale: true, promotion_end: '2025-06-30T00:00:00Z' }, guest, { now }));
      expect(view).toMatchObject({ onSale: true, promotionEnd: '2025-06-30T00:00:00Z' });
    });
    it('is no longer on sale once promotion_end has passed', () => {
      const view = shown(resolvePrice({ price: 10, on_sale: true, promotion_end: '2025-06-01T00:00:00Z' }, guest, { now }));
      expect(view).toMatchObject({ onSale: false, promotionEnd: null });
    });
    it('is on sale without an end', () => {
      expect(shown(resolvePrice({ price: 10, on_sale: true }, guest, { now }))).toMatchObject({ onSale: true, promotionEnd: null });
    });
  });

  it('keeps its invariants for any product, viewer and quantity', () => {
    const dollars = fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100);
    const tier = fc.record({
      min_quantity: fc.integer({ min: 0, max: 50 }),
      max_quantity: fc.option(fc.integer({ min: 0, max: 100 })),
      price: dollars,
    });
    fc.assert(
      fc.property(
        fc.record({
          price: dollars,
          list_price: fc.option(dollars),
          allow_non_map_pricing: fc.boolean(),
          non_map_price: fc.option(dollars),
          pricing_tiers: fc.option(fc.array(tier, { maxLength: 4 })),
        }),
        fc.boolean(),
        fc.integer({ min: 1, max: 200 }),
        (product, signedIn, quantity) => {
          const view = shown(resolvePrice(product, { signedIn }, { quantity }));
          expect(view.price).toBeLessThanOrEqual(toCents(product.price));
          expect(view.rewardPoints).toBe(Math.floor(view.price / 100));
          if (view.listPrice !== null) expect(view.listPrice).toBeGreaterThan(view.price);
          if (view.savingsPercent !== null) expect(view.savingsPercent).toBeGreaterThanOrEqual(0);
          if (!signedIn) expect(view.nonMap).toBe(false);
          if (view.tier) expect(quantity).toBeGreaterThanOrEqual(view.tier.min_quantity);
        },
      ),
    );
  });
});

describe('isPriceHiddenFrom', () => {
  it('hides a hide_price product from guests only, and nothing else', () => {
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: undefined }), fc.boolean(), (hidePrice, signedIn) => {
        const hidden = isPriceHiddenFrom({ hide_price: hidePrice }, { signedIn });
        expect(hidden).toBe(hidePrice === true && !signedIn);
        expect(resolvePrice({ price: 10, hide_price: hidePrice }, { signedIn }).visibility).toBe(hidden ? 'hidden' : 'shown');
      }),
    );
  });
});
