import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const loading = style({ margin: 0, color: vars.color.textMuted });
