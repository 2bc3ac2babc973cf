import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDERS_FIRST_PAGE,
  ORDERS_PAGE_SIZE,
  ORDER_FILTER_GROUPS,
  ORDER_STATUSES,
  ORDER_STATUS_GROUPS,
  formatOrderDateRange,
  groupOfStatus,
  hasMoreOrders,
  isOrderStatus,
  nextOrdersPage,
  orderListQuery,
  orderMatchesGroup,
  parseOrderDateRange,
  parseOrderFilterGroup,
  resetOrderPaging,
  statusesInGroup,
  type OrderStatusGroup,
} from './orders.js';
import { SPEC_ORDER_STATUSES } from './test/spec-fixtures.js';

const statusArb = fc.constantFrom(...ORDER_STATUSES);
const specificGroups = ['in_progress', 'delivered', 'cancelled', 'on_hold'] as const satisfies readonly OrderStatusGroup[];

describe('order statuses', () => {
  it('are the nine statuses of the spec, in order', () => {
    expect(ORDER_STATUSES).toEqual(SPEC_ORDER_STATUSES);
  });

  it('isOrderStatus matches exactly', () => {
    expect(isOrderStatus('Manual Verification Required')).toBe(true);
    expect(isOrderStatus('pending')).toBe(false);
    expect(isOrderStatus('Pending ')).toBe(false);
    expect(isOrderStatus('')).toBe(false);
  });
});

describe('filter groups', () => {
  it('hold the spec statuses', () => {
    expect(statusesInGroup('in_progress')).toEqual(['Pending', 'Partially Shipped', 'Awaiting Fulfillment']);
    expect(statusesInGroup('delivered')).toEqual(['Shipped', 'Completed']);
    expect(statusesInGroup('cancelled')).toEqual(['Cancelled', 'Refunded']);
    expect(statusesInGroup('on_hold')).toEqual(['Disputed', 'Manual Verification Required']);
    expect(statusesInGroup('all')).toEqual(ORDER_STATUSES);
  });

  it('are listed with all last', () => {
    expect(ORDER_FILTER_GROUPS).toEqual(['in_progress', 'delivered', 'cancelled', 'on_hold', 'all']);
  });

  it.each([
    ['Pending', 'in_progress'],
    ['Partially Shipped', 'in_progress'],
    ['Awaiting Fulfillment', 'in_progress'],
    ['Shipped', 'delivered'],
    ['Completed', 'delivered'],
    ['Cancelled', 'cancelled'],
    ['Refunded', 'cancelled'],
    ['Disputed', 'on_hold'],
    ['Manual Verification Required', 'on_hold'],
  ] as const)('%s belongs to %s', (status, group) => {
    expect(groupOfStatus(status)).toBe(group);
  });

  it.each([
    ['in_progress', 'in_progress'],
    ['delivered', 'delivered'],
    ['cancelled', 'cancelled'],
    ['on_hold', 'on_hold'],
    ['all', 'all'],
    ['', 'all'],
    ['Delivered', 'all'],
    ['shipped', 'all'],
    ['constructor', 'all'],
    [null, 'all'],
    [undefined, 'all'],
  ] as const)('parseOrderFilterGroup(%o) is %s', (input, group) => {
    expect(parseOrderFilterGroup(input)).toBe(group);
  });

  it('the specific groups partition the nine statuses (property)', () => {
    const all = specificGroups.flatMap((g) => ORDER_STATUS_GROUPS[g]);
    expect(all).toHaveLength(ORDER_STATUSES.length);
    expect(new Set(all)).toEqual(new Set(ORDER_STATUSES));
    fc.assert(
      fc.property(statusArb, (status) => {
        expect(specificGroups.filter((g) => statusesInGroup(g).includes(status))).toHaveLength(1);
      }),
    );
  });

  it('status → group → statuses contains the status (property)', () => {
    fc.assert(
      fc.property(statusArb, (status) => {
        expect(statusesInGroup(groupOfStatus(status))).toContain(status);
      }),
    );
  });

  it('group → statuses → group gives the group back (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...specificGroups), (group) => {
        for (const status of statusesInGroup(group)) expect(groupOfStatus(status)).toBe(group);
      }),
    );
  });

  it('any string parses to a known group, and unknown strings to all (property)', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const group = parseOrderFilterGroup(input);
        expect(ORDER_FILTER_GROUPS).toContain(group);
        if (!(ORDER_FILTER_GROUPS as readonly string[]).includes(input)) expect(group).toBe('all');
      }),
    );
  });

  it('orderMatchesGroup: all matches everything, a group matches its own statuses only (property)', () => {
    fc.assert(
      fc.property(statusArb, fc.constantFrom(...ORDER_FILTER_GROUPS), (status, group) => {
        expect(orderMatchesGroup(status, group)).toBe(statusesInGroup(group).includes(status));
      }),
    );
    expect(orderMatchesGroup('Refunded', 'all')).toBe(true);
    expect(orderMatchesGroup('Refunded', 'delivered')).toBe(false);
  });
});

