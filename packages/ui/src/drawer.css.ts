import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { barRow } from './style-shapes';
import { vars } from './tokens.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // react-aria sets --visual-viewport-height so the panel fits above on-screen keyboards.
  height: 'var(--visual-viewport-height, 100vh)',
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fade} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fade} ease-in reverse` },
  },
});

export const panel = recipe({
  base: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: 'min(420px, 100vw)',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface,
    boxShadow: vars.shadow.lg,
    zIndex: vars.zIndex.drawer,
    outline: 'none',
  },
  variants: {
    placement: {
      right: {
        right: 0,
        selectors: {
          '&[data-entering]': { animation: `${slideFromRight} ${vars.duration.slide} ease-out` },
          '&[data-exiting]': { animation: `${slideFromRight} ${vars.duration.slide} ease-in reverse` },
        },
      },
      left: {
        left: 0,
        selectors: {
          '&[data-entering]': { animation: `${slideFromLeft} ${vars.duration.slide} ease-out` },
          '&[data-exiting]': { animation: `${slideFromLeft} ${vars.duration.slide} ease-in reverse` },
        },
      },
    },
  },
  defaultVariants: { placement: 'right' },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', height: '100%', outline: 'none', minHeight: 0 });

export const header = style({ ...barRow(`${vars.space.md} ${vars.space.lg}`), justifyContent: 'space-between', borderBottom: `1px solid ${vars.color.border}` });

export const body = style({ flex: '1 1 auto', overflowY: 'auto', padding: vars.space.lg, minHeight: 0 });

export const footer = style({ borderTop: `1px solid ${vars.color.border}`, padding: vars.space.lg });
