import type { CartView, ShippingEstimateView } from '@pool/api-contract';
import { SHIPPING_FEE_CENTS } from '@pool/cart-domain';
import { formatMoney } from '@pool/pricing';
import { Suspense } from 'react';
import { Await } from '@remix-run/react';
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

/**
 * The cart page's estimated shipping, streamed after the page: the cheapest standard shipping to the
 * deliver-to zip as checkout prices it; while it loads, and when it fails, the standard fee rule.
 */
export function ShippingEstimate({ cart, estimate }: { cart: CartView; estimate: Promise<ShippingEstimateView> }) {
  const fallback = <Row label="Estimated shipping" price={standardFee(cart)} />;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={estimate} errorElement={fallback}>
        {(resolved) => <EstimateRow cart={cart} estimate={resolved} />}
      </Await>
    </Suspense>
  );
}
