/**
 * Order statuses, the order-list filter groups and paging.
 *
 * @packageDocumentation
 */

/**
 * The nine order statuses, in the spec's order.
 *
 * @example
 * ```ts
 * import { ORDER_STATUSES } from '@pool/account-domain';
 * ORDER_STATUSES.length; // 9
 * ```
 */
export const ORDER_STATUSES = [
  'Pending',
  'Partially Shipped',
  'Awaiting Fulfillment',
  'Shipped',
  'Completed',
  'Cancelled',
  'Refunded',
  'Disputed',
  'Manual Verification Required',
] as const;

/**
 * One of the nine order statuses.
 *
 * @example
 * ```ts
 * import type { OrderStatus } from '@pool/account-domain';
 * const status: OrderStatus = 'Awaiting Fulfillment';
 * ```
 */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The order-list filter groups, `all` last.
 *
 * @example
 * ```ts
 * import { ORDER_FILTER_GROUPS } from '@pool/account-domain';
 * ORDER_FILTER_GROUPS; // ['in_progress', 'delivered', 'cancelled', 'on_hold', 'all']
 * ```
 */
export const ORDER_FILTER_GROUPS = ['in_progress', 'delivered', 'cancelled', 'on_hold', 'all'] as const;

/**
 * One order-list filter group.
 *
 * @example
 * ```ts
 * import type { OrderFilterGroup } from '@pool/account-domain';
 * const group: OrderFilterGroup = 'on_hold';
 * ```
 */
export type OrderFilterGroup = (typeof ORDER_FILTER_GROUPS)[number];

/**
 * A filter group other than `all`: each status belongs to exactly one of these.
 *
 * @example
 * ```ts
 * import type { OrderStatusGroup } from '@pool/account-domain';
 * const group: OrderStatusGroup = 'delivered';
 * ```
 */
export type OrderStatusGroup = Exclude<OrderFilterGroup, 'all'>;

/**
 * The statuses each specific group holds. Together they partition the nine statuses.
 *
 * @example
 * ```ts
 * import { ORDER_STATUS_GROUPS } from '@pool/account-domain';
 * ORDER_STATUS_GROUPS.cancelled; // ['Cancelled', 'Refunded']
 * ```
 */
export const ORDER_STATUS_GROUPS: Readonly<Record<OrderStatusGroup, readonly OrderStatus[]>> = {
  in_progress: ['Pending', 'Partially Shipped', 'Awaiting Fulfillment'],
  delivered: ['Shipped', 'Completed'],
  cancelled: ['Cancelled', 'Refunded'],
  on_hold: ['Disputed', 'Manual Verification Required'],
};

/**
 * Whether a string is one of the nine order statuses (exact, case-sensitive match).
 *
 * @example
 * ```ts
 * import { isOrderStatus } from '@pool/account-domain';
 * isOrderStatus('Shipped'); // true
 * isOrderStatus('shipped'); // false
 * ```
 */
export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Reads a filter group from untrusted input such as a query parameter: anything that is not a known
 * group means `all`.
 *
 * @example
 * ```ts
 * import { parseOrderFilterGroup } from '@pool/account-domain';
 * parseOrderFilterGroup('delivered'); // 'delivered'
 * parseOrderFilterGroup('shipped'); // 'all'
 * parseOrderFilterGroup(null); // 'all'
 * ```
 */
export function parseOrderFilterGroup(value: string | null | undefined): OrderFilterGroup {
  return (ORDER_FILTER_GROUPS as readonly (string | null | undefined)[]).includes(value)
    ? (value as OrderFilterGroup)
    : 'all';
}

/**
 * The statuses shown by a filter group; `all` shows all nine.
 *
 * @example
 * ```ts
 * import { statusesInGroup } from '@pool/account-domain';
 * statusesInGroup('on_hold'); // ['Disputed', 'Manual Verification Required']
 * ```
 */
