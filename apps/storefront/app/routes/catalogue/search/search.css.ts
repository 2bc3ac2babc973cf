import { style } from '@vanilla-extract/css';
import { outlinedLink, vars } from '@pool/ui';

export const diagrams = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const diagramList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const diagramLink = style({
  ...outlinedLink(),
  display: 'inline-flex',
  flexDirection: 'column',
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const diagramMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const popular = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const empty = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
