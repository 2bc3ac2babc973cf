import type { ProductCard as ProductCardView } from '@pool/api-contract';
import { Heading } from '@pool/ui';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { ProductCard } from '../product-card';
import { CAROUSEL_SETTINGS, emblaOptions, fewestShown, type CarouselName } from './carousel-settings';
import { arrow, controls, header, section, slide, track, viewport } from './product-carousel.css';

/** Props of {@link ProductCarousel}. */
export interface ProductCarouselProps {
  title: string;
  /** The heading's id (the carousel is labelled by it): unique on the page. */
  headingId: string;
  products: readonly ProductCardView[];
  /** Its settings in carousel-settings.ts (default: the spec's carousel defaults). */
  settings?: CarouselName;
  withAddToCart?: boolean;
  /** Load the images of the slides shown first eagerly (a row above the fold). */
  eager?: boolean;
}

/** Which way the carousel can move; null until Embla runs. */
type Ends = { prev: boolean; next: boolean } | null;

/**
 * Embla on the viewport once the page runs, from a chunk of its own (the page's first-load JavaScript
 * carries none of it). Until then, or if the chunk fails, the row scrolls natively.
 */
function useEmbla(viewport: RefObject<HTMLDivElement>, name: CarouselName, scrolls: boolean) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [ends, setEnds] = useState<Ends>(null);
  useEffect(() => {
    const node = viewport.current;
    if (!scrolls || !node) return undefined;
    let api: EmblaCarouselType | undefined;
    let mounted = true;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (!mounted) return;
        // Embla moves the track itself: a native scroll made before it ran would offset every snap.
        node.scrollLeft = 0;
        const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        const created = EmblaCarousel(node, emblaOptions(CAROUSEL_SETTINGS[name], { reducedMotion }));
        const update = () => setEnds({ prev: created.canScrollPrev(), next: created.canScrollNext() });
        created.on('select', update).on('reInit', update);
        update();
        api = created;
        setEmbla(created);
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
      api?.destroy();
      setEmbla(null);
      setEnds(null);
    };
  }, [viewport, name, scrolls]);
  return { embla, ends };
}

/**
 * A row of product cards as a carousel (spec shopping.md "Product listings"): as many slides shown as
 * its settings say for the width (CSS, so the server's HTML already has them), moved by the previous
 * and next buttons (disabled at the ends, hidden where everything fits) or by dragging. A labelled
 * region whose list is labelled too, each slide "n of m". Rows that fit at every width have no buttons
 * and no Embla.
 */
export function ProductCarousel({ title, headingId, products, settings = 'default', withAddToCart = true, eager = false }: ProductCarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const shown = CAROUSEL_SETTINGS[settings];
  const scrolls = products.length > fewestShown(shown);
  const { embla, ends } = useEmbla(viewportRef, settings, scrolls);
  return (
    <section className={section} aria-labelledby={headingId} aria-roledescription="carousel">
      <div className={header}>
        <Heading level={2} size="lg" id={headingId}>
          {title}
        </Heading>
        {scrolls ? (
          <div className={controls} data-idle={ends && !ends.prev && !ends.next ? '' : undefined}>
            <button type="button" className={arrow} onClick={() => embla?.scrollPrev()} disabled={!ends?.prev} aria-label="Previous products">
              ‹
            </button>
            <button type="button" className={arrow} onClick={() => embla?.scrollNext()} disabled={!ends?.next} aria-label="Next products">
              ›
            </button>
          </div>
        ) : null}
      </div>
      <div className={viewport} ref={viewportRef} data-embla={embla ? '' : undefined}>
        <ul className={track} aria-label={title}>
          {products.map((product, index) => (
            <li key={product.id} className={slide[settings]} aria-roledescription="slide" aria-label={`${index + 1} of ${products.length}`}>
              <ProductCard product={product} withAddToCart={withAddToCart} eager={eager && index < shown.slidesToShow} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
