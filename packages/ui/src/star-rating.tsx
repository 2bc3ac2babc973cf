import { rating, stars, starsFill, starsFillRow, starsRow } from './display.css';

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** Average rating from 0 to 5; fractions fill part of a star. */
  value: number;
  /** Number of reviews, shown after the stars when given. */
  count?: number;
  /** `md` stars are 24 px, `sm` stars 16 px (spec: review stars 24 px, or 16 px when small). */
  size?: 'md' | 'sm';
}

const STAR = 'M12 2l2.94 6.5 7.06.72-5.3 4.76 1.52 6.97L12 17.27 5.78 20.95 7.3 13.98 2 9.22l7.06-.72z';

function Row({ className, width }: { className: string; width?: number }) {
  return (
    <span className={className} style={width ? { width: `${width}px` } : undefined}>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 24 24" width="20%" height="100%" aria-hidden="true" focusable="false">
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

/**
 * Five stars filled to the rating, announced as "Rated 4.5 out of 5".
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
      <span role="img" aria-label={`Rated ${rounded} out of 5`} className={stars({ size })}>
        <Row className={starsRow} />
        <span className={starsFill} style={{ width: `${(clamped / 5) * 100}%` }}>
          <Row className={starsFillRow} width={size === 'sm' ? 80 : 120} />
        </span>
      </span>
      {count !== undefined ? <span>({count})</span> : null}
    </span>
  );
}
