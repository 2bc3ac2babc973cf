import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { link } from './link.css';

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
 * A real `<a href>` (works without JavaScript). Inside react-aria's `RouterProvider`, clicks become
 * client-side navigations of the app's router.
 *
 * @example
 * ```tsx
 * <Link href="/cart" variant="button">View Cart</Link>
 * ```
 */
export function Link({ variant, size, children, ...rest }: LinkProps) {
  return (
    <AriaLink {...rest} className={link({ variant, size })}>
      {children}
    </AriaLink>
  );
}
