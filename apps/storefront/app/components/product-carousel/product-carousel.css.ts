import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@pool/ui';
import { CAROUSEL_SETTINGS, slideWidthStyle } from './carousel-settings';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
/** As tall as the arrows whether or not they show, so they never move the row. */
export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, minHeight: '44px' });
export const controls = style({ display: 'flex', gap: vars.space.xs, selectors: { '&[data-idle]': { visibility: 'hidden' } } });
/**
 * Before Embla runs (without JavaScript, or until its chunk is here) the row scrolls natively with snap
 * points; the scroll bar is hidden so the row is as tall then as after. Embla then moves the track.
 */
export const viewport = style({
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' }, '&[data-embla]': { overflow: 'hidden', scrollSnapType: 'none' } },
});
export const track = style({ display: 'flex', listStyle: 'none', margin: 0, padding: 0, touchAction: 'pan-y pinch-zoom' });
const slideBase = style({ flexShrink: 0, flexGrow: 0, minWidth: 0, paddingInline: vars.space.xs, scrollSnapAlign: 'start' });
/** Slides shown, by carousel and width (carousel-settings.ts). */
export const slide = styleVariants(CAROUSEL_SETTINGS, (settings) => [slideBase, slideWidthStyle(settings)]);
export const arrow = style({
  minWidth: '44px',
  minHeight: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'default' } },
});
