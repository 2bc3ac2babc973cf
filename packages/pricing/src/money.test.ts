import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, parseMoney, toCents, toDollars } from './money.js';

describe('toCents', () => {
  it.each([
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1234.5, 123450],
    [6.95, 695],
    [0, 0],
    [-6.95, -695],
  ])('converts %s dollars to %s cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it('never returns a negative zero', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it('rejects amounts that are not finite', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every two-decimal dollar amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (cents) => {
        expect(toCents(toDollars(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [123450, '$1,234.50'],
    [1999, '$19.99'],
    [0, '$0.00'],
    [5, '$0.05'],
    [100000000, '$1,000,000.00'],
    [-695, '-$6.95'],
  ])('formats %s cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('round-trips cents through parseMoney', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), (cents) => {
        expect(parseMoney(formatMoney(cents))).toBe(cents);
      }),
    );
  });

  // 240,000 amounts and a property run: the mismatches are collected and compared once (an `expect`
  // per amount made this test take seconds, and CI once timed it out on a busy machine), and the
  // timeout is generous for the same reason.
  it("writes what Intl's en-US dollar format writes, for every amount", { timeout: 60_000 }, () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const mismatches: Array<[cents: number, ours: string, intl: string]> = [];
    const compare = (cents: number) => {
      const ours = formatMoney(cents);
      const theirs = intl.format(Math.round(cents) / 100);
      if (ours !== theirs) mismatches.push([cents, ours, theirs]);
      return ours === theirs;
    };
    for (let cents = -120_000; cents <= 120_000; cents += 1) compare(cents);
    for (const cents of [-0, 0.4, -0.4, 0.5, -0.5, 12.5, 99_999.5, 100_000, 999_999_99, 1_000_000_00, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 60, NaN, Infinity, -Infinity]) compare(cents);
    expect(mismatches.slice(0, 5)).toEqual([]);
    fc.assert(fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), compare), { numRuns: 2_000 });
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('always shows exactly two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_00 }), (cents) => {
        expect(formatMoney(cents)).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});

describe('parseMoney', () => {
  it.each([
    ['$1,234.50', 123450],
    ['6.95', 695],
    ['  $7 ', 700],
    ['-$6.95', -695],
    ['-$0.00', 0],
  ])('reads %j as %s cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each(['', 'six dollars', '$1,23.00', '1.5', '$1.234', '$-1'])('rejects %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});
