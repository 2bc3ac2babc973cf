import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const newsletterForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '480px' });
export const newsletterRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const newsletterStatus = style({ margin: 0, minHeight: '1.5em', color: vars.color.success, fontWeight: vars.fontWeight.bold });
// Lines the button up with the input under the field's label (14 px at 1.5 line height + 4 px gap).
export const newsletterSubmit = style({ paddingTop: '25px', flexShrink: 0 });
