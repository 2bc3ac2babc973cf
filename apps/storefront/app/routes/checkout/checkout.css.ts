import { style } from '@vanilla-extract/css';
import { framedColumn, media, vars } from '@pool/ui';
import { container } from '../../components/layout.css';
import { stackedList } from '../../components/style-recipes';

export const checkoutPage = style([
  container,
  { display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xl, '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 380px', alignItems: 'start' } } },
]);
export const checkoutForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });
export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, border: 0, minWidth: 0 });
export const stepTitle = style({ margin: 0, padding: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const fieldRow = style({ display: 'grid', gap: vars.space.md, '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } } });
export const fieldRow3 = style({ display: 'grid', gap: vars.space.md, '@media': { [media.md]: { gridTemplateColumns: '2fr 1fr 1fr' } } });
export const methods = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const method = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space.sm,
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.surfaceMuted } },
});
export const methodEstimate = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const summaryBox = style({
  ...framedColumn(vars.space.md, vars.space.lg),
  '@media': { [media.lg]: { position: 'sticky', top: vars.space.lg } },
});
export const summaryLines = stackedList(vars.space.sm);
export const summaryLine = style({ display: 'grid', gridTemplateColumns: '48px 1fr auto', gap: vars.space.sm, alignItems: 'center', fontSize: vars.fontSize.sm });
export const summaryImage = style({ width: '48px', height: '48px', objectFit: 'contain', background: vars.color.surfaceMuted, borderRadius: vars.radius.sm });
export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 });
export const totalRow = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const formAlert = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: '#fdecea', color: vars.color.danger, fontWeight: vars.fontWeight.medium });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const confirmation = style([container, { display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.xl, maxWidth: '880px' }]);
export const addressBlock = style({ margin: 0, fontStyle: 'normal', lineHeight: 1.5 });
