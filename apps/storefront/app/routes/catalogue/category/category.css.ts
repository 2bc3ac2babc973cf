import { style } from '@vanilla-extract/css';
import { outlinedLink, vars } from '@pool/ui';

export const children = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const chip = style({
  ...outlinedLink(vars.radius.full),
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});
