import { progress, progressFill, progressTrack } from './display.css';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Accessible name of the bar. */
  label: string;
  /** Completion from 0 to 100. */
  value: number;
}

/**
 * A determinate progress bar (free-shipping progress): `role="progressbar"` with its value as a
 * percentage (`aria-valuetext`). The value is announced, not printed.
 *
 * @example
 * ```tsx
 * <ProgressBar label="Progress to free shipping" value={60} />
 * ```
 */
export function ProgressBar({ label, value }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={clamped}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={`${Math.round(clamped)}%`}
      className={progress}
    >
      <span className={progressTrack}>
        <span className={progressFill} style={{ display: 'block', width: `${clamped}%` }} />
      </span>
    </div>
  );
}
