import { style } from '@vanilla-extract/css';
import { media, vars } from '@pool/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const gallery = style({ background: vars.color.surfaceMuted, borderRadius: vars.radius.lg, padding: vars.space.lg });
export const image = style({ width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain' });
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const brand = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const ids = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const idRow = style({ display: 'flex', gap: vars.space.xs });
export const idTerm = style({ fontWeight: vars.fontWeight.bold });
export const idValue = style({ margin: 0 });
export const description = style({ maxWidth: '75ch', whiteSpace: 'pre-line' });
export const attributes = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
