import { style } from '@vanilla-extract/css';
import { media, vars } from '@pool/ui';
import { container } from './layout.css';
import { stackedList } from './style-recipes';

export const footer = style({
  marginTop: vars.space.xxxl,
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  // Below the fold on every page: rendered when it nears the viewport, like a product card (its
  // height until then: measured 1,120 px on a phone, 846 px on a tablet, 591 px on a desktop).
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 1120px',
  '@media': { [media.md]: { containIntrinsicBlockSize: 'auto 845px' }, [media.lg]: { containIntrinsicBlockSize: 'auto 590px' } },
});
export const inner = style([container, { display: 'flex', flexDirection: 'column', gap: vars.space.xl, paddingBlock: vars.space.xxl }]);
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' }, [media.lg]: { gridTemplateColumns: '1fr 1fr 2fr' } },
});
export const list = stackedList(vars.space.sm);
export const heading = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });
export const callUs = style({ display: 'flex', gap: vars.space.sm });
export const callUsSummary = style({ cursor: 'pointer', color: vars.color.brand, textDecoration: 'underline', width: 'fit-content' });
export const promo = style({ padding: vars.space.lg, background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const payments = style({ width: '300px', height: '32px' });
export const social = style({ display: 'flex', gap: vars.space.sm, listStyle: 'none', margin: `${vars.space.lg} 0 0`, padding: 0 });
export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  selectors: { '&:hover': { background: vars.color.brandStrong }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const legal = style({ borderTop: `1px solid ${vars.color.border}`, color: vars.color.textMuted });
export const legalInner = style([container, { paddingBlock: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs }]);
export const disclaimer = style({ margin: 0 });
