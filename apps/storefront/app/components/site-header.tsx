import { accountDrawerTitle } from '@pool/account-domain';
import { FREE_SHIPPING_THRESHOLD } from '@pool/cart-domain';
import { Link } from '@pool/ui';
import { useLocation } from '@remix-run/react';
import { usePageChange } from '../routing/page-change';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { AppLink } from '../routing/app-link';
import { accountDrawerOpenAtom, cartDrawerOpenAtom, helpDrawerOpenAtom, locationDrawerOpenAtom, mobileMenuOpenAtom, partsFinderOpenAtom } from '../state/drawers.atoms';
import { cartCountAtom, viewerAtom } from '../state/session.atoms';
import { stickyHeaderAtom } from '../state/shell.atoms';
import { CartButton } from './cart-button';
import { SearchBox } from './search/search-box';
import { drawerViewer } from './shell/viewer';
import { CategoryBar } from './shell/category-bar';
import type { ShellPageView } from './shell/menu-tree';
import { DeliveryLocation } from './shell/delivery-location';
import { lazyWithReload } from './shell/chunk-reload';
import { PanelButton } from './shell/panel-button';
import {
  accountLabel,
  actions,
  desktopOnly,
  header,
  inverseButton,
  locationRow,
  locationRowInner,
  locationSlot,
  logo,
  mainBar,
  menuButton,
  searchSlot,
  topBanner,
  topBannerInner,
  topBannerText,
  utilities,
  BANNER_HEIGHT,
  LOCATION_ROW_HEIGHT,
} from './site-header.css';

// Panels load on first use, not with the page (react-aria's modal machinery and their contents).
const loadMiniCart = () => import('./mini-cart');
const loadHelp = () => import('./shell/help-drawer');
const loadAccount = () => import('./shell/account-drawer');
const loadMobileMenu = () => import('./shell/mobile-menu');
const loadPartsFinder = () => import('./shell/parts-finder-drawer');
const loadDelivery = () => import('./shell/delivery-drawer');
const MiniCart = lazyWithReload(loadMiniCart);
const HelpDrawer = lazyWithReload(loadHelp);
const AccountDrawer = lazyWithReload(loadAccount);
const MobileMenu = lazyWithReload(loadMobileMenu);
const PartsFinderDrawer = lazyWithReload(loadPartsFinder);
const DeliveryDrawer = lazyWithReload(loadDelivery);

/** Where the header pins: the scroll offset past which it is sticky (spec site-shell.md 2.7). */
export function stickyOffset(viewportWidth: number): number {
  return viewportWidth <= 1024 ? BANNER_HEIGHT + LOCATION_ROW_HEIGHT : BANNER_HEIGHT;
}

/**
 * Tracks whether the header is pinned (for its shadow); the pinning itself is CSS. An
 * IntersectionObserver rather than a scroll listener: nothing runs while the page scrolls, only when
 * the header crosses the line. Pinned, the header's top sits `stickyOffset` above the viewport, so
 * it no longer fits in a viewport grown upwards by one pixel less than that.
 */
function useStickyHeader(header: RefObject<HTMLElement>) {
  const [sticky, setSticky] = useAtom(stickyHeaderAtom);
  useEffect(() => {
    const node = header.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const narrow = window.matchMedia('(max-width: 1024px)');
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      const offset = stickyOffset(window.innerWidth);
      observer = new IntersectionObserver(([entry]) => setSticky(entry !== undefined && entry.intersectionRatio < 1), {
        rootMargin: `${offset - 1}px 0px 0px 0px`,
        threshold: 1,
      });
      observer.observe(node);
    };
    observe();
    narrow.addEventListener('change', observe);
    return () => {
      narrow.removeEventListener('change', observe);
      observer?.disconnect();
    };
  }, [header, setSticky]);
  return sticky;
}

/** Mounts a lazily loaded panel once it has been opened, and keeps it so its closing animation runs. */
function useMountOnce(open: boolean) {
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  return mounted;
}

