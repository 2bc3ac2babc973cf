import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRating, canRedeem, cancelledOrderPoints, moderateReview, orderRewardPoints, pageMeta, returnPointsReversal,
} from './account-content.js';

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
  it('earns one point per whole dollar paid for the goods: after coupons, not on list prices', () => {
    expect(orderRewardPoints({ subtotalCents: 4000, discountCents: 400 })).toBe(36);
    expect(orderRewardPoints({ subtotalCents: 1999, discountCents: 0 })).toBe(19);
    expect(orderRewardPoints({ subtotalCents: 1000, discountCents: 1000 })).toBe(0);
    expect(orderRewardPoints({ subtotalCents: 0, discountCents: 0 })).toBe(0);
  });

  it('never exceeds the whole dollars paid and never goes negative', () => {
    fc.assert(fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (subtotalCents, discountCents) => {
      const points = orderRewardPoints({ subtotalCents, discountCents });
      expect(points).toBeGreaterThanOrEqual(0);
      expect(points).toBeLessThanOrEqual(Math.max(0, Math.floor((subtotalCents - discountCents) / 100)));
    }));
  });
});

describe('returnPointsReversal', () => {
  it('takes back the returned share, and the rest when everything is back', () => {
    expect(returnPointsReversal({ earned: 36, subtotalCents: 4000, returnedCents: 1000, reversedBefore: 0 })).toBe(9);
    expect(returnPointsReversal({ earned: 36, subtotalCents: 4000, returnedCents: 4000, reversedBefore: 9 })).toBe(27);
    expect(returnPointsReversal({ earned: 0, subtotalCents: 4000, returnedCents: 4000, reversedBefore: 0 })).toBe(0);
  });

  it('over any sequence of returns takes back exactly the points, never more', () => {
    const returnsOf = fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 8 });
    fc.assert(fc.property(fc.nat(5000), returnsOf, (earned, parts) => {
      const subtotalCents = parts.reduce((a, b) => a + b, 0);
      let returnedCents = 0;
      let reversed = 0;
      for (const part of parts) {
        returnedCents += part;
        const step = returnPointsReversal({ earned, subtotalCents, returnedCents, reversedBefore: reversed });
        expect(step).toBeGreaterThanOrEqual(0);
        reversed += step;
        expect(reversed).toBeLessThanOrEqual(earned);
      }
      expect(reversed).toBe(earned);
    }));
  });
});

describe('cancelledOrderPoints', () => {
  it('takes back what is left of the earned points, or refunds a reward order', () => {
    expect(cancelledOrderPoints({ earned: 36, reversedBefore: 0, redeemed: 0 })).toEqual({ kind: 'reversal', points: -36 });
    expect(cancelledOrderPoints({ earned: 36, reversedBefore: 9, redeemed: 0 })).toEqual({ kind: 'reversal', points: -27 });
    expect(cancelledOrderPoints({ earned: 36, reversedBefore: 36, redeemed: 0 })).toBeNull();
    expect(cancelledOrderPoints({ earned: 0, reversedBefore: 0, redeemed: 250 })).toEqual({ kind: 'refund', points: 250 });
  });
});

describe('moderateReview', () => {
  it('decides a pending review once; only approval makes it count', () => {
    expect(moderateReview('pending', 'approve')).toEqual({ ok: true, status: 'approved', countsNow: true });
    expect(moderateReview('pending', 'reject')).toEqual({ ok: true, status: 'rejected', countsNow: false });
    expect(moderateReview('approved', 'approve')).toEqual({ ok: false, message: 'This review was already approved.' });
    expect(moderateReview('rejected', 'approve')).toEqual({ ok: false, message: 'This review was already rejected.' });
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
