import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const errorPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
});
export const suggestions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
