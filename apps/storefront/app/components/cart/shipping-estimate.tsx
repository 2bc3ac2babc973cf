import type { CartView, ShippingEstimateView } from '@pool/api-contract';
import { SHIPPING_FEE_CENTS } from '@pool/cart-domain';
import { formatMoney } from '@pool/pricing';
import { Suspense, useEffect, useState } from 'react';
import { Await, useFetcher } from '@remix-run/react';
import { totalRow } from '../cart.css';

/**
 * The standard fee the spec gives for estimated shipping when the estimate does not answer within its
 * 3 s: $6.95, or free when the cart already ships free (docs/decisions/0065).
 */
function standardFee(cart: CartView): number {
  return cart.freeShipping.kind === 'free' ? 0 : SHIPPING_FEE_CENTS;
}

function Row({ label, price }: { label: string; price: number }) {
  return (
    <p className={totalRow} data-testid="shipping-estimate">
      <span>{label}</span>
      <span>{price === 0 ? 'Free' : formatMoney(price)}</span>
    </p>
  );
}

function EstimateRow({ cart, estimate }: { cart: CartView; estimate: ShippingEstimateView }) {
  switch (estimate.kind) {
    case 'none':
      return null;
    case 'standard':
      return <Row label="Estimated shipping" price={standardFee(cart)} />;
    case 'estimate':
      return <Row label={`Estimated shipping (${estimate.label}, ${estimate.estimate}${estimate.zip ? ` to ${estimate.zip}` : ''})`} price={estimate.price} />;
  }
}

/** Where the page reads the estimate again (routes/cart/shipping-estimate). */
const ESTIMATE_PATH = '/resources/shipping-estimate';

/**
 * The cart page's estimated shipping, streamed after the page: the cheapest standard shipping to the
 * deliver-to zip as checkout prices it; while it loads, and when it fails, the standard fee rule.
 * A cart write on the page (a quantity changed with JavaScript) answers with a new cart without
 * reloading the page: the estimate is then read again for that cart.
 */
export function ShippingEstimate({ cart, estimate }: { cart: CartView; estimate: Promise<ShippingEstimateView> }) {
  const fetcher = useFetcher<ShippingEstimateView>();
  const { load } = fetcher;
  // The cart the page's own estimate was made for; a new page load starts again from its cart.
  const [base, setBase] = useState({ estimate, cart });
  if (base.estimate !== estimate) setBase({ estimate, cart });
  const changed = base.estimate === estimate && base.cart !== cart;
  useEffect(() => {
    if (changed) load(ESTIMATE_PATH);
  }, [changed, cart, load]);
  const fallback = <Row label="Estimated shipping" price={standardFee(cart)} />;
  if (changed) return fetcher.state === 'idle' && fetcher.data ? <EstimateRow cart={cart} estimate={fetcher.data} /> : fallback;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={estimate} errorElement={fallback}>
        {(resolved) => <EstimateRow cart={cart} estimate={resolved} />}
      </Await>
    </Suspense>
  );
}
