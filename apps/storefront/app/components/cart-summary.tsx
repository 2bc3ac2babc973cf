import type { CartView } from '@pool/api-contract';
import { CART_MESSAGES } from '@pool/cart-domain';
import { formatMoney } from '@pool/pricing';
import { Button, Link, ProgressBar } from '@pool/ui';
import { itemCountLabel } from './item-count';
import { actions, shipping, shippingFree, subtotal as subtotalClass, summary } from './cart.css';

/**
 * The free-shipping banner the BFF computed with @pool/cart-domain: nothing for an empty cart, the
 * remaining amount and a progress bar under $75, 'You get Free Shipping!' from $75.
 */
export function FreeShippingBanner({ freeShipping }: { freeShipping: CartView['freeShipping'] }) {
  switch (freeShipping.kind) {
    case 'none':
      return null;
    case 'free':
      return <p className={shippingFree}>{freeShipping.message}</p>;
    case 'progress':
      return (
        <div>
          <p className={shipping}>
            You're <strong>{formatMoney(freeShipping.remaining)}</strong> away from Free Shipping!
          </p>
          <ProgressBar label="Progress to free shipping" value={freeShipping.percent} />
        </div>
      );
  }
}

/**
 * Subtotal with the item count, the free-shipping banner, and View Cart / Checkout (Checkout is
 * disabled while the cart has no items). `viewCart` is hidden on the cart page itself.
 */
export function CartSummary({ cart, viewCart = true }: { cart: CartView; viewCart?: boolean }) {
  return (
    <div className={summary}>
      <p className={subtotalClass}>
        <span>Subtotal ({itemCountLabel(cart.itemCount)})</span>
        <span>{formatMoney(cart.subtotal)}</span>
      </p>
      <FreeShippingBanner freeShipping={cart.freeShipping} />
      <div className={actions}>
        {viewCart ? (
          <Link href="/cart" variant="button">
            View Cart
          </Link>
        ) : null}
        <form method="get" action="/checkout">
          <Button type="submit" fullWidth isDisabled={!cart.checkoutEnabled || cart.itemCount === 0}>
            Checkout
          </Button>
        </form>
      </div>
    </div>
  );
}

export const CART_EMPTY_MESSAGE = CART_MESSAGES.cartEmpty;
