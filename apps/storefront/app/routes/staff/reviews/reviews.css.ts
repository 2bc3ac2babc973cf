import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const queue = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0 });
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.border}` });
export const decisions = style({ display: 'flex', gap: vars.space.sm });
export const notice = style({ margin: 0, color: vars.color.success });
export const failure = style({ margin: 0, color: vars.color.danger });
