import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md });
export const count = style({ margin: 0, color: vars.color.textMuted });
export const sortForm = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const select = style({ minHeight: '44px', padding: `0 ${vars.space.sm}`, fontFamily: 'inherit', fontSize: vars.fontSize.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
export const children = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const chip = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});
export const pager = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand } },
});
