import { spinner, visuallyHidden } from './button.css';
import { cachedRecipe } from './recipe-cache';

const spinnerClass = cachedRecipe(spinner);

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** `sm` (14 px) inside buttons, `md` (20 px) inline, `lg` (32 px) for sections. */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Text announced to screen readers. Without it the spinner is decorative (`aria-hidden`), for use
   * inside a control that already announces its busy state (a pending Button).
   */
  label?: string;
}

/**
 * An indeterminate loading indicator (pure CSS, no JS).
 *
 * @example
 * ```tsx
 * <Spinner label="Loading cart" />
 * ```
 */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  if (!label) return <span className={spinnerClass({ size })} aria-hidden="true" />;
  return (
    <span role="status">
      <span className={spinnerClass({ size })} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
