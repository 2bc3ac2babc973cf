import { Spinner } from '@pool/ui';
import { Drawer } from '@pool/ui/drawer';
import { useFetcher } from '@remix-run/react';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import type { loader as cartLoader } from '../routes/cart/route';
import { cartDrawerOpenAtom } from '../state/drawers.atoms';
import { CartLines } from './cart-lines';
import { CART_EMPTY_MESSAGE, CartSummary } from './cart-summary';
import { empty } from './cart.css';

/**
 * The mini cart ('My Cart'): a drawer that loads the cart from the /cart loader each time it opens,
 * and is revalidated with the page after every cart change.
 */
export default function MiniCart() {
  const [isOpen, setOpen] = useAtom(cartDrawerOpenAtom);
  const fetcher = useFetcher<typeof cartLoader>({ key: 'mini-cart' });
  const { load } = fetcher;

  useEffect(() => {
    if (isOpen) load('/cart');
  }, [isOpen, load]);

  const cart = fetcher.data?.cart;
  return (
    <Drawer title="My Cart" isOpen={isOpen} onOpenChange={setOpen} closeLabel="Close cart" footer={cart ? <CartSummary cart={cart} /> : null}>
      {!cart ? (
        <Spinner size="lg" label="Loading cart" />
      ) : cart.lines.length === 0 ? (
        <p className={empty}>{CART_EMPTY_MESSAGE}</p>
      ) : (
        <CartLines lines={cart.lines} />
      )}
    </Drawer>
  );
}
