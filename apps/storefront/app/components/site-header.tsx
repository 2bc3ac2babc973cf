import type { ShellView } from '@pool/api-contract';
import { accountDrawerTitle } from '@pool/account-domain';
import { Link, VisuallyHidden } from '@pool/ui';
import { useAtom } from 'jotai';
import { Link as RemixLink, useLocation } from '@remix-run/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { categoryHref } from '../routing/html-path';
import { cartDrawerOpenAtom } from '../state/drawers.atoms';
import { CartButton } from './cart-button';
import {
  actions,
  categoryBar,
  categoryLink,
  categoryList,
  header,
  logo,
  mainBar,
  search,
  searchButton,
  searchInput,
  topBanner,
  topBannerInner,
  topBannerText,
} from './site-header.css';

// The mini cart (react-aria's modal machinery and the cart lines) loads on first use, not with the page.
const loadMiniCart = () => import('./mini-cart');
const MiniCart = lazy(loadMiniCart);

function Logo() {
  return (
    <RemixLink to="/" className={logo} aria-label="Pool Supplies home">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="17" fill="#005a9c" />
        <path d="M6 21c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2M6 26c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2" stroke="#fff" strokeWidth="2" fill="none" />
      </svg>
      <span aria-hidden="true">Pool Supplies</span>
    </RemixLink>
  );
}

/**
 * The site header: top banner with Track Order, logo, search, account, cart button (opening the
 * mini cart) and, on desktop, the category bar from the shell's menu.
 */
export function SiteHeader({ shell }: { shell: ShellView | null }) {
  const [cartOpen, setCartOpen] = useAtom(cartDrawerOpenAtom);
  const prefetchMiniCart = useCallback(() => void loadMiniCart(), []);
  // Once opened, the mini cart stays mounted so its closing animation can run.
  const [miniCartMounted, setMiniCartMounted] = useState(false);
  if (cartOpen && !miniCartMounted) setMiniCartMounted(true);
  // Choosing a page (View Cart, a line's product) closes the drawer.
  const { pathname } = useLocation();
  useEffect(() => setCartOpen(false), [pathname, setCartOpen]);
  const viewer = shell?.viewer.signedIn && shell.viewer.firstName ? { firstName: shell.viewer.firstName } : null;

  return (
    <header className={header}>
      <div className={topBanner}>
        <div className={topBannerInner}>
          <p className={topBannerText}>Free Shipping over $75 | 30-Day Returns</p>
          <Link href="/tracking/status" variant="inverse" size="sm">
            Track Order
          </Link>
        </div>
      </div>
      <div className={mainBar}>
        <Logo />
        <form method="get" action="/search" role="search" className={search}>
          <label htmlFor="site-search">
            <VisuallyHidden>Search products</VisuallyHidden>
          </label>
          <input id="site-search" className={searchInput} type="search" name="query" placeholder="Search for a product" autoComplete="off" maxLength={200} />
          <button type="submit" className={searchButton}>
            Search
          </button>
        </form>
        <div className={actions}>
          <Link href="/account/dashboard" variant="subtle">
            {accountDrawerTitle(viewer)}
          </Link>
          <CartButton count={shell?.cartCount ?? 0} onOpen={() => setCartOpen(true)} onIntent={prefetchMiniCart} />
        </div>
      </div>
      {shell && shell.menu.items.length > 0 ? (
        <nav className={categoryBar} aria-label="Categories">
          <ul className={categoryList}>
            {shell.menu.items.map((item) => (
              <li key={item.id}>
                <RemixLink className={categoryLink} to={categoryHref(item.url)}>
                  {item.title}
                </RemixLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {miniCartMounted ? (
        <Suspense fallback={null}>
          <MiniCart />
        </Suspense>
      ) : null}
    </header>
  );
}
