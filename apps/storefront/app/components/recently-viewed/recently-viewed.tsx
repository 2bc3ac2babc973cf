import type { ProductCard as ProductCardView } from '@pool/api-contract';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { RecentlyViewedData } from './recently-viewed-answer';
import type { RecentlyViewedListProps } from './recently-viewed-list';
import { section } from '../product-carousel/product-carousel.css';
import { loading as loadingClass } from './recently-viewed.css';

// The cards and the carousel load when there is a list to show, not with the page (the server renders
// only the loading state; most first visits have no list at all), and a failed chunk leaves the
// section out rather than failing the page.
const RecentlyViewedList = lazy(
  (): Promise<{ default: ComponentType<RecentlyViewedListProps> }> => import('./recently-viewed-list').catch(() => ({ default: () => null })),
);

const TITLE = 'Recently Viewed';

/** The loading state shown first (spec: "shows a loading state first"). */
function Loading() {
  return (
    <section className={section} aria-label={TITLE} aria-busy="true">
      <p className={loadingClass} role="status">
        Loading recently viewed products…
      </p>
    </section>
  );
}

/**
 * This shopper's list, loaded after the page is shown from the storefront's resource route (so no page
 * holds anything personal): a GET, or on a product page a POST that records the view first and answers
 * the list in the same call. A plain fetch per mount, not a fetcher: no loader revalidates for it, and
 * each page shows the list as it is now. The request goes out at once: a shopper who leaves the
 * product page quickly still has the view recorded.
 */
function useRecentlyViewed(recordViewOf: number | undefined): ProductCardView[] | null {
  const [products, setProducts] = useState<ProductCardView[] | null>(null);
  useEffect(() => {
    let shown = true;
    setProducts(null);
    // `keepalive`, and no abort on unmount: a view is recorded even when the shopper leaves the page
    // (or the browser starts the next document) before the answer is back; only the answer is dropped.
    const init: RequestInit = recordViewOf === undefined ? {} : { method: 'POST', body: new URLSearchParams({ productId: String(recordViewOf) }), keepalive: true };
    fetch('/resources/recently-viewed', init)
      .then((response) => (response.ok ? (response.json() as Promise<RecentlyViewedData>) : { products: [] }))
      .then((body) => {
        if (shown) setProducts(body.products);
      })
      .catch(() => {
        if (shown) setProducts([]);
      });
    return () => {
      shown = false;
    };
  }, [recordViewOf]);
  return products;
}

/** Props of {@link RecentlyViewed}. */
export interface RecentlyViewedProps {
  /** On a product page: record a view of this product first (and show the list that results). */
  recordViewOf?: number;
  /** Leave these products out (the product page's own product, the cart's lines). */
  excludeIds?: readonly number[];
  /** Cards with Add to Cart (default); off on product pages, whose Add to Cart is the product's. */
  withAddToCart?: boolean;
}

/**
 * Recently viewed products (up to 15 per shopper, from the BFF) as a carousel: a loading state first,
 * then the list only when it has at least one product (spec shopping.md "Product listings").
 */
export function RecentlyViewed({ recordViewOf, excludeIds = [], withAddToCart }: RecentlyViewedProps) {
  const products = useRecentlyViewed(recordViewOf);
  if (!products) return <Loading />;
  const shown = products.filter((product) => !excludeIds.includes(product.id));
  if (shown.length === 0) return null;
  return (
    <Suspense fallback={<Loading />}>
      <RecentlyViewedList title={TITLE} products={shown} withAddToCart={withAddToCart} />
    </Suspense>
  );
}
