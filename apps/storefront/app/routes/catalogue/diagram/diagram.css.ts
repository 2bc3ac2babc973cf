import { style } from '@vanilla-extract/css';
import { media, vars } from '@pool/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' } },
});
export const meta = style({ margin: 0, color: vars.color.textMuted });
export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, '@media': { [media.lg]: { position: 'sticky', top: vars.space.md } } });
export const drawing = style({ display: 'block', width: '100%', height: 'auto', background: vars.color.surfaceMuted, borderRadius: vars.radius.md });
export const callouts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const callout = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '40px',
  minHeight: '40px',
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-current="true"], &:target': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const th = style({ textAlign: 'left', padding: vars.space.sm, borderBottom: `2px solid ${vars.color.border}`, whiteSpace: 'nowrap' });
export const row = style({
  scrollMarginTop: '120px',
  selectors: {
    '&[data-active="true"], &:target': { background: 'color-mix(in srgb, currentColor 8%, transparent)', outline: `2px solid ${vars.color.brand}`, outlineOffset: '-2px' },
  },
});
export const td = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' });
export const number = style([callout, { minWidth: '32px', minHeight: '32px' }]);
export const mpn = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', whiteSpace: 'nowrap' });
