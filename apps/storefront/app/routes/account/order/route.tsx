import { formatDateUtc } from '@pool/account-domain';
import type { OrderDetail } from '@pool/api-contract';
import { formatMoney } from '@pool/pricing';
import { Heading, Link, SubmitButton } from '@pool/ui';
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { bffFor, BffUnavailableError, pageData } from '../../../.server/bff';
import { refusedWrite, type WriteRefusal } from '../../../.server/write-refusal';
import { orderIdParam } from '../../../routing/id-params';
import { RouteErrorBoundary, errorMeta } from '../../../components/error-page';
import * as css from '../../../components/orders/orders.css';
import { cell, table } from '../../../components/quote/quote.css';
import { SITE_NAME } from '../../../seo';
import { ColumnHeads } from '../../../components/column-heads';

const money = (dollars: number) => formatMoney(Math.round(dollars * 100));

/** `/account/orders/{order_id}`: one of the customer's orders; another customer's is a 404 (the BFF's). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const orderId = orderIdParam(params.orderId);
  const { bff, headers } = bffFor(request, context);
  const order = await pageData(bff.orders.get({ params: { orderId } }), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ order }, { headers });
}

type ReorderOutcome =
  | { ok: true; added: { sku: string; title: string; quantity: number }[]; notAdded: { sku: string; title: string; reason: string }[] }
  | WriteRefusal;

const REORDER_FAILED = 'The order could not be added to your cart. Please try again.';

/** Reorder: the still-available lines go into the session's cart; the page says which could not. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const orderId = orderIdParam(params.orderId);
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.orders.reorder({ params: { orderId }, body: {} });
    if (response.status === 200) return data<ReorderOutcome>({ ok: true, added: response.body.added, notAdded: response.body.notAdded }, { headers });
    if (response.status === 404) throw new Response(null, { status: 404, headers });
    return refusedWrite(request, context, headers, response, REORDER_FAILED);
  } catch (error) {
    if (error instanceof BffUnavailableError) return refusedWrite(request, context, headers, error, REORDER_FAILED);
    throw error;
  }
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `Order #${loaded.order.number} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);

function Address({ title, address }: { title: string; address: OrderDetail['shippingAddress'] }) {
  return (
    <section aria-label={title}>
      <Heading level={2} size="md">
        {title}
      </Heading>
      <address style={{ fontStyle: 'normal' }}>
        {address.firstName} {address.lastName}
        <br />
        {address.company ? (
          <>
            {address.company}
            <br />
          </>
        ) : null}
        {address.street1}
        {address.street2 ? `, ${address.street2}` : ''}
        <br />
        {address.city}, {address.state} {address.zip}
      </address>
    </section>
  );
}

export default function OrderPage() {
  const { order } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={css.stack}>
      <Heading level={1} size="lg">
        Order #{order.number}
      </Heading>
      <p>
        Placed {formatDateUtc(order.createdAt)} · <span data-testid="order-status">{order.status}</span> ·{' '}
        <RemixLink to={`/tracking/${order.id}`}>Track this order</RemixLink>
      </p>
      <table className={table}>
        <caption style={{ textAlign: 'left' }}>Products</caption>
        <ColumnHeads className={cell} columns={['Product', 'SKU', 'Quantity', 'Price', 'Total']} />
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.sku}-${line.title}`}>
              <td className={cell}>
                <img src={line.imageUrl} alt="" className={css.thumb} width={48} height={48} loading="lazy" />{' '}
                {line.productId === null ? line.title : <a href={`/${line.handle}.html`}>{line.title}</a>}
              </td>
              <td className={cell}>{line.sku}</td>
              <td className={cell}>{line.quantity}</td>
              <td className={cell}>{money(line.unitPrice)}</td>
              <td className={cell}>{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr><th className={cell} scope="row" colSpan={4}>Subtotal</th><td className={cell}>{money(order.subtotal)}</td></tr>
          {order.discount > 0 ? <tr><th className={cell} scope="row" colSpan={4}>Discount</th><td className={cell}>-{money(order.discount)}</td></tr> : null}
          <tr><th className={cell} scope="row" colSpan={4}>Shipping</th><td className={cell}>{money(order.shipping)}</td></tr>
          <tr><th className={cell} scope="row" colSpan={4}>Tax</th><td className={cell}>{money(order.tax)}</td></tr>
          <tr><th className={cell} scope="row" colSpan={4}>Total</th><td className={cell}>{money(order.total)}</td></tr>
        </tfoot>
      </table>
      <Form method="post">
        <SubmitButton isPending={busy}>Reorder</SubmitButton>
      </Form>
      {outcome ? (
        outcome.ok ? (
          <div role="status" className={css.stack}>
            {outcome.added.length > 0 ? (
              <p className={css.notice}>
                Added to your cart: {outcome.added.map((line) => `${line.title} (${line.quantity})`).join(', ')}. <Link href="/cart">View Cart</Link>
              </p>
            ) : null}
            {outcome.notAdded.length > 0 ? (
              <div>
                <p className={css.error}>These could not be added:</p>
                <ul>
                  {outcome.notAdded.map((line) => (
                    <li key={line.sku}>
                      {line.title}: {line.reason}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : outcome.message ? (
          <p role="alert" className={css.error}>
            {outcome.message}
          </p>
        ) : null
      ) : null}
      <div className={css.columns}>
        <Address title="Shipping address" address={order.shippingAddress} />
        <Address title="Billing address" address={order.billingAddress} />
        <section aria-label="Payments">
          <Heading level={2} size="md">
            Payments
          </Heading>
          <ul>
            {order.payments.map((payment, index) => (
              <li key={index}>
                {payment.kind === 'points' && payment.points !== null
                  ? `Paid with ${payment.points.toLocaleString('en-US')} points: ${money(payment.amount)} (${payment.status})`
                  : `${payment.brand.toUpperCase()} ending in ${payment.last4}: ${money(payment.amount)} (${payment.status})`}
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Shipments">
          <Heading level={2} size="md">
            Shipments
          </Heading>
          {order.shipments.length === 0 ? <p>Not shipped yet.</p> : null}
          <ul>
            {order.shipments.map((shipment) => (
              <li key={shipment.id}>
                {shipment.carrier}{' '}
                <a href={shipment.trackingUrl} target="_blank" rel="noreferrer noopener">
                  {shipment.trackingNumber}
                </a>{' '}
                · <RemixLink to={`/tracking/${order.id}`}>Tracking</RemixLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
