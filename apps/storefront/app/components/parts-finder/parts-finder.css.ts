import { style } from '@vanilla-extract/css';
import { raisedPanel, vars } from '@pool/ui';
import { searchInput } from '../search/search-box.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const combo = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, selectors: { '&[data-disabled]': { opacity: 0.55 } } });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const control = style({ display: 'flex' });
/** The search box's input, on a surface, with a focus ring. */
export const input = style([searchInput, {
  background: vars.color.surface,
  selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-1px' } },
}]);
export const toggle = style({
  minWidth: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});
/** The picker's button (below 768 px, no search box): looks like the search box, opens the list. */
export const picker = style([searchInput, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  borderRight: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-1px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
}]);
export const pickerValue = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
/** The popover's own height is set by react-aria to the room on screen; the list inside sets the size. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  overflowY: 'auto',
  ...raisedPanel(),
  zIndex: vars.zIndex.toast,
});
/**
 * The list, compact below 12 items and taller above (`data-size` from `dropdownSize`,
 * components/dropdown-rules.ts): about 7 and 12 rows of 32 px.
 */
export const listbox = style({
  outline: 'none',
  padding: vars.space.xs,
  overflowY: 'auto',
  selectors: {
    '&[data-size="compact"]': { maxHeight: '240px' },
    '&[data-size="tall"]': { maxHeight: '400px' },
  },
});
export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
  },
});
export const empty = style({ padding: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const recent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const recentMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
