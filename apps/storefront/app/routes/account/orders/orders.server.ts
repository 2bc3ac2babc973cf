import { formatOrderDateRange, hasMoreOrders, parseOrderFilterGroup, type OrderFilterGroup } from '@pool/account-domain';
import type { OrderList } from '@pool/api-contract';
import type { BffClient } from '../../../.server/bff';
import { pageData } from '../../../.server/bff';

/** The most pages one request shows ('more' keeps adding a page). */
const MAX_PAGES = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface OrderListFilters {
  group: OrderFilterGroup;
  from: string;
  to: string;
  page: number;
}

/** The list's filters from the page's query (a plain GET form): group, from and to days, the pages shown. */
export function filtersOf(url: URL): OrderListFilters {
  const day = (name: string) => {
    const value = url.searchParams.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const page = Number(url.searchParams.get('page') ?? '1');
  return {
    group: parseOrderFilterGroup(url.searchParams.get('status')),
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGES) : 1,
  };
}

/**
 * Pages 1 to `filters.page` of the customer's orders, one list: 'more' links to the next page and the
 * page shows every order up to it, with or without JavaScript.
 */
export async function loadOrders(bff: BffClient, headers: Headers, filters: OrderListFilters): Promise<OrderList & { more: boolean }> {
  const dateRange = formatOrderDateRange({ from: filters.from || null, to: filters.to || null });
  const query = { ...(filters.group === 'all' ? {} : { status: filters.group }), ...(dateRange ? { date_range: dateRange } : {}) };
  const data: OrderList['data'] = [];
  let meta: OrderList['meta'] = { current_page: 1, per_page: 10, total: 0, last_page: 1 };
  for (let page = 1; page <= filters.page; page += 1) {
    const answer = await pageData(bff.orders.list({ query: { ...query, page } }), headers);
    data.push(...answer.data);
    meta = answer.meta;
    if (!hasMoreOrders(meta)) break;
  }
  return { data, meta, more: hasMoreOrders(meta) };
}
