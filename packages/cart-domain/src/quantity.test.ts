import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MINI_CART_LINE_INVENTORY,
  PER_PRODUCT_LIMIT,
  cartItemCount,
  decideLineQuantity,
  digitsOnly,
  isNumericKey,
  lineQuantityCap,
  quoteQuantity,
} from './quantity.js';

const invalid = { kind: 'invalid', message: 'Quantity must be a whole number' };

describe('constants', () => {
  it('are the spec limits', () => {
    expect(PER_PRODUCT_LIMIT).toBe(500);
    expect(MINI_CART_LINE_INVENTORY).toBe(100);
  });
});

describe('lineQuantityCap', () => {
  it.each([
    [undefined, 100],
    [null, 100],
    [12, 12],
    [12.7, 12],
    [500, 500],
    [501, 500],
    [0, 1],
    [Number.NaN, 100],
  ])('inventory %s caps at %s', (inventory, cap) => {
    expect(lineQuantityCap(inventory)).toBe(cap);
  });
});

describe('decideLineQuantity', () => {
  it('removes the line below 1', () => {
    expect(decideLineQuantity(0)).toEqual({ kind: 'remove' });
    expect(decideLineQuantity('0')).toEqual({ kind: 'remove' });
    expect(decideLineQuantity('000')).toEqual({ kind: 'remove' });
    expect(decideLineQuantity(-3)).toEqual({ kind: 'remove' });
  });

  it('sets quantities from 1', () => {
    expect(decideLineQuantity(1)).toEqual({ kind: 'set', quantity: 1, capped: false });
    expect(decideLineQuantity(' 7 ')).toEqual({ kind: 'set', quantity: 7, capped: false });
    expect(decideLineQuantity('007')).toEqual({ kind: 'set', quantity: 7, capped: false });
  });

  it('caps a mini-cart line at 100 when its inventory is unknown', () => {
    expect(decideLineQuantity(100)).toEqual({ kind: 'set', quantity: 100, capped: false });
    expect(decideLineQuantity(101)).toEqual({ kind: 'set', quantity: 100, capped: true });
  });

  it('caps at the inventory level and at the per-product limit of 500', () => {
    expect(decideLineQuantity('12', { inventory: 10 })).toEqual({ kind: 'set', quantity: 10, capped: true });
    expect(decideLineQuantity(500, { inventory: 9999 })).toEqual({ kind: 'set', quantity: 500, capped: false });
    expect(decideLineQuantity(501, { inventory: 9999 })).toEqual({ kind: 'set', quantity: 500, capped: true });
    expect(decideLineQuantity('99999999999999999999', { inventory: 9999 })).toEqual({ kind: 'set', quantity: 500, capped: true });
  });

  it.each(['', ' ', '1.5', '-1', '+2', '1e3', 'two', '1 2', '٣'])('accepts digits only, refusing %j', (text) => {
    expect(decideLineQuantity(text)).toEqual(invalid);
  });

  it('refuses numbers that are not whole', () => {
    expect(decideLineQuantity(2.5)).toEqual(invalid);
    expect(decideLineQuantity(Number.NaN)).toEqual(invalid);
    expect(decideLineQuantity(Number.POSITIVE_INFINITY)).toEqual(invalid);
  });

  it('never sets more than 500, more than the inventory, or less than 1', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1000, max: 1_000_000 }), fc.stringMatching(/^\d{1,12}$/)),
        fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
        (input, inventory) => {
          const decision = decideLineQuantity(input, { inventory });
          if (decision.kind === 'set') {
            expect(decision.quantity).toBeLessThanOrEqual(500);
            expect(decision.quantity).toBeLessThanOrEqual(inventory ?? 100);
            expect(decision.quantity).toBeGreaterThanOrEqual(1);
            expect(decision.capped).toBe(Number(input) > decision.quantity);
          } else {
            expect(decision.kind).toBe('remove');
            expect(Number(input)).toBeLessThan(1);
          }
        },
      ),
    );
  });
});

describe('quoteQuantity', () => {
  it('is never below 1 and has no maximum', () => {
    expect(quoteQuantity(0)).toBe(1);
    expect(quoteQuantity(-5)).toBe(1);
    expect(quoteQuantity('')).toBe(1);
    expect(quoteQuantity('abc')).toBe(1);
    expect(quoteQuantity(1)).toBe(1);
    expect(quoteQuantity('12')).toBe(12);
    expect(quoteQuantity(2.9)).toBe(2);
    expect(quoteQuantity(5000)).toBe(5000);
  });

  it('is a whole number of at least 1 for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string()), (input) => {
        const quantity = quoteQuantity(input);
        expect(Number.isInteger(quantity)).toBe(true);
        expect(quantity).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('cartItemCount', () => {
  it('sums the quantities', () => {
    expect(cartItemCount([])).toBe(0);
    expect(cartItemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(cartItemCount([{ quantity: 2 }, { quantity: -1 }, { quantity: Number.NaN }])).toBe(2);
  });
});

describe('input filters', () => {
  it('keeps only digits in quantity inputs', () => {
    expect(digitsOnly('1a2-3.4 ')).toBe('1234');
    expect(digitsOnly('')).toBe('');
  });
  it('lets digits and the dot through the numeric key filter', () => {
    for (const key of ['0', '5', '9', '.']) expect(isNumericKey(key)).toBe(true);
    for (const key of ['e', '-', '+', ',', ' ', '12', '']) expect(isNumericKey(key)).toBe(false);
  });
});