/** Renders a lazily loaded panel (its `children`) from the first time it opens. */
function LazyPanel({ open, children }: { open: boolean; children: ReactNode }) {
  const mounted = useMountOnce(open);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

function Logo() {
  return (
    <AppLink to="/" className={logo} aria-label="Pool Supplies home">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="17" fill="#005a9c" />
        <path d="M6 21c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2M6 26c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2" stroke="#fff" strokeWidth="2" fill="none" />
      </svg>
      <span aria-hidden="true">Pool Supplies</span>
    </AppLink>
  );
}

const icon = (d: string) => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const HELP_ICON = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01';
const USER_ICON = 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z';
const MENU_ICON = 'M3 6h18M3 12h18M3 18h18';

function Utilities({ inverse, onHelpIntent }: { inverse: boolean; onHelpIntent: () => void }) {
  const [helpOpen, setHelpOpen] = useAtom(helpDrawerOpenAtom);
  return (
    <div className={utilities}>
      <Link href="/tracking/status" variant={inverse ? 'inverse' : 'subtle'} size="sm">
        Track Order
      </Link>
      <PanelButton action="/help" isOpen={helpOpen} onOpen={() => setHelpOpen(true)} onIntent={onHelpIntent} buttonClassName={inverse ? inverseButton : undefined}>
        {icon(HELP_ICON)}
        Help
      </PanelButton>
    </div>
  );
}

/**
 * The site header (spec site-shell.md 2.7): the top banner with Track Order and Help; the
 * delivery-location label; logo; search; Account ('Account' or 'Hi {name}!') and the cart button;
 * the desktop category bar and, below 1024 px, the menu button of the mobile slide-out menu. Every
 * panel (help, account, mini cart, mobile menu, Parts Finder) loads on first use.
 */
export function SiteHeader({ shell }: { shell: ShellPageView | null }) {
  const [cartOpen, setCartOpen] = useAtom(cartDrawerOpenAtom);
  const [accountOpen, setAccountOpen] = useAtom(accountDrawerOpenAtom);
  const [menuOpen, setMenuOpen] = useAtom(mobileMenuOpenAtom);
  const helpOpen = useAtomValue(helpDrawerOpenAtom);
  const partsFinderOpen = useAtomValue(partsFinderOpenAtom);
  const setHelpOpen = useSetAtom(helpDrawerOpenAtom);
  const setPartsFinderOpen = useSetAtom(partsFinderOpenAtom);
  const headerRef = useRef<HTMLElement>(null);
  const sticky = useStickyHeader(headerRef);

  const prefetchMiniCart = useCallback(() => void loadMiniCart(), []);
  const prefetchHelp = useCallback(() => void loadHelp(), []);
  const prefetchAccount = useCallback(() => void loadAccount(), []);
  const prefetchMenu = useCallback(() => void loadMobileMenu(), []);
  const prefetchPartsFinder = useCallback(() => void loadPartsFinder(), []);
  const prefetchDelivery = useCallback(() => void loadDelivery(), []);
  const locationOpen = useAtomValue(locationDrawerOpenAtom);
  const setLocationOpen = useSetAtom(locationDrawerOpenAtom);

  // Choosing a page closes the panels that lead to pages. The mobile menu closes itself on a page
  // change at phone widths (up to 767 px, spec site-shell.md 4) and whenever the desktop bar shows.
  const { pathname } = useLocation();
  usePageChange(pathname, () => {
    setCartOpen(false);
    setHelpOpen(false);
    setAccountOpen(false);
    setPartsFinderOpen(false);
    setLocationOpen(false);
    if (window.matchMedia('(max-width: 767px)').matches) setMenuOpen(false);
  });
  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 1024px)');
    const onChange = () => {
      if (desktop.matches) setMenuOpen(false);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [setMenuOpen]);

  // Read after the page (state/session.atoms.ts): a page from a shared cache carries no one's name or cart.
  const shopper = useAtomValue(viewerAtom);
  const cartCount = useAtomValue(cartCountAtom);
  const viewer = drawerViewer(shopper);
  const menu = shell?.menu.items ?? [];

  return (
    <header ref={headerRef} className={header} data-sticky={sticky || undefined}>
      <div className={topBanner}>
        <div className={topBannerInner}>
          <p className={topBannerText}>{`Free Shipping over $${FREE_SHIPPING_THRESHOLD} | 30-Day Returns`}</p>
          <div className={desktopOnly}>
            <Utilities inverse onHelpIntent={prefetchHelp} />
          </div>
        </div>
      </div>
      <div className={locationRow}>
        <div className={locationRowInner}>
          <DeliveryLocation onIntent={prefetchDelivery} />
          <Utilities inverse={false} onHelpIntent={prefetchHelp} />
        </div>
      </div>
      <div className={mainBar}>
        <PanelButton className={menuButton} action="/" isOpen={menuOpen} onOpen={() => setMenuOpen(true)} onIntent={prefetchMenu} label="Menu">
          {icon(MENU_ICON)}
        </PanelButton>
        <Logo />
        <div className={locationSlot}>
          <DeliveryLocation onIntent={prefetchDelivery} />
        </div>
        <div className={searchSlot}>
          <SearchBox />
        </div>
        <div className={actions}>
          <PanelButton action="/account/dashboard" isOpen={accountOpen} onOpen={() => setAccountOpen(true)} onIntent={prefetchAccount} label={accountDrawerTitle(viewer)}>
            {icon(USER_ICON)}
            <span className={accountLabel} aria-hidden="true">
              {accountDrawerTitle(viewer)}
            </span>
          </PanelButton>
          <CartButton count={cartCount} onOpen={() => setCartOpen(true)} onIntent={prefetchMiniCart} />
        </div>
      </div>
      {menu.length > 0 ? <CategoryBar items={menu} onPartsFinderIntent={prefetchPartsFinder} /> : null}
      <LazyPanel open={cartOpen}>
        <MiniCart />
      </LazyPanel>
      <LazyPanel open={helpOpen}>
        <HelpDrawer loggedIn={viewer !== null} site={shell?.site ?? null} />
      </LazyPanel>
      <LazyPanel open={accountOpen}>
        <AccountDrawer />
      </LazyPanel>
      <LazyPanel open={menuOpen}>
        <MobileMenu items={menu} />
      </LazyPanel>
      <LazyPanel open={locationOpen}>
        <DeliveryDrawer />
      </LazyPanel>
      <LazyPanel open={partsFinderOpen}>
        <PartsFinderDrawer />
      </LazyPanel>
    </header>
  );
}
