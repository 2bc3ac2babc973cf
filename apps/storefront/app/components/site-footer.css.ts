import { style } from '@vanilla-extract/css';
import { media, vars } from '@pool/ui';
import { container } from './layout.css';

export const footer = style({ marginTop: vars.space.xxxl, background: vars.color.surfaceMuted, borderTop: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.sm });
export const inner = style([
  container,
  {
    display: 'grid',
    gap: vars.space.xl,
    paddingBlock: vars.space.xxl,
    gridTemplateColumns: '1fr',
    '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr 1fr' } },
  },
]);
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const legal = style([container, { paddingBlock: vars.space.lg, color: vars.color.textMuted, borderTop: `1px solid ${vars.color.border}` }]);
export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });
