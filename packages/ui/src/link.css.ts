import { recipe } from '@vanilla-extract/recipes';
import { vars } from './tokens.css';

export const link = recipe({
  base: {
    cursor: 'pointer',
    textUnderlineOffset: '2px',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
    '@media': { '(hover: hover)': { selectors: { '&:hover': { textDecoration: 'underline' } } } },
  },
  variants: {
    variant: {
      default: { color: vars.color.brand, textDecoration: 'underline' },
      subtle: { color: 'inherit', textDecoration: 'none' },
      inverse: { color: vars.color.onBrand, textDecoration: 'none' },
      button: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '44px',
        padding: `${vars.space.sm} ${vars.space.lg}`,
        borderRadius: vars.radius.md,
        border: `1px solid ${vars.color.brand}`,
        color: vars.color.brand,
        fontWeight: vars.fontWeight.bold,
        textDecoration: 'none',
        '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.surfaceMuted, textDecoration: 'none' } } } },
      },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: 'inherit' },
    },
  },
  defaultVariants: { variant: 'default', size: 'md' },
});
