import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const tokenGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: vars.space.md, listStyle: 'none', margin: `${vars.space.md} 0`, padding: 0 });
export const swatch = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const swatchChip = style({ display: 'block', width: '100%', height: '40px', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });
export const tokenName = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const demoRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, margin: `${vars.space.md} 0` });
// The bar is fixed to the window top in the app; here each state is shown in place.
export const progressDemo = style({ position: 'relative', width: '200px', height: '24px', overflow: 'hidden', border: `1px solid ${vars.color.border}`, transform: 'translateZ(0)' });
globalStyle(`${progressDemo} code`, { position: 'absolute', bottom: 0, left: vars.space.xs, fontSize: vars.fontSize.xs });
