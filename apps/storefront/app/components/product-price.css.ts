import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const hidden = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.fontSize.sm });
export const hiddenMessage = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });
