import type { ProductCard as ProductCardView } from '@pool/api-contract';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { ProductCard } from '../product-card';
import { arrow, controls, header, slide, track, viewport } from './recently-viewed.css';

/**
 * A product carousel on Embla: slides sized by CSS (4, 2 or 1 visible by width), scrolled a view at
 * a time, no loop; previous/next buttons that disable at the ends. Each slide is a labelled group.
 */
export function ProductCarousel({
  products, title, headingId, withAddToCart = true,
}: { products: ProductCardView[]; title: string; headingId: string; withAddToCart?: boolean }) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', loop: false, containScroll: 'trimSnaps' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);
  useEffect(() => {
    if (!embla) return undefined;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  return (
    <>
      <div className={header}>
        <h2 id={headingId} style={{ margin: 0 }}>
          {title}
        </h2>
        {canPrev || canNext ? (
          <div className={controls}>
            <button type="button" className={arrow} onClick={() => embla?.scrollPrev()} disabled={!canPrev} aria-label="Previous products">
              ‹
            </button>
            <button type="button" className={arrow} onClick={() => embla?.scrollNext()} disabled={!canNext} aria-label="Next products">
              ›
            </button>
          </div>
        ) : null}
      </div>
      <div className={viewport} ref={viewportRef}>
        <ul className={track} aria-label={title}>
          {products.map((product, index) => (
            <li key={product.id} className={slide} aria-roledescription="slide" aria-label={`${index + 1} of ${products.length}`}>
              <ProductCard product={product} withAddToCart={withAddToCart} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
