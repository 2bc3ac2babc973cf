import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, fontSize: vars.fontSize.sm });
globalStyle(`${list} li + li::before`, { content: '"/"', marginRight: vars.space.xs, color: vars.color.textMuted });
