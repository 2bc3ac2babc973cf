import { style } from '@vanilla-extract/css';
import { media, vars } from '@pool/ui';
import { container } from './layout.css';

/*
 * Heights are fixed so the header never shifts the page: a 52 px banner; below 1024 px a 60 px
 * location row, then the 134 px logo + search block; from 1024 px a 96 px main bar and the category
 * bar. The header is `position: sticky` with a negative `top` equal to what scrolls away first
 * (52 px, or 112 px below 1024 px), so it pins after exactly that much scroll, with no JavaScript
 * and no layout shift (spec site-shell.md 2.7).
 */
export const BANNER_HEIGHT = 52;
export const LOCATION_ROW_HEIGHT = 60;

export const header = style({
  position: 'sticky',
  top: `-${BANNER_HEIGHT + LOCATION_ROW_HEIGHT}px`,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.lg]: { top: `-${BANNER_HEIGHT}px` } },
  selectors: { '&[data-sticky]': { boxShadow: vars.shadow.lg } },
});

export const topBanner = style({ background: vars.color.brandStrong, color: vars.color.onBrand, fontSize: vars.fontSize.sm });
export const topBannerInner = style([
  container,
  { display: 'flex', justifyContent: 'center', alignItems: 'center', gap: vars.space.md, height: `${BANNER_HEIGHT}px`, '@media': { [media.lg]: { justifyContent: 'space-between' } } },
]);
export const topBannerText = style({ margin: 0, fontWeight: vars.fontWeight.bold, textAlign: 'center' });

export const utilities = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const desktopOnly = style({ display: 'none', '@media': { [media.lg]: { display: 'flex' } } });
export const mobileOnly = style({ '@media': { [media.lg]: { display: 'none' } } });

export const locationRow = style([mobileOnly, { borderBottom: `1px solid ${vars.color.border}` }]);
export const locationRowInner = style([container, { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, height: `${LOCATION_ROW_HEIGHT}px` }]);

export const mainBar = style([
  container,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gridTemplateRows: '66px 68px',
    gridTemplateAreas: '"menu logo actions" "search search search"',
    alignItems: 'center',
    columnGap: vars.space.sm,
    height: '134px',
    '@media': {
      [media.lg]: {
        gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
        gridTemplateRows: '96px',
        gridTemplateAreas: '"logo location search actions"',
        columnGap: vars.space.xl,
        height: '96px',
      },
    },
  },
]);

export const menuButton = style([mobileOnly, { gridArea: 'menu' }]);
export const locationSlot = style([desktopOnly, { gridArea: 'location', maxWidth: '180px' }]);
export const searchSlot = style({ gridArea: 'search', minWidth: 0, display: 'flex', justifyContent: 'center' });

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
  minWidth: 0,
});

export const actions = style({ gridArea: 'actions', display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.xxs, '@media': { [media.sm]: { gap: vars.space.sm } } });

export const accountLabel = style({ display: 'none', '@media': { [media.sm]: { display: 'inline' } } });

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

export const inverseButton = style({ color: vars.color.onBrand, selectors: { '&:hover': { background: 'rgba(255,255,255,0.12)' } } });
