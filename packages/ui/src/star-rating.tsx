import type { CSSProperties } from 'react';
import { rating, stars, STARS_FILL } from './display.css';
import { cachedRecipe } from './recipe-cache';

const starsClass = cachedRecipe(stars);

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** Average rating from 0 to 5; fractions fill part of a star. */
  value: number;
  /** Number of reviews, shown after the stars when given. */
  count?: number;
  /** `md` stars are 24 px, `sm` stars 16 px (spec: review stars 24 px, or 16 px when small). */
  size?: 'md' | 'sm';
}

/**
 * Five stars filled to the rating, announced as "Rated 4.5 out of 5". The stars are drawn by CSS
 * (a star mask repeated five times, and a pseudo-element as wide as the rating, given as a custom
 * property), so a listing of 24 cards carries two spans per rating rather than ten inline SVGs.
 *
 * @example
 * ```tsx
 * <StarRating value={4.5} count={12} size="sm" />
 * ```
 */
export function StarRating({ value, count, size }: StarRatingProps) {
  const clamped = Math.min(5, Math.max(0, value));
  const rounded = Math.round(clamped * 10) / 10;
  return (
    <span className={rating}>
      <span role="img" aria-label={`Rated ${rounded} out of 5`} className={starsClass({ size })} style={{ [STARS_FILL]: `${clamped * 20}%` } as CSSProperties} />
      {/* One text node: `({count})` would render as three, with comment markers between them. */}
      {count !== undefined ? `(${count})` : null}
    </span>
  );
}