describe('paging', () => {
  it('reset gives page 1, 10 per page and total 0, with nothing more to load', () => {
    expect(resetOrderPaging()).toEqual({ current_page: 1, per_page: 10, total: 0, last_page: 1 });
    expect(hasMoreOrders(resetOrderPaging())).toBe(false);
    expect(ORDERS_PAGE_SIZE).toBe(10);
    expect(ORDERS_FIRST_PAGE).toBe(1);
  });

  it('reset returns a fresh object each time', () => {
    expect(resetOrderPaging()).not.toBe(resetOrderPaging());
  });

  it.each([
    [1, 4, true],
    [3, 4, true],
    [4, 4, false],
    [5, 4, false],
    [1, 1, false],
  ])('page %i of %i: more orders = %s', (current_page, last_page, more) => {
    expect(hasMoreOrders({ current_page, last_page })).toBe(more);
  });

  it('nextOrdersPage gives the following page, or last-page at the last page', () => {
    expect(nextOrdersPage({ current_page: 3, last_page: 4 })).toEqual({ ok: true, page: 4 });
    expect(nextOrdersPage({ current_page: 4, last_page: 4 })).toEqual({ ok: false, reason: 'last-page' });
  });

  it('nextOrdersPage never goes past the last page (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (current_page, last_page) => {
        const next = nextOrdersPage({ current_page, last_page });
        if (next.ok) {
          expect(next.page).toBe(current_page + 1);
          expect(next.page).toBeLessThanOrEqual(last_page);
        } else expect(current_page).toBeGreaterThanOrEqual(last_page);
      }),
    );
  });
});

describe('orderListQuery', () => {
  it('sends the group as status, omitted for all, with limit 10 and type 2', () => {
    expect(orderListQuery(2, 'delivered')).toEqual({ page: 2, limit: 10, type: 2, status: 'delivered' });
    expect(orderListQuery(1, 'all')).toEqual({ page: 1, limit: 10, type: 2 });
    expect('status' in orderListQuery(1, 'all')).toBe(false);
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects page %s', (page) => {
    expect(() => orderListQuery(page, 'all')).toThrow(RangeError);
  });
});

describe('order date ranges', () => {
  it('reads open, half-open and closed ranges', () => {
    expect(parseOrderDateRange(undefined)).toEqual({ ok: true, range: { from: null, to: null } });
    expect(parseOrderDateRange('')).toEqual({ ok: true, range: { from: null, to: null } });
    expect(parseOrderDateRange('2026-01-01,')).toEqual({ ok: true, range: { from: '2026-01-01', to: null } });
    expect(parseOrderDateRange(',2026-03-31')).toEqual({ ok: true, range: { from: null, to: '2026-03-31' } });
    expect(parseOrderDateRange('2026-01-01,2026-01-01')).toEqual({ ok: true, range: { from: '2026-01-01', to: '2026-01-01' } });
  });

  it.each(['2026-02-30,', '2026-1-1,', 'yesterday', '2026-01-01', '2026-01-01,2026-02-01,2026-03-01'])('%o is malformed', (value) => {
    expect(parseOrderDateRange(value)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a range that ends before it starts', () => {
    expect(parseOrderDateRange('2026-03-01,2026-01-01')).toEqual({ ok: false, reason: 'reversed' });
  });

  it('formats back to what it reads (property)', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.option(day, { nil: null }), fc.option(day, { nil: null }), (a, b) => {
        const [from, to] = a !== null && b !== null && a > b ? [b, a] : [a, b];
        const written = formatOrderDateRange({ from, to });
        expect(parseOrderDateRange(written)).toEqual({ ok: true, range: { from, to } });
      }),
    );
  });
});
