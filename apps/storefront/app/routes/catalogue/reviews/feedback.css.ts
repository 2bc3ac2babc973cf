import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '640px' });
export const textareaLabel = style({ fontWeight: 600 });
export const textarea = style({ font: 'inherit', padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: '4px', width: '100%' });
export const fieldError = style({ margin: 0, color: vars.color.danger });
