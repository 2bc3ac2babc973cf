import { CART_MESSAGES, CART_TOASTS } from '@pool/cart-domain';
import { QuantityField, SubmitButton } from '@pool/ui';
import { useCartAddFetcher } from './cart-add-fetcher';
import { error as errorClass, form as formClass } from './add-to-cart.css';

export { OPEN_CART_DELAY_MS } from './cart-add-fetcher';

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
  const { fetcher, busy, failure, onSubmit, redirectTo } = useCartAddFetcher({ key: `add-to-cart-${productId}`, successToast: CART_TOASTS.addedToCart, idempotent: true });

  return (
    <fetcher.Form method="post" action="/cart" className={formClass} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
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
