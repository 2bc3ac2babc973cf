import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RETURN_WINDOW_DAYS,
  checkReturnQuantities,
  returnQuantityMessage,
  returnWindow,
  returnWindowMessage,
  returnableLines,
  returnableQuantity,
} from './return-eligibility.js';

const DAY = 86_400_000;
const delivered = new Date('2026-11-01T12:00:00Z');
const at = (days: number) => new Date(delivered.getTime() + days * DAY);

describe('return window', () => {
  it('is open for 30 days after delivery, closed after', () => {
    expect(RETURN_WINDOW_DAYS).toBe(30);
    expect(returnWindow({ status: 'Completed', deliveredAt: delivered }, at(0))).toEqual({ status: 'open', closesAt: at(30) });
    expect(returnWindow({ status: 'Shipped', deliveredAt: delivered }, at(30))).toEqual({ status: 'open', closesAt: at(30) });
    expect(returnWindow({ status: 'Completed', deliveredAt: delivered }, new Date(at(30).getTime() + 1))).toEqual({ status: 'closed', closedAt: at(30) });
  });

  it.each(['Pending', 'Partially Shipped', 'Awaiting Fulfillment', 'Cancelled', 'Refunded', 'Disputed', 'Manual Verification Required'])(
    'an order %s is not returnable, delivered or not',
    (status) => {
      expect(returnWindow({ status, deliveredAt: delivered }, at(1))).toEqual({ status: 'not-delivered' });
    },
  );

  it('an undelivered order is not returnable', () => {
    expect(returnWindow({ status: 'Shipped', deliveredAt: null }, at(1))).toEqual({ status: 'not-delivered' });
  });

  it('says why an order cannot be returned', () => {
    expect(returnWindowMessage({ status: 'open', closesAt: at(30) })).toBeNull();
    expect(returnWindowMessage({ status: 'closed', closedAt: at(30) })).toBe('This order was delivered more than 30 days ago, so it can no longer be returned.');
    expect(returnWindowMessage({ status: 'not-delivered' })).toBe('This order has not been delivered yet, so it cannot be returned.');
  });

  it('open exactly while now is at most 30 days after delivery (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * DAY, max: 100 * DAY }), (offset) => {
        const window = returnWindow({ status: 'Completed', deliveredAt: delivered }, new Date(delivered.getTime() + offset));
        expect(window.status).toBe(offset <= RETURN_WINDOW_DAYS * DAY ? 'open' : 'closed');
      }),
    );
  });
});

describe('returnable quantity', () => {
  it('is what was ordered less what was returned, never below 0', () => {
    expect(returnableQuantity({ ordered: 3, returned: 1 })).toBe(2);
    expect(returnableQuantity({ ordered: 1, returned: 1 })).toBe(0);
    expect(returnableQuantity({ ordered: 1, returned: 4 })).toBe(0);
  });

  it.each([-1, 1.5, Number.NaN])('refuses the impossible quantity %s', (q) => {
    expect(() => returnableQuantity({ ordered: q, returned: 0 })).toThrow(RangeError);
    expect(() => returnableQuantity({ ordered: 1, returned: q })).toThrow(RangeError);
  });

  it('returns in any split never add up to more than was ordered (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 10 }), (ordered, attempts) => {
        let returned = 0;
        for (const quantity of attempts) {
          const lines = returnableLines([{ sku: 'A', ordered, returned }], { status: 'open', closesAt: delivered });
          if (checkReturnQuantities([{ sku: 'A', quantity }], lines).ok) returned += quantity;
          else expect(quantity).toBeGreaterThan(returnableQuantity({ ordered, returned }));
        }
        expect(returned).toBeLessThanOrEqual(ordered);
        expect(returnableQuantity({ ordered, returned })).toBe(ordered - returned);
      }),
    );
  });

  it('a window that is not open makes every line 0 (property)', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.boolean(), (ordered, returned, closed) => {
        const window = closed ? { status: 'closed' as const, closedAt: delivered } : { status: 'not-delivered' as const };
        const [line] = returnableLines([{ sku: 'A', ordered, returned }], window);
        expect(line?.returnable).toBe(0);
        expect(checkReturnQuantities([{ sku: 'A', quantity: 1 }], [line!]).ok).toBe(false);
      }),
    );
  });
});

describe('requested quantities', () => {
  const lines = [{ sku: 'A', returnable: 2 }, { sku: 'B', returnable: 0 }];

  it('accepts 1 up to the returnable quantity of lines on the order', () => {
    expect(checkReturnQuantities([{ sku: 'A', quantity: 2 }], lines)).toEqual({ ok: true });
    expect(checkReturnQuantities([{ sku: 'A', quantity: 1 }], lines)).toEqual({ ok: true });
  });

  it('refuses too many, none, nothing left, unknown and repeated skus', () => {
    expect(checkReturnQuantities([{ sku: 'A', quantity: 3 }, { sku: 'B', quantity: 1 }, { sku: 'Z', quantity: 1 }, { sku: 'A', quantity: 1 }], lines)).toEqual({
      ok: false,
      problems: [
        { sku: 'A', reason: 'over-quantity', returnable: 2 },
        { sku: 'B', reason: 'over-quantity', returnable: 0 },
        { sku: 'Z', reason: 'unknown-sku' },
        { sku: 'A', reason: 'duplicate-sku' },
      ],
    });
    expect(checkReturnQuantities([{ sku: 'A', quantity: 0 }], lines).ok).toBe(false);
  });

  it('words each problem', () => {
    expect(returnQuantityMessage({ sku: 'A', reason: 'over-quantity', returnable: 2 })).toBe('Return between 1 and 2 of A.');
    expect(returnQuantityMessage({ sku: 'B', reason: 'over-quantity', returnable: 0 })).toBe('B has nothing left to return.');
    expect(returnQuantityMessage({ sku: 'Z', reason: 'unknown-sku' })).toBe('Z is not on this order.');
    expect(returnQuantityMessage({ sku: 'A', reason: 'duplicate-sku' })).toBe('A is listed more than once.');
  });
});

describe('line field messages', () => {
  it('has one message for each answer a line needs', async () => {
    const { RETURN_LINE_FIELD_MESSAGES } = await import('./return-eligibility.js');
    expect(Object.keys(RETURN_LINE_FIELD_MESSAGES).sort()).toEqual(['acknowledge_policy', 'comment', 'condition', 'reason']);
  });
});
