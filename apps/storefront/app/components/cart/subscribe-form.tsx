import type { SubscriptionPeriod } from '@pool/cart-domain';
import { CART_TOASTS, SUBSCRIPTION_PERIODS } from '@pool/cart-domain';
import { QuantityField, SubmitButton } from '@pool/ui';
import { useFetcher, useLocation } from '@remix-run/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { CartActionData } from '../../routes/cart/route';
import { newIdempotencyKey } from '../../routes/cart/cart-queue';
import { cartDrawerOpenAtom } from '../../state/drawers.atoms';
import { cartCountAtom } from '../../state/session.atoms';
import { showToastAtom } from '../../state/toasts.atoms';
import { OPEN_CART_DELAY_MS } from '../add-to-cart-form';
import { error as errorClass, legend, period as periodClass, periods, row, subscribe } from './line-kinds.css';

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
  const fetcher = useFetcher<CartActionData>({ key: `subscribe-${productId}` });
  const location = useLocation();
  const openCart = useSetAtom(cartDrawerOpenAtom);
  const showToast = useSetAtom(showToastAtom);
  const cartCount = useAtomValue(cartCountAtom);
  const busy = fetcher.state !== 'idle';
  const handled = useRef<unknown>(null);
  const hadCart = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const id = useId();

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return undefined;
    handled.current = result;
    if (!result.ok) {
      showToast({ status: 'error', message: hadCart.current ? CART_TOASTS.subscriptionAddFailed : CART_TOASTS.subscriptionCartCreateFailed });
      return undefined;
    }
    idempotencyKey.current = null;
    showToast({ status: 'success', message: CART_TOASTS.subscriptionAdded });
    const timer = setTimeout(() => openCart(true), OPEN_CART_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fetcher.state, fetcher.data, openCart, showToast]);

  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    hadCart.current = (cartCount ?? 0) > 0;
    idempotencyKey.current ??= newIdempotencyKey();
    const data = new FormData(event.currentTarget);
    data.delete('redirectTo');
    data.set('idempotencyKey', idempotencyKey.current);
    fetcher.submit(data, { method: 'post', action: '/cart' });
  };

  return (
    <fetcher.Form method="post" action="/cart" className={subscribe} onSubmit={onSubmit} aria-label={`Subscribe to ${title}`}>
      <input type="hidden" name="intent" value="subscribe" />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
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
      {failure ? (
        <p role="alert" className={errorClass}>
          {failure}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
