import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@pool/ui';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0 });

export const legend = style({ fontWeight: vars.fontWeight.medium, paddingInline: vars.space.xs });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'top' });

export const status = styleVariants({
  low: { color: vars.color.danger, fontWeight: vars.fontWeight.medium },
  ok: { color: vars.color.success, fontWeight: vars.fontWeight.medium },
  high: { color: vars.color.danger, fontWeight: vars.fontWeight.medium },
});

export const steps = style({ listStyle: 'decimal', margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const inlineForm = style({ display: 'inline-flex', gap: vars.space.sm, alignItems: 'center' });

export const message = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const errorText = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

/** The kept strip photo beside its proposed readings. */
export const stripPhoto = style({ maxWidth: '20rem', width: '100%', height: 'auto', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });

export const swatch = style({ display: 'inline-block', width: '1em', height: '1em', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, verticalAlign: 'middle', marginInlineEnd: vars.space.xs });
