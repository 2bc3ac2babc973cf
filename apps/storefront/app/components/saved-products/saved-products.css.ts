import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

/** The Save button of product pages and cards: a quiet text button. */
export const saveButton = style({
  background: 'none', border: 'none', padding: 0, color: vars.color.brand, textDecoration: 'underline', cursor: 'pointer', font: 'inherit',
});
export const savedItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
