import { globalStyle, style } from '@vanilla-extract/css';
import { media, outlinedLink, tapRow, vars } from '@pool/ui';
import { container } from '../../components/layout.css';
import { stackedList } from '../../components/style-recipes';

/* Login: split screen, the form column at most 548 px wide (spec site-shell.md 2.5). */
export const loginFrame = style({ display: 'grid', minHeight: '100vh', '@media': { [media.lg]: { gridTemplateColumns: '1fr 1fr' } } });
export const loginAside = style({ display: 'none', overflow: 'hidden', background: vars.color.brand, '@media': { [media.lg]: { display: 'block' } } });
globalStyle(`${loginAside} img`, { width: '100%', height: '100%', objectFit: 'cover' });
export const loginPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.xl });
export const loginContainer = style({ width: '100%', maxWidth: '548px', marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.xl });
export const backLink = style({
  ...tapRow(),
  ...outlinedLink(),
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
});

/* Checkout. */
export const checkoutHeader = style({ borderBottom: `1px solid ${vars.color.border}` });
export const checkoutHeaderInner = style([container, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, paddingBlock: vars.space.md }]);
export const checkoutTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const secureBadge = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.success, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const supportList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0, fontSize: vars.fontSize.sm });
export const hours = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/* Account: banner and sidebar. */
export const accountBanner = style({ background: vars.color.brandStrong, color: vars.color.onBrand });
export const accountBannerInner = style([container, { paddingBlock: vars.space.xl }]);
export const accountTitle = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const accountBody = style([
  container,
  { display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xl, '@media': { [media.md]: { gridTemplateColumns: '220px 1fr' } } },
]);
export const sidebarList = stackedList(vars.space.xxs);
export const sidebarLink = style({
  ...tapRow('44px', vars.space.md, 'flex'),
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&[aria-current="page"]': { background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.bold } },
});

/* Returns. */
export const returnsHeader = style([container, { display: 'flex', alignItems: 'center', gap: vars.space.md, paddingBlock: vars.space.lg }]);
