import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

/** A filled 'Fits your {model}' badge (the slot stays an empty, invisible span otherwise). */
export const fitsBadge = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: '#e6f4ea',
  color: vars.color.success,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});
