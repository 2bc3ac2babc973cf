import { style } from '@vanilla-extract/css';
import { media, tapRow, vars } from '@pool/ui';
import { container } from '../layout.css';
import { stackedList } from '../style-recipes';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

/* Header controls ----------------------------------------------------------------------------- */

export const panelButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  minWidth: '44px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': focusRing },
});

export const delivery = style({ display: 'flex', flexDirection: 'column', margin: 0, lineHeight: vars.lineHeight.tight, minWidth: 0 });
export const deliveryLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const deliveryLocation = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const deliveryOpen = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });
/** The deliver-to control is a button: left-aligned text, no larger than the label it replaces. */
export const deliveryButton = style({ textAlign: 'left', minWidth: 0, maxWidth: '100%', paddingLeft: 0 });

/* Desktop category bar ------------------------------------------------------------------------- */

export const categoryBar = style({
  display: 'none',
  background: vars.color.brand,
  '@media': { [media.lg]: { display: 'block' } },
});
export const categoryBarInner = style([container, { position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, minHeight: '44px' }]);
export const categoryList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });
export const categoryItem = style({});
export const categoryLink = style({
  ...tapRow(),
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    [`${categoryItem}[data-open] > &, &:hover, &[aria-current="page"]`]: { background: vars.color.brandStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.onBrand}`, outlineOffset: '-4px' },
  },
});
export const submenu = style({
  position: 'absolute',
  top: '100%',
  insetInline: vars.space.lg,
  zIndex: vars.zIndex.header,
  display: 'flex',
  gap: vars.space.xxl,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: 0,
  boxShadow: vars.shadow.lg,
});
export const submenuColumn = style({ listStyle: 'none', margin: 0, padding: 0, minWidth: '180px', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const submenuLink = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} 0`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' }, '&:focus-visible': focusRing },
});
export const partsFinderButton = style({
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.onBrand}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.brandStrong }, '&:focus-visible': { outline: `2px solid ${vars.color.onBrand}`, outlineOffset: '2px' } },
});

/* Drawers ---------------------------------------------------------------------------------------- */

export const drawerSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingBlock: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const drawerList = stackedList();
export const drawerSubList = style({ listStyle: 'none', margin: 0, padding: `0 0 0 ${vars.space.lg}`, display: 'flex', flexDirection: 'column' });
export const drawerLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' }, '&:focus-visible': focusRing },
});
export const drawerText = style({ margin: `${vars.space.xs} 0`, color: vars.color.text });
export const drawerActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.lg });

export const mobileMenuList = stackedList();
const menuRow = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '48px',
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
} as const;
export const mobileMenuItem = style({ ...menuRow, selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': focusRing } });
export const mobileMenuShopAll = style({ ...menuRow, fontWeight: vars.fontWeight.bold, color: vars.color.brand, selectors: { '&:focus-visible': focusRing } });
export const mobileMenuBack = style({ ...menuRow, justifyContent: 'flex-start', gap: vars.space.sm, fontWeight: vars.fontWeight.bold, selectors: { '&:focus-visible': focusRing } });
