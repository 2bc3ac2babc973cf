import { style } from '@vanilla-extract/css';
import { media, vars } from '@pool/ui';

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  '@media': { [media.md]: { gridTemplateColumns: '1fr auto' } },
});
export const heroBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const heroTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, '@media': { [media.md]: { fontSize: vars.fontSize.xxxl } } });
export const heroText = style({ margin: 0, maxWidth: '60ch' });
export const heroImage = style({ width: '200px', height: '200px', objectFit: 'contain', display: 'none', '@media': { [media.md]: { display: 'block' } } });
export const heroCta = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.onBrand}`, outlineOffset: '2px' } },
});
export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});
export const tileImage = style({ width: '96px', height: '96px', objectFit: 'contain' });
export const linkList = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.xl}`, listStyle: 'none', margin: 0, padding: 0 });
export const prose = style({ margin: 0, maxWidth: '75ch' });
/** The staff preview's note above a draft (routes/content/preview.tsx). */
export const previewNote = style({
  margin: `${vars.space.lg} auto 0`,
  maxWidth: '1280px',
  padding: vars.space.md,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.warning,
  fontWeight: vars.fontWeight.bold,
});
