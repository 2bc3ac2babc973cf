import { createThemeContract } from '@vanilla-extract/css';

/**
 * The design-token contract of the store. Components read tokens only through `vars`; the values are
 * set once by `theme.css.ts` (and could be swapped by another theme class without touching components).
 *
 * @example
 * ```ts
 * import { style } from '@vanilla-extract/css';
 * export const note = style({ color: vars.color.textMuted, padding: vars.space.md });
 * ```
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    onBrand: null,
    accent: null,
    text: null,
    textMuted: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    success: null,
    danger: null,
    warning: null,
    focus: null,
    overlay: null,
    star: null,
    starEmpty: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  shadow: { sm: null, lg: null },
  zIndex: { header: null, overlay: null, drawer: null, toast: null },
  duration: { slide: null, fade: null },
});

/**
 * Layout breakpoints in px (spec site-shell.md section 9). CSS custom properties cannot be used inside
 * media queries, so these are plain constants; use {@link media} in styles.
 *
 * @example
 * ```ts
 * window.matchMedia(`(min-width: ${breakpoints.md}px)`).matches; // tablet and up
 * ```
 */
export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

/**
 * Min-width media queries for each breakpoint, for vanilla-extract `@media` blocks.
 *
 * @example
 * ```ts
 * style({ display: 'none', '@media': { [media.lg]: { display: 'flex' } } });
 * ```
 */
export const media = {
  xs: `screen and (min-width: ${breakpoints.xs}px)`,
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  xxl: `screen and (min-width: ${breakpoints.xxl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
