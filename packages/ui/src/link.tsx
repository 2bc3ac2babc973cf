import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { link } from './link.css';

/** What {@link Link} hands the anchor component that renders it. */
export interface AnchorProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
}

function PlainAnchor({ href, children, ...rest }: AnchorProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
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
export function Link({ variant, size, children, ...rest }: LinkProps) {
  const Anchor = useContext(AnchorContext);
  return (
    <Anchor {...rest} className={link({ variant, size })}>
      {children}
    </Anchor>
  );
}
