import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

/** Subscribe form of the product page. */
export const subscribe = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const periods = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, border: 0, margin: 0, padding: 0 });
export const legend = style({ fontWeight: vars.fontWeight.medium, marginBottom: vars.space.xs, padding: 0 });
export const period = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, cursor: 'pointer' });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

/** A protection-plan offer with its add button. */
export const offer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

/** A plan line under its product line in the cart. */
export const planLine = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.sm,
  alignItems: 'center',
  marginTop: `calc(-1 * ${vars.space.sm})`,
  marginLeft: '76px',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  transition: `opacity ${vars.duration.fade}`,
  selectors: { '&[data-busy]': { opacity: 0.5, pointerEvents: 'none' } },
});
export const planBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const kindTag = style({
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

/** A kit's items under its line in the cart. */
export const bundleList = style({ margin: 0, paddingLeft: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
