import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const feedbackList = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
