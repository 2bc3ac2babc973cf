import { describe, expect, it } from 'vitest';
import { unitPriceCents } from './carts.service.js';

describe('unitPriceCents', () => {
  const tiers = [
    { minQuantity: 1, maxQuantity: 5, price: 1000 },
    { minQuantity: 6, maxQuantity: 11, price: 950 },
    { minQuantity: 12, maxQuantity: null, price: 900 },
  ];
  it('uses the tier whose range holds the quantity (no max means open)', () => {
    expect(unitPriceCents(1000, tiers, 5)).toBe(1000);
    expect(unitPriceCents(1000, tiers, 6)).toBe(950);
    expect(unitPriceCents(1000, tiers, 500)).toBe(900);
  });
  it('uses the product price without tiers', () => {
    expect(unitPriceCents(1234, [], 3)).toBe(1234);
  });
});
