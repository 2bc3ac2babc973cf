import type { ProductCard as ProductCardView } from '@pool/api-contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { RecentlyViewedData } from '../../routes/product/recently-viewed.server';
import { ProductCard } from '../product-card';
import { header, loading as loadingClass, section, slide, track, trackNative } from './recently-viewed.css';

const ProductCarousel = lazy(() => import('./carousel').then((module) => ({ default: module.ProductCarousel })));

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

/** The list itself: a native scroll-snap row on the server, an Embla carousel once its code is here. */
function Carousel({ products, excludeIds = [], withAddToCart = true }: { products: ProductCardView[]; excludeIds?: readonly number[]; withAddToCart?: boolean }) {
  const shown = products.filter((product) => !excludeIds.includes(product.id));
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (shown.length === 0) return null;
  const fallback = (
    <>
      <div className={header}>
        <h2 id="recently-viewed-title" style={{ margin: 0 }}>
          {TITLE}
        </h2>
      </div>
      <ul className={`${track} ${trackNative}`} aria-label={TITLE}>
        {shown.map((product) => (
          <li key={product.id} className={slide}>
            <ProductCard product={product} withAddToCart={withAddToCart} />
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <section className={section} aria-labelledby="recently-viewed-title" aria-roledescription="carousel">
      {mounted ? (
        <Suspense fallback={fallback}>
          <ProductCarousel products={shown} title={TITLE} headingId="recently-viewed-title" withAddToCart={withAddToCart} />
        </Suspense>
      ) : (
        fallback
      )}
    </section>
  );
}

/**
 * This shopper's list, loaded after the page is shown from the storefront's resource route (so no page
 * holds anything personal): a GET, or on a product page a POST that records the view first and answers
 * the list in the same call. A plain fetch per mount, not a fetcher: no loader revalidates for it, and
 * each page shows the list as it is now.
 */
function useRecentlyViewed(recordViewOf: number | undefined): ProductCardView[] | null {
  const [products, setProducts] = useState<ProductCardView[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setProducts(null);
    const init: RequestInit = recordViewOf === undefined ? {} : { method: 'POST', body: new URLSearchParams({ productId: String(recordViewOf) }) };
    fetch('/resources/recently-viewed', { ...init, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<RecentlyViewedData>) : { products: [] }))
      .then((body) => setProducts(body.products))
      .catch(() => {
        if (!controller.signal.aborted) setProducts([]);
      });
    return () => controller.abort();
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
export function RecentlyViewed({ recordViewOf, excludeIds, withAddToCart }: RecentlyViewedProps) {
  const products = useRecentlyViewed(recordViewOf);
  if (!products) return <Loading />;
  return <Carousel products={products} excludeIds={excludeIds} withAddToCart={withAddToCart} />;
}
