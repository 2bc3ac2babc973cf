import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });
export const card = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: '10rem' });
export const input = style({ padding: vars.space.xs, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, font: 'inherit' });
export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const alert = style({ color: vars.color.danger, margin: 0 });
export const tabs = style({ display: 'flex', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({ display: 'inline-block', paddingBlock: vars.space.xs, selectors: { '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold, borderBottom: `2px solid ${vars.color.brand}` } } });
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm });
export const cell = style({ borderBottom: `1px solid ${vars.color.border}`, padding: vars.space.xs, textAlign: 'left' });
export const photos = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0 });
export const chart = style({ width: '100%', maxWidth: '36rem', height: 'auto' });
export const status = style({ fontWeight: vars.fontWeight.bold, selectors: { '&[data-status="low"], &[data-status="high"]': { color: vars.color.danger }, '&[data-status="ok"]': { color: vars.color.success } } });
