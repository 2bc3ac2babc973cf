import { globalStyle, style } from '@vanilla-extract/css';
import { framedColumn, media, vars } from '@pool/ui';

export const container = style({ width: '100%', maxWidth: '1280px', marginInline: 'auto', paddingInline: vars.space.lg });

export const page = style([container, { display: 'flex', flexDirection: 'column', gap: vars.space.xl, paddingBlock: vars.space.xl }]);

export const main = style({ flex: '1 0 auto', minHeight: '50vh', outline: 'none' });

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: vars.space.sm,
  background: vars.color.surface,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

globalStyle(`${page} p`, { maxWidth: '80ch' });

export const minimalHeader = style({ borderBottom: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const minimalHeaderInner = style([container, { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, minHeight: '64px' }]);

/** A bordered box of stacked content (the delivery estimate's blocks, the stock notification form). */
export const framedStack = style(framedColumn(vars.space.sm, vars.space.md));
