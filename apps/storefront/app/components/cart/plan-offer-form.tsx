import { CART_TOASTS } from '@pool/cart-domain';
import { formatMoney } from '@pool/pricing';
import { SubmitButton } from '@pool/ui';
import { useFetcher, useLocation } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, type FormEvent } from 'react';
import type { CartActionData } from '../../routes/cart/route';
import { cartDrawerOpenAtom } from '../../state/drawers.atoms';
import { showToastAtom } from '../../state/toasts.atoms';
import { OPEN_CART_DELAY_MS } from '../add-to-cart-form';
import { error as errorClass, offer as offerClass } from './line-kinds.css';

/**
 * One protection-plan offer of the product page with its 'Add' button: a POST form to /cart
 * (`intent=addPlan`) that ties the plan to the product's cart line, adding the product when the cart
 * lacks it (docs/decisions/0020). Only the offer id is sent: the price is commerce-api's.
 */
export function PlanOfferForm({ productId, offer, canAddToCart }: { productId: number; offer: { id: string; term: string; price: number }; canAddToCart: boolean }) {
  const fetcher = useFetcher<CartActionData>({ key: `plan-${offer.id}` });
  const location = useLocation();
  const openCart = useSetAtom(cartDrawerOpenAtom);
  const showToast = useSetAtom(showToastAtom);
  const busy = fetcher.state !== 'idle';
  const handled = useRef<unknown>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return undefined;
    handled.current = result;
    if (!result.ok) return undefined;
    showToast({ status: 'success', message: CART_TOASTS.addedToCart });
    const timer = setTimeout(() => openCart(true), OPEN_CART_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fetcher.state, fetcher.data, openCart, showToast]);

  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    data.delete('redirectTo');
    fetcher.submit(data, { method: 'post', action: '/cart' });
  };

  return (
    <fetcher.Form method="post" action="/cart" className={offerClass} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="addPlan" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="plan" value={offer.id} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <span>
        {offer.term}: {formatMoney(offer.price)}
      </span>
      <SubmitButton variant="secondary" size="sm" isPending={busy} isDisabled={!canAddToCart} aria-label={`Add the ${offer.term} protection plan`}>
        Add plan
      </SubmitButton>
      {failure ? (
        <p role="alert" className={errorClass}>
          {failure}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
