import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({ textAlign: 'left', padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });

export const headers = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });

export const frame = style({ width: '100%', minHeight: '480px', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: '#fff' });

export const text = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const pager = style({ display: 'flex', gap: vars.space.md });
