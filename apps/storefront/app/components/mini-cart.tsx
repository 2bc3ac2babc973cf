import { Spinner } from '@pool/ui';
import { Drawer } from '@pool/ui/drawer';
import { useFetcher } from '@remix-run/react';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type { CartReadData } from './cart/cart-answer';
import { cartDrawerOpenAtom } from '../state/drawers.atoms';
import { latestCartAtom, relatedProductsAtom, rememberCart, showsWithoutRead } from '../state/session.atoms';
import { CartLines } from './cart-lines';
import { CART_EMPTY_MESSAGE, CartCoupons, CartSummary } from './cart-summary';
import { body, empty } from './cart.css';
import { RelatedProducts } from './related-products';
import { EmailCartButton } from './email-cart/email-cart-button';

/**
 * The mini cart ('My Cart'): a drawer that reads the cart and 'Customers also bought' from the /cart
 * loader each time it opens, unless a cart write answered with them since it last opened (an add opens
 * the mini cart with the cart and related products it answered: {@link showsWithoutRead}). A read on
 * its way when a cart write is sent is made again after it (Remix). Lines, coupons and related
 * products are in its body; subtotal, free-shipping banner and View Cart / Checkout in its footer.
 */
export default function MiniCart() {
  const [isOpen, setOpen] = useAtom(cartDrawerOpenAtom);
  const latest = useAtomValue(latestCartAtom);
  const fetcher = useFetcher<CartReadData>({ key: 'mini-cart' });
  const { load } = fetcher;
  const latestRef = useRef(latest);
  latestRef.current = latest;
  const related = useAtomValue(relatedProductsAtom);
  /** The last written cart shown without a read. */
  const shownUpTo = useRef(0);

  useEffect(() => {
    if (!isOpen) return;
    const known = latestRef.current;
    if (known && showsWithoutRead(known, shownUpTo.current)) {
      shownUpTo.current = known.seq;
      return;
    }
    load('/cart');
  }, [isOpen, load]);

  useEffect(() => {
    if (fetcher.data?.cart) rememberCart(fetcher.data.cart, 'read', fetcher.data.related);
  }, [fetcher.data]);

  const cart = latest?.cart;
  return (
    <Drawer title="My Cart" isOpen={isOpen} onOpenChange={setOpen} closeLabel="Close cart" headerActions={<EmailCartButton />} footer={cart ? <CartSummary cart={cart} withCoupons={false} /> : null}>
      {!cart ? (
        <Spinner size="lg" label="Loading cart" />
      ) : (
        <div className={body}>
          {cart.lines.length === 0 ? <p className={empty}>{CART_EMPTY_MESSAGE}</p> : <CartLines lines={cart.lines} />}
          <CartCoupons cart={cart} place="mini-cart" />
          <RelatedProducts place="mini-cart" products={cart.lines.length > 0 ? (related ?? []) : []} />
        </div>
      )}
    </Drawer>
  );
}
