import { useNavigate } from '@remix-run/react';
import { useEffect, type AnchorHTMLAttributes } from 'react';

/**
 * Marks an anchor as a page of this app: Remix's own `<Link>` renders the same attribute, and its
 * route discovery (`v3_lazyRouteDiscovery`) looks for it to learn the routes of the links in view.
 */
const APP_LINK = 'data-discover';
/** An {@link AppLink} whose navigation keeps the scroll position (Remix's `preventScrollReset`). */
const KEEP_SCROLL = 'data-keep-scroll';

/**
 * Props of {@link AppLink}: an anchor's, with `to` a path of the store (`/category/pumps.html?page=2`).
 * Anything else (`#reviews`, `mailto:`, another site) is a plain anchor, the browser's.
 */
export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Keep the scroll position on the client-side navigation (filters, sort). */
  preventScrollReset?: boolean;
}

/**
 * A link to a page of the store that costs what a plain `<a href>` costs to render: no router hooks,
 * no context reads, no prefetch machinery. A category page has over 200 links (cards, facets, the
 * menu, breadcrumbs, pager, footer) and Remix's `<Link>` was about a tenth of its server render
 * (docs/decisions/0034). The markup is the same as `<Link>`'s; once the app has hydrated, the
 * document's click listener ({@link useAppLinkNavigation}) makes a click a client-side navigation,
 * as `<Link>`'s own handler would. Use Remix's `<Link>` where it needs more (prefetch, a ref for
 * focus, a relative `to`).
 */
export function AppLink({ to, preventScrollReset, ...rest }: AppLinkProps) {
  // The spread last (children in it): an object literal that adds properties after a spread takes a
  // slow path in V8 (Node 20), several microseconds an element, and a page has hundreds of these
  // (decision 0041). The props leave out `href`, `data-discover` and `data-keep-scroll`.
  return <a href={to} data-discover={to.startsWith('/') ? 'true' : undefined} data-keep-scroll={preventScrollReset ? 'true' : undefined} {...rest} />;
}

/** What {@link appLinkNavigation} reads of a click. */
export interface ClickFacts {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/** What {@link appLinkNavigation} reads of the clicked anchor (an `HTMLAnchorElement` has all of it). */
export interface AnchorFacts {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** The client-side navigation a click on an {@link AppLink} stands for. */
export interface AppLinkNavigation {
  to: string;
  replace: boolean;
  preventScrollReset: boolean;
}

/**
 * The navigation a click on `anchor` asks for, or `null` when the browser should have it: a click
 * already handled (Remix's `<Link>` prevents the default itself), not the main button, with a
 * modifier key (new tab or window), an anchor with a target or `download`, another origin, or not an
 * {@link AppLink}. A link to the page itself replaces the history entry, as `<Link>` does.
 *
 * @example
 * ```ts
 * appLinkNavigation(event, anchor, window.location); // { to: '/category/pumps.html', replace: false, preventScrollReset: false }
 * ```
 */
export function appLinkNavigation(
  click: ClickFacts,
  anchor: AnchorFacts | null,
  current: { origin: string; pathname: string; search: string; hash: string },
): AppLinkNavigation | null {
  if (click.defaultPrevented || click.button || click.metaKey || click.altKey || click.ctrlKey || click.shiftKey || !anchor?.hasAttribute(APP_LINK)) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self') || anchor.origin !== current.origin) return null;
  const to = anchor.pathname + anchor.search + anchor.hash;
  return { to, replace: to === current.pathname + current.search + current.hash, preventScrollReset: anchor.hasAttribute(KEEP_SCROLL) };
}

/**
 * Makes clicks on {@link AppLink}s client-side navigations: one listener on the document, after
 * React's own (so a `<Link>` or any handler that prevents the default keeps the click).
 */
export function useAppLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const navigation = appLinkNavigation(event, event.target instanceof Element ? event.target.closest('a') : null, window.location);
      if (navigation) {
        event.preventDefault();
        navigate(navigation.to, navigation);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
