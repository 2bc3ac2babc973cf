import { globalStyle, style } from '@vanilla-extract/css';
import { gridRow, vars } from '@pool/ui';
import { stackedList } from './style-recipes';

export const lines = stackedList(vars.space.lg);

export const line = style({
  ...gridRow('64px 1fr auto', vars.space.md, 'start'),
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  transition: `opacity ${vars.duration.fade}`,
  selectors: { '&[data-busy]': { opacity: 0.5, pointerEvents: 'none' } },
});

export const lineImage = style({ width: '64px', height: '64px', objectFit: 'contain', background: vars.color.surfaceMuted, borderRadius: vars.radius.sm });
export const lineBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const lineTitle = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const lineMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const lineTotal = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });
export const quantity = style({ minWidth: '2.5ch', textAlign: 'center', fontWeight: vars.fontWeight.bold });
export const inlineForm = style({ display: 'inline' });

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const subtotal = style({ display: 'flex', justifyContent: 'space-between', fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 });
export const shipping = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });
export const shippingFree = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.success });
export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
export const empty = style({ margin: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const alert = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: '#fdecea', color: vars.color.danger });

export const couponForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const couponInput = style({ display: 'flex', gap: vars.space.xs });
globalStyle(`${couponInput} input`, { flex: 1, minWidth: 0, padding: `${vars.space.xs} ${vars.space.sm}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, font: 'inherit' });
export const couponList = stackedList(vars.space.xs);
export const couponRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '&[data-busy]': { opacity: 0.5, pointerEvents: 'none' } },
});
export const couponBanner = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${couponBanner} p`, { margin: 0 });
export const totalRow = style({ display: 'flex', justifyContent: 'space-between', margin: 0, fontSize: vars.fontSize.sm });
export const related = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const relatedList = stackedList(vars.space.sm);
export const relatedItem = style({ display: 'grid', gridTemplateColumns: '48px 1fr auto', gap: vars.space.sm, alignItems: 'center', fontSize: vars.fontSize.sm });
export const quantityForm = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
globalStyle(`${quantityForm} input`, { width: '5ch', textAlign: 'center' });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
// The summary's rows span the summary, whatever the page's reading width for paragraphs.
globalStyle(`${summary} p[class]`, { maxWidth: 'none' });
