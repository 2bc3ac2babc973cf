import { recipe } from '@vanilla-extract/recipes';
import { vars } from './tokens.css';

export const heading = recipe({
  base: { margin: 0, lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.bold, color: vars.color.text },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.md },
      md: { fontSize: vars.fontSize.lg },
      lg: { fontSize: vars.fontSize.xl },
      xl: { fontSize: vars.fontSize.xxl },
      xxl: { fontSize: vars.fontSize.xxxl },
    },
  },
  defaultVariants: { size: 'lg' },
});
