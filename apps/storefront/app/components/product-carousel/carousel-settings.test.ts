import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_SETTINGS,
  DEFAULT_CAROUSEL_SETTINGS,
  RECENTLY_VIEWED_CAROUSEL_SETTINGS,
  emblaDurationFor,
  emblaOptions,
  emblaScrollMs,
  fewestShown,
  slideWidthStyle,
  type CarouselSettings,
} from './carousel-settings';

/** What a browser `width` px wide applies: the narrowest matching breakpoint, else the base (slick's reading). */
function countsAt(settings: CarouselSettings, width: number) {
  const matching = settings.responsive.filter((at) => width <= at.maxWidthPx).sort((a, b) => a.maxWidthPx - b.maxWidthPx)[0];
  return matching ?? settings;
}

/** What the CSS and the Embla options say at `width`, applied in their order as a browser and Embla do. */
function appliedAt(settings: CarouselSettings, width: number) {
  const matches = (query: string) => width <= Number(/max-width: (\d+)px/.exec(query)?.[1]);
  const css = slideWidthStyle(settings);
  const flexBasis = Object.entries(css['@media']).reduce((basis, [query, rule]) => (matches(query) ? rule.flexBasis : basis), css.flexBasis);
  const options = emblaOptions(settings);
  const slidesToScroll = Object.entries(options.breakpoints ?? {}).reduce(
    (step, [query, rule]) => (matches(query) && rule.slidesToScroll !== undefined ? rule.slidesToScroll : step),
    options.slidesToScroll,
  );
  return { shown: Math.round(100 / Number.parseFloat(flexBasis)), slidesToScroll };
}

describe('the carousel defaults (spec shopping.md "Product listings")', () => {
  it.each([
    [1600, 4, 4],
    [1025, 4, 4],
    [1024, 3, 2],
    [641, 3, 2],
    [640, 2, 1],
    [320, 2, 1],
  ])('at %i px show %i and scroll %i', (width, shown, slidesToScroll) => {
    expect(appliedAt(DEFAULT_CAROUSEL_SETTINGS, width)).toEqual({ shown, slidesToScroll });
  });

  it('scroll at the speed of 500 ms, without looping, from the start', () => {
    expect(DEFAULT_CAROUSEL_SETTINGS.speedMs).toBe(500);
    expect(emblaOptions(DEFAULT_CAROUSEL_SETTINGS)).toMatchObject({ loop: false, align: 'start', duration: 20 });
  });

  it('give the slides exact shares of the row', () => {
    expect(slideWidthStyle(DEFAULT_CAROUSEL_SETTINGS)).toEqual({
      flexBasis: '25%',
      '@media': { '(max-width: 1024px)': { flexBasis: '33.3333%' }, '(max-width: 640px)': { flexBasis: '50%' } },
    });
  });
});

describe('the recently viewed carousel', () => {
  it.each([
    [1920, 4],
    [1366, 4],
    [993, 4],
    [992, 2],
    [561, 2],
    [560, 1],
  ])('at %i px shows %i and scrolls as many', (width, shown) => {
    expect(appliedAt(RECENTLY_VIEWED_CAROUSEL_SETTINGS, width)).toEqual({ shown, slidesToScroll: shown });
  });
});

describe('breakpoints in any order', () => {
  it('apply like slick: the narrowest matching one wins, in the CSS and in Embla alike', () => {
    const counts = fc.record({ slidesToShow: fc.integer({ min: 1, max: 6 }), slidesToScroll: fc.integer({ min: 1, max: 6 }) });
    const settings = fc.record({
      slidesToShow: fc.integer({ min: 1, max: 6 }),
      slidesToScroll: fc.integer({ min: 1, max: 6 }),
      speedMs: fc.constant(500),
      loop: fc.constant(false),
      responsive: fc.uniqueArray(fc.record({ maxWidthPx: fc.integer({ min: 200, max: 2000 }) }).chain((at) => counts.map((c) => ({ ...at, ...c }))), {
        selector: (at) => at.maxWidthPx,
        maxLength: 4,
      }),
    });
    fc.assert(
      fc.property(settings, fc.integer({ min: 100, max: 2400 }), (given, width) => {
        const expected = countsAt(given, width);
        expect(appliedAt(given, width)).toEqual({ shown: expected.slidesToShow, slidesToScroll: expected.slidesToScroll });
      }),
    );
  });

  it("keep their order in the built CSS, where vanilla-extract puts a media query once, where it first appears", () => {
    const queries = Object.values(CAROUSEL_SETTINGS).map((settings) => Object.keys(slideWidthStyle(settings)['@media']));
    const firstAppearance = [...new Set(queries.flat())];
    for (const own of queries) {
      const positions = own.map((query) => firstAppearance.indexOf(query));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('rows no longer than the fewest shown never scroll', () => {
    expect(fewestShown(DEFAULT_CAROUSEL_SETTINGS)).toBe(2);
    expect(fewestShown(RECENTLY_VIEWED_CAROUSEL_SETTINGS)).toBe(1);
  });
});

describe("Embla's duration for a speed in milliseconds", () => {
  it('is the one whose scroll arrives (within 1 %) nearest the speed', () => {
    expect(emblaDurationFor(500)).toBe(20);
    expect(Math.abs(emblaScrollMs(20) - 500)).toBeLessThan(Math.abs(emblaScrollMs(21) - 500));
    expect(Math.abs(emblaScrollMs(20) - 500)).toBeLessThan(Math.abs(emblaScrollMs(19) - 500));
  });

  it('slows as the speed grows, and is an instant jump at 0 ms or when motion is reduced', () => {
    expect(emblaDurationFor(1000)).toBeGreaterThan(emblaDurationFor(500));
    expect(emblaDurationFor(0)).toBe(0);
    expect(emblaOptions(DEFAULT_CAROUSEL_SETTINGS, { reducedMotion: true }).duration).toBe(0);
  });
});
