import { formatDateUtc } from '@pool/account-domain';
import { Heading } from '@pool/ui';
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../../.server/bff';
import { RouteErrorBoundary, errorMeta } from '../../../components/error-page';
import { SITE_NAME } from '../../../seo';
import * as css from '../../service/returns/returns.css';
import { ColumnHeads } from '../../../components/column-heads';

/** `/account/returns`: the customer's returns (inside the account layout, which sends guests to /login). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const returns = await pageData(bff.returns.list(), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ returns: returns.data }, { headers });
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `Returns | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);

export default function AccountReturnsPage() {
  const { returns } = useLoaderData<typeof loader>();
  return (
    <div className={css.stepSection}>
      <Heading level={1} size="lg">
        Returns
      </Heading>
      {returns.length === 0 ? (
        <p>You have not returned anything yet.</p>
      ) : (
        <table className={css.table}>
          <caption className={css.muted} style={{ textAlign: 'left' }}>Your returns, newest first</caption>
          <ColumnHeads className={css.cell} columns={['Return', 'Order', 'Date', 'Products', 'Status']} />
          <tbody>
            {returns.map((ret) => (
              <tr key={ret.id}>
                <th className={css.cell} scope="row">
                  <a href={`/account/returns/${ret.id}`}>#{ret.id}</a>
                </th>
                <td className={css.cell}>#{ret.order_id}</td>
                <td className={css.cell}>{formatDateUtc(ret.created_at)}</td>
                <td className={css.cell}>{ret.lines.map((l) => `${l.quantity} × ${l.title}`).join(', ')}</td>
                <td className={css.cell}>{ret.status === 'requested' ? 'Requested' : ret.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <a href="/return-an-order/select-an-order">Return another order</a>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
