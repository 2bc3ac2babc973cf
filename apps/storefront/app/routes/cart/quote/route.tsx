import { formatMoney } from '@pool/pricing';
import { SubmitButton } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { bffFor, BffUnavailableError, pageData } from '../../../.server/bff';
import { answerStatus, shopperError } from '../../../lib/error-message';
import { RouteErrorBoundary, errorMeta } from '../../../components/error-page';
import { cell, formError, table } from '../../../components/quote/quote.css';
import { SITE_NAME } from '../../../seo';
import { ColumnHeads } from '../../../components/column-heads';
import { PageColumn } from '../../../components/page-column';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const money = (dollars: number | null) => (dollars === null ? 'Price available in store' : formatMoney(Math.round(dollars * 100)));

/**
 * `/quotes/{uuid}`: a quote (spec shopping.md 1: "Quote view, used to turn a quote into a cart").
 * `/quotes` alone (the spec's quote id is optional) is the shopper's quote list in the account.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (params.uuid === undefined) throw redirect('/account/quotes', { headers: { 'cache-control': 'private, no-store' } });
  const uuid = params.uuid;
  if (!UUID.test(uuid)) throw new Response(null, { status: 404 });
  const { bff, headers } = bffFor(request, context);
  const quote = await pageData(bff.quotes.get({ params: { uuid } }), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ quote }, { headers });
}

const NOT_ADDED = 'The quote could not be added to your cart. Please try again.';

/**
 * 'Add to cart and check out': the quote's lines go into the session's cart (the BFF), then checkout.
 * A plain form post, so it works without JavaScript.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const uuid = params.uuid ?? '';
  if (!UUID.test(uuid)) throw new Response(null, { status: 404 });
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.quotes.toCart({ params: { uuid } });
    if (response.status === 200) return redirect('/checkout', { headers });
    context.log.info({ status: response.status }, 'quote to cart refused');
    return data({ error: shopperError(response, NOT_ADDED).reason }, { status: answerStatus(response.status), headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data({ error: NOT_ADDED }, { status: 503 });
    throw error;
  }
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `Quote | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);

export default function QuotePage() {
  const { quote } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <PageColumn title="Quote">
      <p>
        Requested by {quote.name}
        {quote.company ? ` (${quote.company})` : ''}, {quote.email}
        {quote.phone ? `, ${quote.phone}` : ''} on {new Date(quote.created_at).toLocaleDateString('en-US', { timeZone: 'UTC' })}.
      </p>
      {quote.message ? <p>{quote.message}</p> : null}
      <table className={table}>
        <caption style={{ textAlign: 'left' }}>Products of quote {quote.uuid}</caption>
        <ColumnHeads className={cell} columns={['Product', 'SKU', 'Quantity', 'Price']} />
        <tbody>
          {quote.products.map((line) => (
            <tr key={line.id}>
              <td className={cell}>
                <a href={`/${line.handle}.html`}>{line.name}</a>
              </td>
              <td className={cell}>{line.sku}</td>
              <td className={cell}>{line.quantity}</td>
              <td className={cell}>{money(line.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th className={cell} scope="row" colSpan={3}>Total</th>
            <td className={cell}>{money(quote.total)}</td>
          </tr>
        </tfoot>
      </table>
      <Form method="post">
        <SubmitButton isPending={busy}>Add to cart and check out</SubmitButton>
      </Form>
      {result?.error ? (
        <p role="alert" className={formError}>
          {result.error}
        </p>
      ) : null}
    </PageColumn>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
