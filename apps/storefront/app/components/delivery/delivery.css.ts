import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';
import { framedStack } from '../layout.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '36rem' });
export const zipRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const zipField = style({ flex: 1, minWidth: 0 });
export const block = style([framedStack, { background: vars.color.surface }]);
export const blockTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const text = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
export const muted = style([text, { color: vars.color.textMuted }]);
export const countdown = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.bold, color: vars.color.success });
export const error = style([text, { color: vars.color.danger }]);
export const success = style([text, { color: vars.color.success, fontWeight: vars.fontWeight.bold }]);
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });
export const disabledBlock = style([block, { opacity: 0.6, background: vars.color.surfaceMuted }]);
export const availability = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.sm });
export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
