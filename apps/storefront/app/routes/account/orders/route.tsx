import { ORDER_FILTER_GROUPS, formatDateUtc, type OrderFilterGroup } from '@pool/account-domain';
import { formatMoney } from '@pool/pricing';
import { Button, Heading, Link } from '@pool/ui';
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link as RemixLink, useLoaderData } from '@remix-run/react';
import { bffFor } from '../../../.server/bff';
import { RouteErrorBoundary, errorMeta } from '../../../components/error-page';
import * as css from '../../../components/orders/orders.css';
import { SITE_NAME } from '../../../seo';
import { filtersOf, loadOrders } from './orders.server';

/** Labels of the filter groups (spec account.md 4). */
const GROUP_LABELS: Record<OrderFilterGroup, string> = {
  in_progress: 'In Progress',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  on_hold: 'On Hold',
  all: 'All',
};

/** `/account/orders`: the customer's orders, 10 a page, by filter group and date range (spec account.md 2, 4, 7). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const filters = filtersOf(new URL(request.url));
  const orders = await loadOrders(bff, headers, filters);
  headers.set('cache-control', 'private, no-store');
  return data({ filters, orders }, { headers });
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `Orders | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);

export default function OrdersPage() {
  const { filters, orders } = useLoaderData<typeof loader>();
  const next = new URLSearchParams();
  if (filters.group !== 'all') next.set('status', filters.group);
  if (filters.from) next.set('from', filters.from);
  if (filters.to) next.set('to', filters.to);
  next.set('page', String(orders.meta.current_page + 1));
  return (
    <div className={css.stack}>
      <Heading level={1} size="lg">
        Orders
      </Heading>
      <Form method="get" className={css.filters} aria-label="Filter orders">
        <label className={css.field}>
          Status
          <select name="status" defaultValue={filters.group} className={css.input}>
            {ORDER_FILTER_GROUPS.map((group) => (
              <option key={group} value={group}>
                {GROUP_LABELS[group]}
              </option>
            ))}
          </select>
        </label>
        <label className={css.field}>
          From
          <input type="date" name="from" defaultValue={filters.from} className={css.input} />
        </label>
        <label className={css.field}>
          To
          <input type="date" name="to" defaultValue={filters.to} className={css.input} />
        </label>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </Form>
      <p className={css.label} aria-live="polite">
        {orders.meta.total === 1 ? '1 order' : `${orders.meta.total} orders`}
      </p>
      {orders.data.length === 0 ? (
        <p>No orders found.</p>
      ) : (
        <ul className={css.orderList} aria-label="Orders">
          {orders.data.map((order) => (
            <li key={order.id} className={css.orderCard} data-testid="order">
              <div>
                <p className={css.label}>Order</p>
                <p className={css.value}>
                  <RemixLink to={`/account/orders/${order.id}`}>#{order.number}</RemixLink>
                </p>
              </div>
              <div>
                <p className={css.label}>Date</p>
                <p className={css.value}>{formatDateUtc(order.createdAt)}</p>
              </div>
              <div>
                <p className={css.label}>Status</p>
                <p className={css.value} data-testid="order-status">
                  {order.status}
                </p>
              </div>
              <div>
                <p className={css.label}>Total</p>
                <p className={css.value}>{formatMoney(Math.round(order.total * 100))}</p>
              </div>
              <div className={css.thumbs}>
                {order.products.map((product) => (
                  <img key={product.sku} src={product.image} alt={product.title} className={css.thumb} loading="lazy" width={48} height={48} />
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {orders.more ? (
        <Link href={`/account/orders?${next.toString()}`} variant="button">
          More
        </Link>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