export function statusesInGroup(group: OrderFilterGroup): readonly OrderStatus[] {
  return group === 'all' ? ORDER_STATUSES : ORDER_STATUS_GROUPS[group];
}

/**
 * The one specific filter group a status belongs to.
 *
 * @example
 * ```ts
 * import { groupOfStatus } from '@pool/account-domain';
 * groupOfStatus('Refunded'); // 'cancelled'
 * ```
 */
export function groupOfStatus(status: OrderStatus): OrderStatusGroup {
  for (const group of Object.keys(ORDER_STATUS_GROUPS) as OrderStatusGroup[]) {
    if (ORDER_STATUS_GROUPS[group].includes(status)) return group;
  }
  // Unreachable while ORDER_STATUS_GROUPS partitions ORDER_STATUSES (a tested invariant).
  throw new Error(`Order status without a group: ${status}`);
}

/**
 * Whether an order with this status is shown under the filter group.
 *
 * @example
 * ```ts
 * import { orderMatchesGroup } from '@pool/account-domain';
 * orderMatchesGroup('Pending', 'in_progress'); // true
 * orderMatchesGroup('Pending', 'delivered'); // false
 * ```
 */
export function orderMatchesGroup(status: OrderStatus, group: OrderFilterGroup): boolean {
  return group === 'all' || groupOfStatus(status) === group;
}

/**
 * Orders per page.
 *
 * @example
 * ```ts
 * import { ORDERS_PAGE_SIZE } from '@pool/account-domain';
 * ORDERS_PAGE_SIZE; // 10
 * ```
 */
export const ORDERS_PAGE_SIZE = 10;

/**
 * The first page number of the order list.
 *
 * @example
 * ```ts
 * import { ORDERS_FIRST_PAGE } from '@pool/account-domain';
 * ORDERS_FIRST_PAGE; // 1
 * ```
 */
export const ORDERS_FIRST_PAGE = 1;

/**
 * Paging metadata of the order list (the `meta` of GET /api/orders).
 *
 * @example
 * ```ts
 * import type { OrderListPaging } from '@pool/account-domain';
 * const meta: OrderListPaging = { current_page: 2, per_page: 10, total: 35, last_page: 4 };
 * ```
 */
export interface OrderListPaging {
  readonly current_page: number;
  readonly per_page: number;
  readonly total: number;
  readonly last_page: number;
}

/**
 * The paging of a reset (or not yet loaded) order list: page 1, 10 per page, total 0. `last_page` is
 * 1, so an empty list offers no more pages.
 *
 * @example
 * ```ts
 * import { resetOrderPaging } from '@pool/account-domain';
 * resetOrderPaging(); // { current_page: 1, per_page: 10, total: 0, last_page: 1 }
 * ```
 */
export function resetOrderPaging(): OrderListPaging {
  return { current_page: ORDERS_FIRST_PAGE, per_page: ORDERS_PAGE_SIZE, total: 0, last_page: ORDERS_FIRST_PAGE };
}

/**
 * Whether more orders exist: the current page is below the last page.
 *
 * @example
 * ```ts
 * import { hasMoreOrders } from '@pool/account-domain';
 * hasMoreOrders({ current_page: 3, per_page: 10, total: 35, last_page: 4 }); // true
 * hasMoreOrders({ current_page: 4, per_page: 10, total: 35, last_page: 4 }); // false
 * ```
 */
export function hasMoreOrders(paging: Pick<OrderListPaging, 'current_page' | 'last_page'>): boolean {
  return paging.current_page < paging.last_page;
}

/**
 * The page to fetch for "more orders", or a failure when the last page is already shown.
 *
 * @example
 * ```ts
 * import { nextOrdersPage } from '@pool/account-domain';
 * const next = nextOrdersPage(meta);
 * if (next.ok) loadOrders({ page: next.page });
 * ```
 */
export function nextOrdersPage(
  paging: Pick<OrderListPaging, 'current_page' | 'last_page'>,
): { readonly ok: true; readonly page: number } | { readonly ok: false; readonly reason: 'last-page' } {
  return hasMoreOrders(paging) ? { ok: true, page: paging.current_page + 1 } : { ok: false, reason: 'last-page' };
}

