import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { variantsOf } from './style-shapes';
import { vars } from './tokens.css';

export const badge = recipe({
  base: {
    display: 'inline-block',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textTransform: 'uppercase',
    letterSpacing: '0.02em',
    color: vars.color.onBrand,
  },
  variants: {
    tone: variantsOf('background', {
      neutral: vars.color.textMuted,
      info: vars.color.brand,
      sale: vars.color.accent,
      success: vars.color.success,
      danger: vars.color.danger,
    }),
  },
  defaultVariants: { tone: 'neutral' },
});

/** One star, drawn by CSS as a mask: a card carries no SVG markup for its rating. */
const STAR_MASK = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2l2.94 6.5 7.06.72-5.3 4.76 1.52 6.97L12 17.27 5.78 20.95 7.3 13.98 2 9.22l7.06-.72z"/></svg>',
)}")`;

const starMask = (size: string) => ({
  maskImage: STAR_MASK,
  WebkitMaskImage: STAR_MASK,
  maskRepeat: 'repeat-x',
  WebkitMaskRepeat: 'repeat-x',
  maskSize: `${size} ${size}`,
  WebkitMaskSize: `${size} ${size}`,
});

/** The custom property that carries how much of the stars is filled (`90%`), set on the element. */
export const STARS_FILL = '--stars-fill';

export const stars = recipe({
  base: {
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    background: vars.color.starEmpty,
    forcedColorAdjust: 'none',
    // The filled part: the same mask (it covers the pseudo-element too) over the star colour.
    '::before': { content: '""', position: 'absolute', insetBlock: 0, insetInlineStart: 0, width: `var(${STARS_FILL}, 0%)`, background: vars.color.star },
  },
  variants: {
    size: {
      md: { width: '120px', height: '24px', ...starMask('24px') },
      sm: { width: '80px', height: '16px', ...starMask('16px') },
    },
  },
  defaultVariants: { size: 'md' },
});

export const rating = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const price = recipe({
  base: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm },
  variants: {
    size: { md: { fontSize: vars.fontSize.lg }, lg: { fontSize: vars.fontSize.xxl } },
  },
  defaultVariants: { size: 'md' },
});

export const priceNow = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const priceSale = style({ fontWeight: vars.fontWeight.bold, color: vars.color.accent });
export const priceWas = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textDecoration: 'line-through' });
export const priceSavings = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.success });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const progressTrack = style({
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const progressFill = style({ height: '100%', background: vars.color.success, borderRadius: vars.radius.full });

export const toastRegion = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.lg,
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(480px, calc(100vw - 32px))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    color: vars.color.onBrand,
  },
  variants: {
    status: variantsOf('background', { info: vars.color.text, success: vars.color.success, error: vars.color.danger, loading: vars.color.text }),
  },
  defaultVariants: { status: 'info' },
});

export const toastMessage = style({ flex: '1 1 auto' });
export const toastClose = style({
  background: 'transparent',
  border: 0,
  color: 'inherit',
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  padding: vars.space.xs,
});
