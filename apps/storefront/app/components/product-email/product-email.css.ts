import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const mailLinks = style({ display: 'flex', gap: vars.space.md, margin: 0 });

export const mailLink = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
