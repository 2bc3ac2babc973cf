import { formatDateUtc } from '@pool/account-domain';
import { formatMoney } from '@pool/pricing';
import { Heading } from '@pool/ui';
import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../../../.server/bff';
import { RouteErrorBoundary, errorMeta } from '../../../../components/error-page';
import { SITE_NAME } from '../../../../seo';
import * as css from '../returns.css';
import { useReturnStepReset } from '../use-return-step-reset';
import { ColumnHeads } from '../../../../components/column-heads';

/** `/return-an-order/select-an-order`: a signed-in customer picks one of their orders to return from. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const session = await pageData(bff.session.current(), headers);
  if (!session.viewer.signedIn) throw redirect(`/login?returnUrl=${encodeURIComponent('/return-an-order/select-an-order')}`, { headers });
  const orders = await pageData(bff.returns.orders(), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ orders: orders.data }, { headers });
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `Select an order to return | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);

export default function SelectAnOrderPage() {
  const { orders } = useLoaderData<typeof loader>();
  useReturnStepReset();
  return (
    <div className={css.returnsPage}>
      <Heading level={2} size="lg">
        Select an order
      </Heading>
      {orders.length === 0 ? (
        <p>You have no orders yet.</p>
      ) : (
        <table className={css.table}>
          <caption className={css.muted} style={{ textAlign: 'left' }}>Your orders, newest first</caption>
          <ColumnHeads className={css.cell} columns={['Order', 'Date', 'Status', 'Total', 'Return']} />
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th className={css.cell} scope="row">#{order.id}</th>
                <td className={css.cell}>{formatDateUtc(order.placed_at)}</td>
                <td className={css.cell}>{order.status}</td>
                <td className={css.cell}>{formatMoney(Math.round(order.total * 100))}</td>
                <td className={css.cell}>
                  {order.window === 'open' && order.returnable_items > 0 ? (
                    <a href={`/return-an-order/${order.id}`} aria-label={`Return products of order #${order.id}`}>Return products</a>
                  ) : (
                    <span className={css.muted}>{order.window_message ?? 'Everything on this order has already been returned.'}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
