import { CART_MESSAGES, CART_TOASTS } from '@pool/cart-domain';
import { useFetcher, useLocation } from '@remix-run/react';
import { QuantityField, SubmitButton } from '@pool/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, type FormEvent } from 'react';
import type { CartActionData } from '../routes/cart/route';
import { newIdempotencyKey } from '../routes/cart/cart-queue';
import { cartDrawerOpenAtom } from '../state/drawers.atoms';
import { showToastAtom } from '../state/toasts.atoms';
import { error as errorClass, form as formClass } from './add-to-cart.css';

/** Delay between a successful add and the mini cart opening (spec: 100 ms). */
export const OPEN_CART_DELAY_MS = 100;

/** Props of {@link AddToCartForm}. */
export interface AddToCartFormProps {
  productId: number;
  /** Product title, for the button's accessible description on listings. */
  title: string;
  /** Show a quantity field (product page); listings add one. */
  withQuantity?: boolean;
  /** Whether the BFF says this product can be ordered now. */
  canAddToCart: boolean;
  fullWidth?: boolean;
}

/**
 * Add to Cart: a real POST form to /cart (`intent=add`), so it works without JavaScript (the action
 * redirects back to `redirectTo`). Once hydrated, its submit goes through a fetcher instead, without a
 * reload and without `redirectTo`, carrying an idempotency key made at the first press; the button
 * reads 'Adding to Cart...' and ignores presses meanwhile, and the mini cart opens 100 ms after
 * success. BFF refusals (out of stock...) show as a message. Nothing runs on load: a listing hydrates
 * 24 of these, so the key is not made (and the form not rendered again) until someone presses.
 */
export function AddToCartForm({ productId, title, withQuantity = false, canAddToCart, fullWidth }: AddToCartFormProps) {
  const fetcher = useFetcher<CartActionData>({ key: `add-to-cart-${productId}` });
  const location = useLocation();
  const openCart = useSetAtom(cartDrawerOpenAtom);
  const showToast = useSetAtom(showToastAtom);
  const busy = fetcher.state !== 'idle';
  const handled = useRef<unknown>(null);
  // One key per add the shopper makes, kept after a failure so pressing again retries that same add.
  const idempotencyKey = useRef<string | null>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return undefined;
    handled.current = result;
    if (!result.ok) return undefined;
    idempotencyKey.current = null;
    showToast({ status: 'success', message: CART_TOASTS.addedToCart });
    const timer = setTimeout(() => openCart(true), OPEN_CART_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fetcher.state, fetcher.data, openCart, showToast]);

  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    idempotencyKey.current ??= newIdempotencyKey();
    const data = new FormData(event.currentTarget);
    data.delete('redirectTo');
    data.set('idempotencyKey', idempotencyKey.current);
    fetcher.submit(data, { method: 'post', action: '/cart' });
  };

  return (
    <fetcher.Form method="post" action="/cart" className={formClass} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {withQuantity ? <QuantityField label="Quantity" name="quantity" defaultValue={1} /> : <input type="hidden" name="quantity" value="1" />}
      {/* A native submit button: a listing renders 24 of these on the server. */}
      <SubmitButton isPending={busy} isDisabled={!canAddToCart} fullWidth={fullWidth} aria-label={withQuantity ? undefined : `${busy ? CART_MESSAGES.addingToCart : CART_MESSAGES.addToCart}: ${title}`}>
        {busy ? CART_MESSAGES.addingToCart : CART_MESSAGES.addToCart}
      </SubmitButton>
      {failure ? (
        <p role="alert" className={errorClass}>
          {failure}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
