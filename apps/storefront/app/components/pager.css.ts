import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const pagerClass = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
