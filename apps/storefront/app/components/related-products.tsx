import type { RelatedProductView } from '@pool/api-contract';
import { CART_MESSAGES, CART_TOASTS } from '@pool/cart-domain';
import { formatMoney } from '@pool/pricing';
import { Button, Heading, Link } from '@pool/ui';
import { useFetcher, useLocation } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useHydrated } from '../hydrated';
import type { CartActionData } from './cart/cart-answer';
import { showToastAtom } from '../state/toasts.atoms';
import { lineImage, lineMeta, related as relatedClass, relatedItem, relatedList } from './cart.css';

type AddFetcher = ReturnType<typeof useFetcher<CartActionData>>;

function RelatedItem({ product, fetcher }: { product: RelatedProductView; fetcher: AddFetcher }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const busy = fetcher.state !== 'idle' && fetcher.formData?.get('productId') === String(product.id);
  return (
    <li className={relatedItem}>
      <img className={lineImage} src={product.imageUrl} alt="" width={48} height={48} loading="lazy" style={{ width: 48, height: 48 }} />
      <span>
        <Link href={product.href} variant="subtle">
          {product.title}
        </Link>
        <br />
        <span className={lineMeta}>{formatMoney(product.price)}</span>
      </span>
      <fetcher.Form
        method="post"
        action="/cart"
        onSubmit={(event) => {
          // One add at a time from this list.
          if (fetcher.state !== 'idle') event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={String(product.id)} />
        {hydrated ? null : <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          isDisabled={product.outOfStock}
          isPending={busy}
          aria-label={busy ? CART_MESSAGES.addingRelated : `Add ${product.title} to cart`}
        >
          {busy ? CART_MESSAGES.addingRelated : 'Add'}
        </Button>
      </fetcher.Form>
    </li>
  );
}

/**
 * 'Customers also bought' (spec 2 and 4): at most 3 products (the BFF cuts the list and the titles),
 * each with an add button that reads 'Adding...' while it runs and is disabled when out of stock.
 */
export function RelatedProducts({ products, place }: { products: readonly RelatedProductView[]; place: 'page' | 'mini-cart' }) {
  // The list's own fetcher: the added product leaves the list with the answer, so its row cannot be
  // the one to announce the outcome.
  const fetcher = useFetcher<CartActionData>({ key: `related-add-${place}` });
  const showToast = useSetAtom(showToastAtom);
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    showToast(result.ok ? { status: 'success', message: CART_TOASTS.addedToCart } : { status: 'error', message: CART_TOASTS.addToCartFailed });
  }, [fetcher.state, fetcher.data, showToast]);
  if (products.length === 0) return null;
  return (
    <section className={relatedClass} aria-label="Customers also bought">
      <Heading level={2} size="md">
        Customers also bought
      </Heading>
      <ul className={relatedList}>
        {products.map((product) => (
          <RelatedItem key={product.id} product={product} fetcher={fetcher} />
        ))}
      </ul>
    </section>
  );
}
