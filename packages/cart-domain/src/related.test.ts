import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CROSS_SALE_LIMIT, RELATED_TITLE_MAX_LENGTH, crossSaleList, isOutOfStock, truncateTitle } from './related.js';

describe('truncateTitle', () => {
  it('cuts titles longer than 45 characters with an ellipsis', () => {
    expect(RELATED_TITLE_MAX_LENGTH).toBe(45);
    expect(truncateTitle('Hayward Super Pump 1.5 HP Up-Rated Energy Efficient Motor')).toBe('Hayward Super Pump 1.5 HP Up-Rated Energy Eff...');
  });

  it('keeps titles of 45 characters or fewer', () => {
    const exactly45 = 'a'.repeat(45);
    expect(truncateTitle(exactly45)).toBe(exactly45);
    expect(truncateTitle('a'.repeat(46))).toBe(`${'a'.repeat(45)}...`);
    expect(truncateTitle('')).toBe('');
  });

  it('never splits a character made of two code units', () => {
    expect(truncateTitle(`${'a'.repeat(44)}🏊🏊`)).toBe(`${'a'.repeat(44)}🏊...`);
  });

  it('keeps a prefix of the title of at most 45 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (title) => {
        const cut = truncateTitle(title);
        if (Array.from(title).length <= 45) expect(cut).toBe(title);
        else {
          expect(cut.endsWith('...')).toBe(true);
          expect(title.startsWith(cut.slice(0, -3))).toBe(true);
          expect(Array.from(cut.slice(0, -3))).toHaveLength(45);
        }
      }),
    );
  });
});

describe('crossSaleList', () => {
  it('is capped at 3 in upstream order', () => {
    expect(CROSS_SALE_LIMIT).toBe(3);
    expect(crossSaleList([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
    expect(crossSaleList([1, 2])).toEqual([1, 2]);
    expect(crossSaleList(null)).toEqual([]);
  });
});

describe('isOutOfStock', () => {
  it("is true only for inventory_status 'out'", () => {
    expect(isOutOfStock({ inventory_status: 'out' })).toBe(true);
    expect(isOutOfStock({ inventory_status: 'in' })).toBe(false);
    expect(isOutOfStock({})).toBe(false);
  });
});
