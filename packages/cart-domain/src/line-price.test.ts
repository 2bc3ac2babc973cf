import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customLinePrice, struckLinePrice } from './line-price.js';

describe('customLinePrice', () => {
  it('charges a custom price below the catalogue price, and the catalogue price otherwise', () => {
    expect(customLinePrice(2499, 1999)).toEqual({ price: 1999, custom: true });
    expect(customLinePrice(2499, 2999)).toEqual({ price: 2499, custom: false });
    expect(customLinePrice(2499, 2499)).toEqual({ price: 2499, custom: false });
    expect(customLinePrice(2499, null)).toEqual({ price: 2499, custom: false });
    expect(customLinePrice(2499, -1)).toEqual({ price: 2499, custom: false });
  });

  it('never charges more than the catalogue price nor more than the custom price', () => {
    fc.assert(fc.property(fc.nat(1_000_000), fc.option(fc.nat(1_000_000)), (catalog, custom) => {
      const { price } = customLinePrice(catalog, custom);
      expect(price).toBeLessThanOrEqual(catalog);
      if (custom !== null) expect(price).toBeLessThanOrEqual(custom);
    }));
  });
});

describe('struckLinePrice', () => {
  it('strikes the list price on a sale and the catalogue price on a custom price, only when above the price', () => {
    expect(struckLinePrice({ price: 1999, listPrice: 2999, catalogPrice: 1999 })).toBe(2999);
    expect(struckLinePrice({ price: 1999, listPrice: null, catalogPrice: 2499 })).toBe(2499);
    expect(struckLinePrice({ price: 1999, listPrice: 2299, catalogPrice: 2499 })).toBe(2499);
    expect(struckLinePrice({ price: 2499, listPrice: 2499, catalogPrice: 2499 })).toBeNull();
    expect(struckLinePrice({ price: 2499, listPrice: 1999, catalogPrice: 2499 })).toBeNull();
  });
});
