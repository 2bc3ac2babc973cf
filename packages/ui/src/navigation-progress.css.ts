import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './tokens.css';

// Fast at first, then slower and slower: about 5 s to reach 90 % (spec: the bar runs about 5 s).
const creep = keyframes({
  '0%': { transform: 'scaleX(0)' },
  '10%': { transform: 'scaleX(0.35)' },
  '40%': { transform: 'scaleX(0.7)' },
  '100%': { transform: 'scaleX(0.9)' },
});
const finish = keyframes({ '0%': { opacity: 1, transform: 'scaleX(1)' }, '100%': { opacity: 0, transform: 'scaleX(1)' } });

export const navigationProgress = recipe({
  base: {
    position: 'fixed',
    insetInline: 0,
    top: 0,
    height: '3px',
    zIndex: vars.zIndex.toast,
    transformOrigin: 'left center',
    pointerEvents: 'none',
    background: vars.color.accent,
  },
  variants: {
    state: {
      idle: { opacity: 0, transform: 'scaleX(0)' },
      loading: { animation: `${creep} 5s cubic-bezier(0.1, 0.6, 0.3, 1) forwards` },
      done: { animation: `${finish} 0.4s ease-out forwards` },
      failed: { background: vars.color.danger, transform: 'scaleX(1)' },
    },
  },
  defaultVariants: { state: 'idle' },
});
