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
