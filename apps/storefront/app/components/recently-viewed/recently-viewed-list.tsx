import type { ProductCard as ProductCardView } from '@pool/api-contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ProductCard } from '../product-card';
import { header, section, slide, track, trackNative } from './recently-viewed.css';

const ProductCarousel = lazy(() => import('./carousel').then((module) => ({ default: module.ProductCarousel })));

/** Props of {@link RecentlyViewedList}. */
export interface RecentlyViewedListProps {
  title: string;
  /** At least one product. */
  products: ProductCardView[];
  withAddToCart?: boolean;
}

/**
 * The list itself, loaded with its data (never rendered on the server): a native scroll-snap row
 * first, an Embla carousel once its code is here.
 */
export default function RecentlyViewedList({ title, products: shown, withAddToCart = true }: RecentlyViewedListProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const fallback = (
    <>
      <div className={header}>
        <h2 id="recently-viewed-title" style={{ margin: 0 }}>
          {title}
        </h2>
      </div>
      <ul className={`${track} ${trackNative}`} aria-label={title}>
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
          <ProductCarousel products={shown} title={title} headingId="recently-viewed-title" withAddToCart={withAddToCart} />
        </Suspense>
      ) : (
        fallback
      )}
    </section>
  );
}
