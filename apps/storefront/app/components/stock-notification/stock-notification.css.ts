import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const boxTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const success = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.medium });
