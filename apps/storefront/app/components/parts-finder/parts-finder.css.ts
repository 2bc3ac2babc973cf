import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';
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
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '320px',
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.toast,
});
export const listbox = style({ outline: 'none', padding: vars.space.xs });
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
