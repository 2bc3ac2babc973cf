import type { ProductCard as ProductCardView } from '@pool/api-contract';
import { Await, useFetcher } from '@remix-run/react';
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
function Carousel({ products, excludeId }: { products: ProductCardView[]; excludeId?: number }) {
  const shown = excludeId === undefined ? products : products.filter((product) => product.id !== excludeId);
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
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <section className={section} aria-labelledby="recently-viewed-title" aria-roledescription="carousel">
      {mounted ? (
        <Suspense fallback={fallback}>
          <ProductCarousel products={shown} title={TITLE} headingId="recently-viewed-title" />
        </Suspense>
      ) : (
        fallback
      )}
    </section>
  );
}

/** Loads the list from the storefront's resource route (pages whose loader does not carry it). */
function SelfLoading({ excludeId }: { excludeId?: number }) {
  const fetcher = useFetcher<RecentlyViewedData>({ key: 'recently-viewed' });
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data === undefined) fetcher.load('/resources/recently-viewed');
  }, [fetcher]);
  if (!fetcher.data) return <Loading />;
  return <Carousel products={fetcher.data.products} excludeId={excludeId} />;
}

/** Props of {@link RecentlyViewed}. */
export interface RecentlyViewedProps {
  /**
   * The list from the page's loader, usually deferred (a promise that never rejects). Without it the
   * component loads the list itself after hydration (the 404 page, the cart).
   */
  products?: Promise<ProductCardView[]> | ProductCardView[];
  /** Leave this product out (the product page's own product). */
  excludeId?: number;
}

/**
 * Recently viewed products (up to 15 per shopper, from the BFF) as a carousel: a loading state first,
 * then the list only when it has at least one product (spec shopping.md "Product listings").
 */
export function RecentlyViewed({ products, excludeId }: RecentlyViewedProps) {
  if (products === undefined) return <SelfLoading excludeId={excludeId} />;
  if (Array.isArray(products)) return <Carousel products={products} excludeId={excludeId} />;
  return (
    <Suspense fallback={<Loading />}>
      <Await resolve={products} errorElement={null}>
        {(list) => <Carousel products={list} excludeId={excludeId} />}
      </Await>
    </Suspense>
  );
}
