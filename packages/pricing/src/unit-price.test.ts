import { describe, expect, it } from 'vitest';
import { resolvePrice, unitPrice } from './index.js';

const product = {
  price: 24.99,
  allow_non_map_pricing: true,
  non_map_price: 21.99,
  pricing_tiers: [
    { min_quantity: 10, max_quantity: 19, price: 22.99 },
    { min_quantity: 20, max_quantity: null, price: 19.99 },
  ],
};

describe('unitPrice: the one rule for pages and carts', () => {
  it('gives a signed-in viewer the non-MAP price and a guest the regular price', () => {
    expect(unitPrice(product, 1, { signedIn: true })).toEqual({ price: 2199, tier: null, nonMap: true });
    expect(unitPrice(product, 1, { signedIn: false })).toEqual({ price: 2499, tier: null, nonMap: false });
  });

  it('applies a tier only when it is the lowest price for the viewer', () => {
    // 22.99 beats a guest's 24.99 but not a customer's non-MAP 21.99.
    expect(unitPrice(product, 10, { signedIn: false }).price).toBe(2299);
    expect(unitPrice(product, 10, { signedIn: true })).toEqual({ price: 2199, tier: null, nonMap: true });
    expect(unitPrice(product, 25, { signedIn: true })).toMatchObject({ price: 1999, nonMap: false, tier: { min_quantity: 20 } });
  });

  it('never charges a tier price above the regular price', () => {
    const odd = { price: 10, pricing_tiers: [{ min_quantity: 1, max_quantity: null, price: 12 }] };
    expect(unitPrice(odd, 3, { signedIn: false }).price).toBe(1000);
  });

  it('ignores non-MAP prices of products that do not allow them', () => {
    expect(unitPrice({ ...product, allow_non_map_pricing: false }, 1, { signedIn: true }).price).toBe(2499);
  });

  it('is what resolvePrice shows, for every quantity and viewer', () => {
    for (const signedIn of [true, false]) {
      for (const quantity of [1, 9, 10, 19, 20, 500]) {
        const view = resolvePrice(product, { signedIn }, { quantity });
        expect(view.visibility === 'shown' && view.price).toBe(unitPrice(product, quantity, { signedIn }).price);
      }
    }
  });
});
