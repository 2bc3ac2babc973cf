import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';
import { container } from '../../../components/layout.css';

export const returnsPage = style([container, { display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.xl, maxWidth: '880px' }]);
/* `hidden` must win over the display below: the steps not showing stay in the form, hidden. */
const hideable = { selectors: { '&[hidden]': { display: 'none' } } } as const;

export const stepSection = style({ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0, ...hideable });
export const stepLegend = style({ padding: 0, marginBottom: vars.space.sm });
export const lineCard = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  ...hideable,
});
export const lineHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const thumb = style({ width: '64px', height: '64px', objectFit: 'contain', flex: '0 0 auto' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const checkRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minHeight: '44px' });
export const fieldRow = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' });
export const textArea = style({
  width: '100%', minHeight: '88px', padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, font: 'inherit',
});
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({ textAlign: 'left', padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
export const label = style({ display: 'block', maxWidth: '100%', width: '400px', height: 'auto', border: `1px solid ${vars.color.border}` });
export const plainButton = style({
  minHeight: '44px', padding: `0 ${vars.space.md}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: 'transparent',
  color: vars.color.text, font: 'inherit', cursor: 'pointer',
});
