import { style } from '@vanilla-extract/css';
import { raisedPanel, vars } from '@pool/ui';

export const root = style({ gridArea: 'search', position: 'relative', width: '100%', maxWidth: '640px', justifySelf: 'center' });
export const form = style({ display: 'flex', width: '100%' });
export const field = style({ display: 'flex', flex: '1 1 auto', minWidth: 0 });
export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: 'min(70vh, 640px)',
  overflowY: 'auto',
  padding: vars.space.md,
  ...raisedPanel(),
});
export const panelTop = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.sm });
export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const close = style({
  flex: 'none',
  minWidth: '32px',
  minHeight: '32px',
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
});
export const menu = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, outline: 'none' });
export const sectionHeader = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted, outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
  },
});
export const thumb = style({ width: '40px', height: '40px', objectFit: 'contain', flex: 'none' });
export const productText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, fontSize: vars.fontSize.sm });
export const productTitle = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const viewAll = style([item, { fontWeight: vars.fontWeight.bold, color: vars.color.brand }]);
