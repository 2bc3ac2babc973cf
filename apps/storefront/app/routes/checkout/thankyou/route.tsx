import type { OrderView } from '@pool/api-contract';
import { fraudSessionId } from '@pool/cart-domain';
import { formatMoney } from '@pool/pricing';
import { Heading, Link } from '@pool/ui';
import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useEffect } from 'react';
import { bffFor, pageData } from '../../../.server/bff';
import { RouteErrorBoundary, errorMeta } from '../../../components/error-page';
import { SITE_NAME } from '../../../seo';
import { withDeliveryMode } from '../../../state/delivery.atoms';
import { addressBlock, confirmation, note } from '../checkout.css';
import { OrderSummary } from '../order-summary';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/thankyou/{cartId}`: the order this session placed from that cart (anyone else gets the 404 page).
 * `/thankyou` alone (spec shopping.md 2: the cart id is optional) leads to the session's last order.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  headers.set('cache-control', 'private, no-store');
  if (params.cartId === undefined) {
    const { cartId: latest } = await pageData(bff.checkout.latestOrder(), headers);
    if (latest === null) throw new Response(null, { status: 404, headers });
    throw redirect(`/thankyou/${latest}`, { headers });
  }
  const cartId = params.cartId;
  if (!UUID.test(cartId)) throw new Response(null, { status: 404 });
  const thanks = await pageData(bff.checkout.thankYou({ params: { cartId } }), headers);
  // The fraud-device check is keyed by the cart id of the thank-you URL (cart-domain's rule).
  return data({ ...thanks, fraudSessionId: fraudSessionId({ storedCartId: null, urlCartId: cartId }) }, { headers });
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `Thank you for your order | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);

export default function ThankYouPage() {
  const { order, analytics, fraudSessionId: fraudId } = useLoaderData<typeof loader>();
  useEffect(() => {
    // The order is reported once: the BFF gives the event only on the order's first showing.
    if (analytics) (window.dataLayer ??= []).push(withDeliveryMode(analytics));
  }, [analytics]);
  return (
    <div className={confirmation} data-fraud-session-id={fraudId ?? undefined}>
      <Heading level={1} size="xl">
        Thank you for your order!
      </Heading>
      <p>
        Your order number is <strong data-testid="order-number">{order.number}</strong>. A confirmation was sent to {order.email}.
      </p>
      <p>
        <strong>{order.deliveryEstimate}</strong>
      </p>
      <AddressSection id="ship-to" title="Shipping to" address={order.shippingAddress} />
      <AddressSection id="bill-to" title="Billing address" address={order.billingAddress} />
      {order.payment ? (
        <p className={note}>
          Paid {formatMoney(order.totals.total)} with {order.payment.brand} ending in {order.payment.last4}.
        </p>
      ) : null}
      <OrderSummary lines={order.lines} totals={order.totals} couponCodes={order.couponCodes} title="Your order" />
      <p>
        <Link href="/">Continue shopping</Link>
      </p>
    </div>
  );
}

function AddressSection({ id, title, address: a }: { id: string; title: string; address: OrderView['shippingAddress'] }) {
  return (
    <section aria-labelledby={id}>
      <Heading level={2} size="md" id={id}>
        {title}
      </Heading>
      <address className={addressBlock}>
        {a.name}
        {a.company ? <><br />{a.company}</> : null}
        <br />
        {a.street1}
        {a.street2 ? <><br />{a.street2}</> : null}
        <br />
        {a.city}, {a.state} {a.zip}
      </address>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
