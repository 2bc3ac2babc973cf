import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRating, canRedeem, orderRewardPoints, pageMeta } from './account-content.js';

const floorDollars = (cents: number) => Math.floor(cents / 100);

describe('pageMeta', () => {
  it('counts pages and keeps one page for an empty list', () => {
    expect(pageMeta(35, 10, 2)).toEqual({ current_page: 2, per_page: 10, total: 35, last_page: 4 });
    expect(pageMeta(0, 10, 1).last_page).toBe(1);
    expect(pageMeta(10, 10, 1).last_page).toBe(1);
  });

  it('has room for every item and no empty last page', () => {
    fc.assert(fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 100 }), (total, perPage) => {
      const { last_page } = pageMeta(total, perPage, 1);
      expect(last_page * perPage).toBeGreaterThanOrEqual(total);
      if (total > 0) expect((last_page - 1) * perPage).toBeLessThan(total);
    }));
  });
});

describe('orderRewardPoints', () => {
  it('earns the whole-dollar part of each unit price per unit', () => {
    expect(orderRewardPoints([{ unitPriceCents: 1999, quantity: 2 }, { unitPriceCents: 99, quantity: 5 }], floorDollars)).toBe(38);
    expect(orderRewardPoints([], floorDollars)).toBe(0);
  });

  it('never exceeds the whole dollars spent and never goes negative', () => {
    const line = fc.record({ unitPriceCents: fc.nat(1_000_000), quantity: fc.integer({ min: 1, max: 500 }) });
    fc.assert(fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
      const points = orderRewardPoints(lines, floorDollars);
      const spent = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
      expect(points).toBeGreaterThanOrEqual(0);
      expect(points).toBeLessThanOrEqual(Math.floor(spent / 100));
    }));
  });
});

describe('canRedeem', () => {
  it('needs at least the cost, and a positive whole cost', () => {
    expect(canRedeem(500, 500)).toBe(true);
    expect(canRedeem(499, 500)).toBe(false);
    expect(canRedeem(10, 0)).toBe(false);
    expect(canRedeem(10, 1.5)).toBe(false);
  });

  it('never leaves a negative balance', () => {
    fc.assert(fc.property(fc.integer({ min: -1000, max: 100_000 }), fc.integer({ min: -10, max: 100_000 }), (balance, cost) => {
      if (canRedeem(balance, cost)) expect(balance - cost).toBeGreaterThanOrEqual(0);
    }));
  });
});

describe('addRating', () => {
  it('averages to one decimal', () => {
    expect(addRating({ average: 0, count: 0 }, 4)).toEqual({ average: 4, count: 1 });
    expect(addRating({ average: 4, count: 1 }, 5)).toEqual({ average: 4.5, count: 2 });
    expect(addRating({ average: 4.7, count: 37 }, 1)).toEqual({ average: 4.6, count: 38 });
  });

  it('stays within 1-5 and between the old average and the new rating', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }).chain((count) => fc.record({
      count: fc.constant(count), average: fc.integer({ min: 10, max: 50 }).map((n) => n / 10),
    })), fc.integer({ min: 1, max: 5 }), (current, rating) => {
      const next = addRating(current, rating);
      expect(next.count).toBe(current.count + 1);
      expect(next.average).toBeGreaterThanOrEqual(1);
      expect(next.average).toBeLessThanOrEqual(5);
      expect(next.average).toBeGreaterThanOrEqual(Math.min(current.average, rating) - 0.05);
      expect(next.average).toBeLessThanOrEqual(Math.max(current.average, rating) + 0.05);
    }));
  });
});
