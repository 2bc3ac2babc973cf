import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md });
export const controls = style({ display: 'flex', gap: vars.space.xs });
export const loading = style({ margin: 0, color: vars.color.textMuted });
export const viewport = style({ overflow: 'hidden' });
/** Without JavaScript (or before the carousel loads) the track scrolls natively with snap points. */
export const track = style({
  display: 'flex',
  gap: 0,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  touchAction: 'pan-y pinch-zoom',
});
export const trackNative = style({ overflowX: 'auto', scrollSnapType: 'x mandatory' });
// Slides shown (spec shopping.md: 4 at 1366 px, 2 at 992 px, 1 at 560 px; 4 above).
export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  paddingInline: vars.space.xs,
  scrollSnapAlign: 'start',
  '@media': {
    'screen and (min-width: 561px)': { flexBasis: '50%' },
    'screen and (min-width: 993px)': { flexBasis: '25%' },
  },
});
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
