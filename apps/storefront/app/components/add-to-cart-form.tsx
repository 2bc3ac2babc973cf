import { CART_MESSAGES, CART_TOASTS } from '@pool/cart-domain';
import { QuantityField, SubmitButton } from '@pool/ui';
import type { FormEvent } from 'react';
import { useCartAddFetcher } from './cart-add-fetcher';
import { cardError, cardForm, cardSave, error as errorClass, form as formClass } from './add-to-cart.css';
import { saveButton } from './saved-products/saved-products.css';

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
  /**
   * A product card's Save, in the same form (the card's sku): a second submit button that posts the
   * form to /resources/saved-product with the sku as its own value (`sku=…`; the save action's intent
   * defaults to `save`), as the Save form of a product page does.
   */
  saveSku?: string;
  /** Classes of the Add to Cart button's row (not with `saveSku`: a card's form has no row). */
  className?: string;
}

/**
 * Add to Cart: a real POST form to /cart (`intent=add`), so it works without JavaScript (the action
 * redirects back to `redirectTo`). Once hydrated, its submit goes through a fetcher instead, without a
 * reload and without `redirectTo`, carrying an idempotency key made at the first press; the button
 * reads 'Adding to Cart...' and ignores presses meanwhile, and the mini cart opens 100 ms after
 * success. BFF refusals (out of stock...) show as a message. Nothing runs on load: a listing hydrates
 * 24 of these, so the key is not made (and the form not rendered again) until someone presses.
 *
 * A plain `<form>`: the hydrated submit is the fetcher's (`onSubmit`), so Remix's `<fetcher.Form>`
 * (a component and its route hooks for each of a listing's 24 forms) would add nothing. The quantity
 * is left out where there is no field: the cart action reads a missing quantity as 1.
 *
 * With `saveSku` (product cards, decision 0038) the card's Save is a second submit button of this
 * form (`formAction` /resources/saved-product, `name="sku"` with the sku as its value, so no hidden
 * field carries it; the save action's intent defaults to `save` and it ignores `productId`,
 * the cart action ignores `sku`), so a card carries one form instead of two. Hydrated, a press on
 * Save is left to the browser: the same plain form post as without JavaScript.
 */
export function AddToCartForm({ productId, title, withQuantity = false, canAddToCart, fullWidth, saveSku, className }: AddToCartFormProps) {
  const { busy, failure, onSubmit, redirectTo } = useCartAddFetcher({ key: `add-to-cart-${productId}`, successToast: CART_TOASTS.addedToCart, idempotent: true });
  const rowClass = className ? `${formClass} ${className}` : formClass;
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.name === 'sku') return;
    onSubmit(event);
  };
  const row = (
    <>
      {withQuantity ? <QuantityField label="Quantity" name="quantity" defaultValue={1} /> : null}
      {/* A native submit button: a listing renders 24 of these on the server. */}
      <SubmitButton name="intent" value="add" isPending={busy} isDisabled={!canAddToCart} fullWidth={fullWidth} aria-label={withQuantity ? undefined : `${busy ? CART_MESSAGES.addingToCart : CART_MESSAGES.addToCart}: ${title}`}>
        {busy ? CART_MESSAGES.addingToCart : CART_MESSAGES.addToCart}
      </SubmitButton>
      {failure ? (
        <p role="alert" className={saveSku ? cardError : errorClass}>
          {failure}
        </p>
      ) : null}
    </>
  );

  // A card's form lays nothing out itself (`display: contents`): Save, Add to Cart (at the card's
  // foot) and a refusal are the card's own column, with no row element of their own.
  return (
    <form method="post" action="/cart" className={saveSku ? cardForm : rowClass} onSubmit={onFormSubmit}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {saveSku ? (
        <button type="submit" formAction="/resources/saved-product" name="sku" value={saveSku} className={`${saveButton} ${cardSave}`} aria-label={`Save ${title}`}>
          Save
        </button>
      ) : null}
      {row}
    </form>
  );
}
