import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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
    tone: {
      neutral: { background: vars.color.textMuted },
      info: { background: vars.color.brand },
      sale: { background: vars.color.accent },
      success: { background: vars.color.success },
      danger: { background: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const stars = recipe({
  base: { position: 'relative', display: 'inline-block', flexShrink: 0, lineHeight: 0, verticalAlign: 'middle' },
  variants: {
    size: { md: { width: '120px', height: '24px' }, sm: { width: '80px', height: '16px' } },
  },
  defaultVariants: { size: 'md' },
});

export const starsRow = style({ display: 'flex', width: '100%', height: '100%', color: vars.color.starEmpty });

export const starsFill = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  color: vars.color.star,
});

export const starsFillRow = style({ display: 'flex', height: '100%', color: vars.color.star });

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
    status: {
      info: { background: vars.color.text },
      success: { background: vars.color.success },
      error: { background: vars.color.danger },
      loading: { background: vars.color.text },
    },
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
