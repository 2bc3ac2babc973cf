import { formatDateUtc } from '@pool/account-domain';
import { formatMoney } from '@pool/pricing';
import { Heading } from '@pool/ui';
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../../.server/bff';
import { RouteErrorBoundary, errorMeta } from '../../../components/error-page';
import * as css from '../../../components/orders/orders.css';
import { cell, table } from '../../../components/quote/quote.css';
import { SITE_NAME } from '../../../seo';
import { ColumnHeads } from '../../../components/column-heads';

/** `/account/quotes`: the customer's quotes, each linking to `/quotes/{uuid}` (spec account.md 2). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const quotes = await pageData(bff.orders.quotes(), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ quotes: quotes.data }, { headers });
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `Quotes | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);

export default function QuotesPage() {
  const { quotes } = useLoaderData<typeof loader>();
  return (
    <div className={css.stack}>
      <Heading level={1} size="lg">
        Quotes
      </Heading>
      {quotes.length === 0 ? (
        <p>You have no quotes yet.</p>
      ) : (
        <table className={table}>
          <ColumnHeads className={cell} columns={['Quote', 'Date', 'Products', 'Total', 'Status']} />
          <tbody>
            {quotes.map((quote) => (
              <tr key={quote.uuid}>
                <td className={cell}>
                  <RemixLink to={`/quotes/${quote.uuid}`}>{quote.uuid.slice(0, 8)}</RemixLink>
                </td>
                <td className={cell}>{formatDateUtc(quote.created_at)}</td>
                <td className={cell}>{quote.lines}</td>
                <td className={cell}>{quote.total === null ? '' : formatMoney(Math.round(quote.total * 100))}</td>
                <td className={cell}>{quote.status === 'carted' ? 'In a cart' : 'Requested'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
