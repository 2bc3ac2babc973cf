import type { EmblaOptionsType } from 'embla-carousel';

/** How many slides a carousel shows and moves per step (at a width, or by default). */
export interface SlideCounts {
  slidesToShow: number;
  slidesToScroll: number;
}

/**
 * A carousel's settings, slick-style: the counts above every breakpoint, and per breakpoint the
 * counts that apply at that width and below (the narrowest matching breakpoint wins).
 */
export interface CarouselSettings extends SlideCounts {
  /** How long one step's scroll takes, in milliseconds. */
  speedMs: number;
  loop: boolean;
  /** Widest first. */
  responsive: readonly (SlideCounts & { maxWidthPx: number })[];
}

/** Spec shopping.md "Product listings": the carousel defaults. */
export const DEFAULT_CAROUSEL_SETTINGS: CarouselSettings = {
  slidesToShow: 4,
  slidesToScroll: 4,
  speedMs: 500,
  loop: false,
  responsive: [
    { maxWidthPx: 1024, slidesToShow: 3, slidesToScroll: 2 },
    { maxWidthPx: 640, slidesToShow: 2, slidesToScroll: 1 },
  ],
};

/**
 * Spec shopping.md "Product listings": the recently viewed carousel shows 4 at 1366 px, 2 at 992 px
 * and 1 at 560 px. The spec names no step for it; it moves a view at a time, as it always has.
 */
export const RECENTLY_VIEWED_CAROUSEL_SETTINGS: CarouselSettings = {
  ...DEFAULT_CAROUSEL_SETTINGS,
  responsive: [
    { maxWidthPx: 1366, slidesToShow: 4, slidesToScroll: 4 },
    { maxWidthPx: 992, slidesToShow: 2, slidesToScroll: 2 },
    { maxWidthPx: 560, slidesToShow: 1, slidesToScroll: 1 },
  ],
};

/**
 * Every carousel's settings by name. The slide widths are CSS built with the app (vanilla-extract
 * runs at build time), so a carousel's settings must be known then: add them here. vanilla-extract
 * writes a media query once, where it first appears, so a breakpoint two carousels share must keep
 * each one's widest-first order (carousel-settings.test.ts checks).
 */
export const CAROUSEL_SETTINGS = {
  default: DEFAULT_CAROUSEL_SETTINGS,
  recentlyViewed: RECENTLY_VIEWED_CAROUSEL_SETTINGS,
} as const satisfies Record<string, CarouselSettings>;

/** A name of {@link CAROUSEL_SETTINGS}. */
export type CarouselName = keyof typeof CAROUSEL_SETTINGS;

/** The media query of a breakpoint: that width and below. */
function atMost(maxWidthPx: number): string {
  return `(max-width: ${maxWidthPx}px)`;
}

/** Widest first, so that where two match, the later (narrower) one wins in CSS and in Embla alike. */
function widestFirst(settings: CarouselSettings) {
  return [...settings.responsive].sort((a, b) => b.maxWidthPx - a.maxWidthPx);
}

function basis(slidesToShow: number): string {
  return `${Number((100 / slidesToShow).toFixed(4))}%`;
}

/**
 * The slides' width as a vanilla-extract style: a share of the viewport by breakpoint, so that the
 * server's HTML already lays out as many slides as the carousel shows (no shift when it hydrates).
 */
export function slideWidthStyle(settings: CarouselSettings): { flexBasis: string; '@media': Record<string, { flexBasis: string }> } {
  return {
    flexBasis: basis(settings.slidesToShow),
    '@media': Object.fromEntries(widestFirst(settings).map((at) => [atMost(at.maxWidthPx), { flexBasis: basis(at.slidesToShow) }])),
  };
}

/** Embla's physics (embla-carousel 8.6, ScrollBody and Animations): a fixed step and a friction. */
const EMBLA_STEP_MS = 1000 / 60;
const EMBLA_FRICTION = 0.68;
/** The durations Embla recommends stay within 20-60; anything above 100 is a crawl. */
const LONGEST_DURATION = 100;

/**
 * Milliseconds a scroll takes in Embla at `duration` until it stays within 1 % of its target (the
 * same for any distance: the motion is linear in it).
 */
export function emblaScrollMs(duration: number): number {
  let location = 0;
  let velocity = 0;
  let lastOutside = 0;
  for (let step = 1; Math.abs(1 - location) > 1e-4 || Math.abs(velocity) > 1e-4; step += 1) {
    velocity = (velocity + (1 - location) / duration) * EMBLA_FRICTION;
    location += velocity;
    if (Math.abs(1 - location) > 0.01) lastOutside = step;
  }
  return (lastOutside + 1) * EMBLA_STEP_MS;
}

/**
 * Embla's `duration` for a scroll speed in milliseconds. Embla's `duration` is not a time: at each
 * 1000/60 ms step the velocity gains (distance left ÷ duration) and is then multiplied by 0.68, so a
 * scroll eases out with no end time, only a shrinking tail. A speed in milliseconds is read as the
 * time until the scroll stays within 1 % of its target (what the eye sees as arrived; the last 1 %,
 * 12 px of a 1,200 px step, creeps in over ~200 ms more), and the duration is the one whose time is
 * nearest: 500 ms → 20 (~483 ms; 21 takes ~533 ms). 0 ms → 0, which Embla takes as a jump.
 */
export function emblaDurationFor(speedMs: number): number {
  if (speedMs <= 0) return 0;
  let best = 1;
  for (let duration = 2; duration <= LONGEST_DURATION; duration += 1) {
    if (Math.abs(emblaScrollMs(duration) - speedMs) < Math.abs(emblaScrollMs(best) - speedMs)) best = duration;
  }
  return best;
}

/**
 * Embla's options for a carousel's settings: start-aligned snaps, the step by breakpoint (the same
 * media queries as the slide widths), the speed as Embla's `duration`, and no movement at all when
 * the shopper asks for reduced motion.
 */
export function emblaOptions(settings: CarouselSettings, { reducedMotion = false }: { reducedMotion?: boolean } = {}): EmblaOptionsType {
  return {
    align: 'start',
    containScroll: 'trimSnaps',
    loop: settings.loop,
    slidesToScroll: settings.slidesToScroll,
    duration: reducedMotion ? 0 : emblaDurationFor(settings.speedMs),
    breakpoints: Object.fromEntries(widestFirst(settings).map((at) => [atMost(at.maxWidthPx), { slidesToScroll: at.slidesToScroll }])),
  };
}

/** The fewest slides the carousel shows at any width: rows of no more than this never scroll. */
export function fewestShown(settings: CarouselSettings): number {
  return Math.min(settings.slidesToShow, ...settings.responsive.map((at) => at.slidesToShow));
}
