import type { CartView } from '@pool/api-contract';
import { CART_MESSAGES } from '@pool/cart-domain';
import { formatMoney } from '@pool/pricing';
import { Button, Link, ProgressBar } from '@pool/ui';
import { itemCountLabel } from './item-count';
import { AppliedCoupons, CouponBanner, CouponForm } from './coupons';
import { actions, shipping, shippingFree, subtotal as subtotalClass, summary, totalRow } from './cart.css';

/**
 * The free-shipping banner the BFF computed with @pool/cart-domain: nothing for an empty cart, the
 * remaining amount and a progress bar under $75, 'You get Free Shipping!' from $75 (or with a
 * free_shipping coupon).
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

/** The coupon form and the applied coupons. */
export function CartCoupons({ cart, place }: { cart: CartView; place: 'page' | 'mini-cart' }) {
  return (
    <>
      <AppliedCoupons cart={cart} place={place} />
      <CouponForm place={place} />
    </>
  );
}

/**
 * Subtotal with the item count, the free-shipping banner, the coupon form and applied coupons (with
 * the discount and total when one counts), and View Cart / Checkout (Checkout is disabled while the
 * cart has no items). `viewCart` is hidden on the cart page itself.
 */
export function CartSummary({ cart, viewCart = true, withCoupons = true }: { cart: CartView; viewCart?: boolean; withCoupons?: boolean }) {
  return (
    <div className={summary}>
      <CouponBanner cart={cart} />
      <p className={subtotalClass}>
        <span>Subtotal ({itemCountLabel(cart.itemCount)})</span>
        <span data-testid="cart-subtotal">{formatMoney(cart.subtotal)}</span>
      </p>
      {cart.discount > 0 ? (
        <>
          <p className={totalRow}>
            <span>Discount</span>
            <span data-testid="cart-discount">−{formatMoney(cart.discount)}</span>
          </p>
          <p className={totalRow}>
            <strong>Total</strong>
            <strong data-testid="cart-total">{formatMoney(cart.total)}</strong>
          </p>
        </>
      ) : null}
      <FreeShippingBanner freeShipping={cart.freeShipping} />
      {withCoupons ? <CartCoupons cart={cart} place="page" /> : null}
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
