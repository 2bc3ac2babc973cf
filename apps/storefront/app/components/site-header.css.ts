import { style } from '@vanilla-extract/css';
import { media, vars } from '@pool/ui';
import { container } from './layout.css';

export const header = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });

export const topBanner = style({ background: vars.color.brandStrong, color: vars.color.onBrand, fontSize: vars.fontSize.sm });
export const topBannerInner = style([
  container,
  { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, minHeight: '32px', flexWrap: 'wrap' },
]);
export const topBannerText = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const mainBar = style([
  container,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"logo actions" "search search"',
    alignItems: 'center',
    gap: vars.space.md,
    paddingBlock: vars.space.md,
    '@media': {
      [media.lg]: { gridTemplateColumns: 'auto 1fr auto', gridTemplateAreas: '"logo search actions"', minHeight: '96px' },
    },
  },
]);

export const logo = style({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.lg,
  '@media': { [media.sm]: { fontSize: vars.fontSize.xl } },
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const search = style({ gridArea: 'search', display: 'flex', width: '100%', maxWidth: '640px', justifySelf: 'center' });
export const searchInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  border: `1px solid ${vars.color.border}`,
  borderRight: 0,
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  color: vars.color.text,
});
export const searchButton = style({
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});

export const actions = style({ gridArea: 'actions', display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.xs, '@media': { [media.sm]: { gap: vars.space.md } } });

export const cartCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '22px',
  height: '22px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const categoryBar = style({
  display: 'none',
  background: vars.color.brand,
  '@media': { [media.lg]: { display: 'block' } },
});
export const categoryList = style([
  container,
  { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: '0 auto', paddingBlock: vars.space.xs },
]);
export const categoryLink = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover, &[aria-current="page"]': { background: vars.color.brandStrong } },
});
