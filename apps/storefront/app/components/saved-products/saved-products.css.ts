import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

/** The Save button of product pages and cards: a quiet text button. */
export const saveButton = style({
  background: 'none', border: 'none', padding: 0, color: vars.color.brand, textDecoration: 'underline', cursor: 'pointer', font: 'inherit',
});
export const savedItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
/** The Move form of a saved product: a label, the pool select and the button, wrapping on narrow cards. */
export const moveForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const poolSelect = style({ padding: vars.space.xxs, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, font: 'inherit', maxWidth: '100%' });
