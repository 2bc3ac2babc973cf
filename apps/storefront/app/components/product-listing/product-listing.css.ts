import { style } from '@vanilla-extract/css';
import { media, outlinedLink, tapRow, vars } from '@pool/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: '240px minmax(0, 1fr)' } },
});
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md });
export const count = style({ margin: 0, color: vars.color.textMuted });
export const sortForm = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const select = style({
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const facets = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, fontSize: vars.fontSize.sm });
export const facet = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBlock: vars.space.sm });
export const facetSummary = style({ cursor: 'pointer', fontWeight: vars.fontWeight.bold, minHeight: '32px', display: 'flex', alignItems: 'center' });
/** A facet's values: compact up to 12 (all in view), taller and scrolling above (`data-size`, components/dropdown-rules.ts). */
export const facetList = style({
  listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, overflowY: 'auto',
  selectors: { '&[data-size="tall"]': { maxHeight: '400px' } },
});
export const facetSearch = style({
  width: '100%', minHeight: '32px', marginBlock: vars.space.xs, paddingInline: vars.space.sm, font: 'inherit',
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm,
});
export const facetNoMatch = style({ margin: 0, color: vars.color.textMuted });
/** The check box of a facet row, drawn as the row's `::before` (one element a row fewer on every listing). */
const checkBox = {
  content: '""',
  display: 'inline-block',
  width: '14px',
  height: '14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '3px',
  flex: 'none',
} as const;
export const facetLink = style({
  display: 'flex',
  gap: vars.space.xs,
  minHeight: '32px',
  alignItems: 'center',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::before': checkBox,
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': { fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong },
    '&[aria-current="true"]::before': { background: vars.color.brand, borderColor: vars.color.brand },
  },
});
export const facetDisabled = style([facetLink, { color: vars.color.textMuted, cursor: 'default', selectors: { '&:hover': { background: 'none' } } }]);
export const facetCount = style({ color: vars.color.textMuted, marginInlineStart: 'auto', paddingInlineStart: vars.space.sm });

export const applied = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const chip = style({
  ...tapRow('32px'),
  ...outlinedLink(vars.radius.full),
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});

export const pager = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const pageLink = style({
  ...tapRow('44px', vars.space.sm),
  ...outlinedLink(vars.radius.md, vars.color.brand),
  justifyContent: 'center',
  minWidth: '44px',
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand } },
});
