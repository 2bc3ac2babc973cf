import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const formError = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: '#fdecea', color: vars.color.danger, fontWeight: vars.fontWeight.medium });
export const formLinks = style({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.md });
