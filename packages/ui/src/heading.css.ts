import { recipe } from '@vanilla-extract/recipes';
import { variantsOf } from './style-shapes';
import { vars } from './tokens.css';

export const heading = recipe({
  base: { margin: 0, lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.bold, color: vars.color.text },
  variants: {
    size: variantsOf('fontSize', { sm: vars.fontSize.md, md: vars.fontSize.lg, lg: vars.fontSize.xl, xl: vars.fontSize.xxl, xxl: vars.fontSize.xxxl }),
  },
  defaultVariants: { size: 'lg' },
});
