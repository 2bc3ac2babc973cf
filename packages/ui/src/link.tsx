import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { link } from './link.css';
import { cachedRecipe } from './recipe-cache';

const linkClass = cachedRecipe(link);

/** What {@link Link} hands the anchor component that renders it. */
export interface AnchorProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
}

function PlainAnchor(props: AnchorProps) {
  return <a {...props} />;
}

const AnchorContext = createContext<ComponentType<AnchorProps>>(PlainAnchor);

/**
 * Lets the app render every {@link Link} with its router's link component, so clicks become
 * client-side navigations (modifier keys, other origins and `mailto:` stay the browser's). Without
 * it a Link is a plain `<a>`.
 *
 * @example
 * ```tsx
 * const RouterAnchor = ({ href, ...rest }: AnchorProps) => <RemixLink to={href} {...rest} />;
 * <LinkProvider anchor={RouterAnchor}><App /></LinkProvider>
 * ```
 */
export function LinkProvider({ anchor, children }: { anchor: ComponentType<AnchorProps>; children: ReactNode }) {
  return <AnchorContext.Provider value={anchor}>{children}</AnchorContext.Provider>;
}

/** Props of {@link Link}. */
export interface LinkProps {
  href: string;
  children: ReactNode;
  /** `default` underlined brand colour, `subtle` inherits colour, `inverse` on dark bars, `button` looks like a secondary button. */
  variant?: 'default' | 'subtle' | 'inverse' | 'button';
  /** `sm` uses the small font size; `md` inherits. */
  size?: 'sm' | 'md';
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
}

/**
 * A real `<a href>` (works without JavaScript). Inside a {@link LinkProvider}, it is rendered by the
 * app's router link, so clicks become client-side navigations.
 *
 * @example
 * ```tsx
 * <Link href="/cart" variant="button">View Cart</Link>
 * ```
 */
export function Link({ variant, size, ...rest }: LinkProps) {
  const Anchor = useContext(AnchorContext);
  // The spread last: V8 (Node 20) builds an object literal that adds properties after a spread on
  // a slow path, and React copies the props of every element (decision 0041).
  return <Anchor className={linkClass({ variant, size })} {...rest} />;
}
