import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const table = style({ borderCollapse: 'collapse', width: '100%' });
export const cell = style({ textAlign: 'left', padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
export const rewardCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });
export const rewardImage = style({ width: 120, height: 120, objectFit: 'contain' });
export const balance = style({ fontSize: '1.25rem', fontWeight: 700, margin: 0 });
export const notice = style({ margin: 0, color: vars.color.success });
export const failure = style({ margin: 0, color: vars.color.danger });
