import { describe, expect, it } from 'vitest';
import { toPrefixQuery } from './catalog.service.js';
import { unitPriceCents } from '../carts/carts.service.js';

describe('toPrefixQuery', () => {
  it('turns words into a prefix AND query', () => {
    expect(toPrefixQuery('Pool Nets')).toBe('pool:* & nets:*');
  });
  it('drops tsquery syntax so user input cannot break the query', () => {
    expect(toPrefixQuery("a & b | !c:* 'd'")).toBe('a:* & b:* & c:* & d:*');
    expect(toPrefixQuery('&|!():*')).toBeNull();
  });
});

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
