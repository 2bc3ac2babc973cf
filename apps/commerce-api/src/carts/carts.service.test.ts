import { resolvePrice } from '@pool/pricing';
import { describe, expect, it } from 'vitest';
import { lineUnitPriceCents } from './carts.service.js';

describe('lineUnitPriceCents (the cart charges what the product page shows)', () => {
  const tiers = [
    { minQuantity: 1, maxQuantity: 5, price: 1000 },
    { minQuantity: 6, maxQuantity: 11, price: 950 },
    { minQuantity: 12, maxQuantity: null, price: 900 },
  ];
  const product = { price: 1000, nonMapPrice: null, allowNonMapPricing: false, tiers };

  it('uses the tier whose range holds the quantity (no max means open)', () => {
    expect(lineUnitPriceCents(product, 5, false)).toBe(1000);
    expect(lineUnitPriceCents(product, 6, false)).toBe(950);
    expect(lineUnitPriceCents(product, 500, false)).toBe(900);
  });

  it('uses the product price without tiers', () => {
    expect(lineUnitPriceCents({ ...product, price: 1234, tiers: [] }, 3, false)).toBe(1234);
  });

  it('charges a signed-in buyer the non-MAP price, a guest the regular one', () => {
    const nonMap = { price: 2499, nonMapPrice: 2199, allowNonMapPricing: true, tiers: [] };
    expect(lineUnitPriceCents(nonMap, 1, true)).toBe(2199);
    expect(lineUnitPriceCents(nonMap, 1, false)).toBe(2499);
  });

  it('agrees with the product page (resolvePrice) for every quantity and viewer', () => {
    const page = { price: 24.99, non_map_price: 21.99, allow_non_map_pricing: true, pricing_tiers: [{ min_quantity: 10, max_quantity: null, price: 20.99 }] };
    const cart = { price: 2499, nonMapPrice: 2199, allowNonMapPricing: true, tiers: [{ minQuantity: 10, maxQuantity: null, price: 2099 }] };
    for (const signedIn of [true, false]) {
      for (const quantity of [1, 9, 10, 50]) {
        const shown = resolvePrice(page, { signedIn }, { quantity });
        expect(shown.visibility === 'shown' && shown.price).toBe(lineUnitPriceCents(cart, quantity, signedIn));
      }
    }
  });
});
