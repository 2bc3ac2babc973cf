import { style } from '@vanilla-extract/css';
import { media, vars } from '@pool/ui';
import { stackedList } from '../../../components/style-recipes';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const mainImage = style({ background: vars.color.surfaceMuted, borderRadius: vars.radius.lg, padding: vars.space.lg });
export const image = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain' });
export const thumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const thumb = style({
  width: '64px',
  height: '64px',
  padding: vars.space.xxs,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand } },
});
export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'contain' });
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const brand = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const ids = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const idRow = style({ display: 'flex', gap: vars.space.xs });
export const idTerm = style({ fontWeight: vars.fontWeight.bold });
export const idValue = style({ margin: 0 });
export const reviews = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const points = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.brandStrong, fontWeight: vars.fontWeight.medium });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm, width: '100%', maxWidth: '360px' });
export const cell = style({ textAlign: 'left', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });
export const description = style({ maxWidth: '75ch', whiteSpace: 'pre-line', margin: 0 });
export const specs = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
export const specTerm = style({ fontWeight: vars.fontWeight.bold });
export const specValue = style({ margin: 0 });
export const linkList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const warranty = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const warrantyList = stackedList(vars.space.xxs);
