import { style } from '@vanilla-extract/css';
import { media, vars } from '@pool/ui';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // A card off screen is not styled, laid out or painted until it nears the viewport: on a phone every
  // card of a listing is below the fold, and they were most of the first frame's work, a long task in
  // Lighthouse's TBT (docs/decisions/0049). Until then its content takes a usual card's height (cards
  // measured 430-520 px on a phone, 480-550 px wider, padding and border included), and once shown,
  // the height it had.
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 440px',
  '@media': { [media.md]: { containIntrinsicBlockSize: 'auto 480px' } },
});
export const imageLink = style({ display: 'block', aspectRatio: '1 / 1', background: vars.color.surfaceMuted, borderRadius: vars.radius.sm });
export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });
export const badgeSlot = style({ position: 'absolute', top: vars.space.md, left: vars.space.md });
export const brand = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, lineHeight: vars.lineHeight.tight });
export const titleLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const stock = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const inStock = style({ color: vars.color.success });
export const outOfStock = style({ color: vars.color.danger });
export const backorder = style({ color: vars.color.warning });
export const push = style({ marginTop: 'auto' });
