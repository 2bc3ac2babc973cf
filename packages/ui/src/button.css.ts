import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './tokens.css';

const ENABLED = '&:not(:disabled):not([aria-disabled])';

/** A variant's colours: its `background` and text `color`, and the `pressed` background it takes while pressed or hovered (hover only where a pointer hovers). */
function variantColours(background: string, color: string, pressed: string) {
  return {
    background,
    color,
    selectors: { [`${ENABLED}:active`]: { background: pressed } },
    '@media': { '(hover: hover)': { selectors: { [`${ENABLED}:hover`]: { background: pressed } } } },
  };
}

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.duration.fade}, border-color ${vars.duration.fade}`,
    selectors: {
      // Native states: every button is a plain <button> (hover only where a pointer hovers, so a tap
      // does not leave a phone's button highlighted).
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: variantColours(vars.color.brand, vars.color.onBrand, vars.color.brandStrong),
      secondary: { ...variantColours(vars.color.surface, vars.color.brand, vars.color.surfaceMuted), borderColor: vars.color.brand },
      ghost: variantColours('transparent', vars.color.text, vars.color.surfaceMuted),
    },
    size: {
      sm: { minHeight: '32px', padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '44px', padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { minHeight: '52px', padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
  },
  variants: {
    size: { sm: { width: '14px', height: '14px' }, md: { width: '20px', height: '20px' }, lg: { width: '32px', height: '32px', borderWidth: '3px' } },
  },
  defaultVariants: { size: 'md' },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