/**
 * Query parameters of GET /api/orders for a page and filter group: `limit` is the page size, the list
 * is fetched with `type` 2, and `status` (the group key) is omitted for `all`.
 *
 * @throws RangeError when `page` is not an integer of at least 1.
 * @example
 * ```ts
 * import { orderListQuery } from '@pool/account-domain';
 * orderListQuery(2, 'delivered'); // { page: 2, limit: 10, type: 2, status: 'delivered' }
 * orderListQuery(1, 'all'); // { page: 1, limit: 10, type: 2 }
 * ```
 */
export function orderListQuery(
  page: number,
  group: OrderFilterGroup,
): { readonly page: number; readonly limit: number; readonly type: 2; readonly status?: OrderStatusGroup } {
  if (!Number.isInteger(page) || page < ORDERS_FIRST_PAGE) {
    throw new RangeError(`page must be an integer >= ${ORDERS_FIRST_PAGE}, got ${page}`);
  }
  const base = { page, limit: ORDERS_PAGE_SIZE, type: 2 as const };
  return group === 'all' ? base : { ...base, status: group };
}

/**
 * A date range of the order list: `from` and `to` are calendar days (YYYY-MM-DD, UTC), both
 * inclusive; either may be open.
 *
 * @example
 * ```ts
 * import type { OrderDateRange } from '@pool/account-domain';
 * const range: OrderDateRange = { from: '2026-01-01', to: null };
 * ```
 */
export interface OrderDateRange {
  readonly from: string | null;
  readonly to: string | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (no 02/30). */
function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Reads the `date_range` parameter of GET /api/orders: `FROM,TO` with days as YYYY-MM-DD, either side
 * may be empty (`2026-01-01,` is "from the 1st of January on"). A malformed day or a range that ends
 * before it starts is a failure; an absent or empty value is the open range.
 *
 * @example
 * ```ts
 * import { parseOrderDateRange } from '@pool/account-domain';
 * parseOrderDateRange('2026-01-01,2026-03-31'); // { ok: true, range: { from: '2026-01-01', to: '2026-03-31' } }
 * parseOrderDateRange(',2026-03-31'); // { ok: true, range: { from: null, to: '2026-03-31' } }
 * parseOrderDateRange('2026-02-30,'); // { ok: false, reason: 'malformed' }
 * parseOrderDateRange('2026-03-01,2026-01-01'); // { ok: false, reason: 'reversed' }
 * ```
 */
export function parseOrderDateRange(
  value: string | null | undefined,
): { readonly ok: true; readonly range: OrderDateRange } | { readonly ok: false; readonly reason: 'malformed' | 'reversed' } {
  if (value === null || value === undefined || value.trim() === '') return { ok: true, range: { from: null, to: null } };
  const parts = value.split(',');
  if (parts.length !== 2) return { ok: false, reason: 'malformed' };
  const [from, to] = parts.map((part) => part.trim()) as [string, string];
  if ((from !== '' && !isCalendarDay(from)) || (to !== '' && !isCalendarDay(to))) return { ok: false, reason: 'malformed' };
  if (from !== '' && to !== '' && from > to) return { ok: false, reason: 'reversed' };
  return { ok: true, range: { from: from === '' ? null : from, to: to === '' ? null : to } };
}

/**
 * Writes a date range as the `date_range` parameter, or `undefined` for the open range (omitted).
 *
 * @example
 * ```ts
 * import { formatOrderDateRange } from '@pool/account-domain';
 * formatOrderDateRange({ from: '2026-01-01', to: null }); // '2026-01-01,'
 * formatOrderDateRange({ from: null, to: null }); // undefined
 * ```
 */
export function formatOrderDateRange(range: OrderDateRange): string | undefined {
  if (range.from === null && range.to === null) return undefined;
  return `${range.from ?? ''},${range.to ?? ''}`;
}
