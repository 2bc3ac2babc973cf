import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const error = style({ flexBasis: '100%', margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
