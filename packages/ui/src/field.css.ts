import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './tokens.css';

export const field = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

/** An input's box: the field's font and colours, a `borderColor` border, and its focused, invalid and disabled states. */
function inputBox(borderColor: string) {
  return {
    fontFamily: 'inherit',
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${borderColor}`,
    borderRadius: vars.radius.md,
    selectors: {
      '&:focus': { borderColor: vars.color.focus, outline: `2px solid ${vars.color.focus}`, outlineOffset: '-1px' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:disabled': { opacity: 0.55 },
    },
  };
}

export const input = recipe({
  base: inputBox(vars.color.border),
  variants: {
    size: {
      sm: { width: '56px', minHeight: '32px', padding: `0 ${vars.space.xs}`, fontSize: vars.fontSize.sm, textAlign: 'center' },
      md: { width: '72px', minHeight: '44px', padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.md, textAlign: 'center' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const textField = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 },
  variants: { fullWidth: { true: { width: '100%' }, false: {} } },
  defaultVariants: { fullWidth: false },
});

export const textInput = style({ ...inputBox(vars.color.textMuted), minHeight: '44px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.md });

export const fieldHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const fieldError = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.danger });

/** A text input's look for several lines, which the shopper may make taller. */
export const textArea = style([textInput, { minHeight: '96px', padding: vars.space.sm, resize: 'vertical' }]);
