import type { SubscriptionPeriod } from '@pool/cart-domain';
import { CART_TOASTS, SUBSCRIPTION_PERIODS } from '@pool/cart-domain';
import { QuantityField, SubmitButton } from '@pool/ui';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { cartCountAtom } from '../../state/session.atoms';
import { useCartAddFetcher } from '../cart-add-fetcher';
import { error as errorClass, legend, period as periodClass, periods, row, subscribe } from './line-kinds.css';
import { CartFailure } from './cart-failure';

const PERIODS = Object.entries(SUBSCRIPTION_PERIODS) as [SubscriptionPeriod, string][];

/**
 * 'Subscribe' on the product page of a subscribable product (docs/decisions/0020): a real POST form to
 * /cart (`intent=subscribe`) with the four periods as radio buttons, so it works without JavaScript
 * (the action redirects back). Hydrated, it goes through a fetcher with an idempotency key and answers
 * with the whole cart: 'Subscription added to cart successfully!' and the mini cart opens; a refusal
 * shows the reason under the form and the spec's failure toast ('Failed to create subscription cart'
 * when the shopper had no cart yet, else 'Failed to add subscription to cart').
 */
export function SubscribeForm({ productId, sku, title, canAddToCart }: { productId: number; sku: string; title: string; canAddToCart: boolean }) {
  const cartCount = useAtomValue(cartCountAtom);
  const { fetcher, busy, failure, onSubmit, redirectTo } = useCartAddFetcher({
    key: `subscribe-${productId}`,
    successToast: CART_TOASTS.subscriptionAdded,
    // Which failure the spec names depends on whether the shopper had a cart when pressing.
    failureToast: () => ((cartCount ?? 0) > 0 ? CART_TOASTS.subscriptionAddFailed : CART_TOASTS.subscriptionCartCreateFailed),
    idempotent: true,
  });
  const id = useId();

  return (
    <fetcher.Form method="post" action="/cart" className={subscribe} onSubmit={onSubmit} aria-label={`Subscribe to ${title}`}>
      <input type="hidden" name="intent" value="subscribe" />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <fieldset className={periods}>
        <legend className={legend}>Subscribe and receive it</legend>
        {PERIODS.map(([value, label], index) => (
          <label key={value} className={periodClass} htmlFor={`${id}-${value}`}>
            <input type="radio" id={`${id}-${value}`} name="period" value={value} defaultChecked={index === 0} />
            {label}
          </label>
        ))}
      </fieldset>
      <div className={row}>
        <QuantityField label="Subscription quantity" name="quantity" defaultValue={1} />
        <SubmitButton variant="secondary" isPending={busy} isDisabled={!canAddToCart}>
          Subscribe
        </SubmitButton>
      </div>
      <CartFailure message={failure} className={errorClass} />
    </fetcher.Form>
  );
}
