import type { ReactNode } from 'react';
import { badge } from './display.css';
import { cachedRecipe } from './recipe-cache';

const badgeClass = cachedRecipe(badge);

/** Props of {@link Badge}. */
export interface BadgeProps {
  children: ReactNode;
  /** Colour by meaning: `sale`, `success`, `danger`, `info` or `neutral`. */
  tone?: 'neutral' | 'info' | 'sale' | 'success' | 'danger';
}

/**
 * A short status label on a product (On Sale, Out of Stock, New...).
 *
 * @example
 * ```tsx
 * <Badge tone="sale">On Sale</Badge>
 * ```
 */
export function Badge({ children, tone }: BadgeProps) {
  return <span className={badgeClass({ tone })}>{children}</span>;
}
