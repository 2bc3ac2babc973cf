import type { ReactNode } from 'react';
import { visuallyHidden } from './button.css';

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps {
  children: ReactNode;
}

/**
 * Text for assistive technology only: hidden visually, still read by screen readers. Server-rendered
 * with a class (no inline style), so it works without JavaScript and under a strict CSP.
 *
 * @example
 * ```tsx
 * <button><CartIcon /><VisuallyHidden>Cart, 2 items</VisuallyHidden></button>
 * ```
 */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span className={visuallyHidden}>{children}</span>;
}
