import type { MouseEvent, ReactNode } from 'react';
import { button } from './button.css';
import { Spinner } from './spinner';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  name?: string;
  value?: string;
  /** Disabled: not focusable, does not submit. */
  isDisabled?: boolean;
  /** The form's request is running: the button keeps focus, does not submit again, and says so. */
  isPending?: boolean;
  'aria-label'?: string;
  form?: string;
}

/**
 * A form's submit button as a plain `<button type="submit">`, styled like {@link Button}. For the
 * places that render many of them on the server (Add to Cart on every card of a listing): a native
 * submit button needs no press handling beyond the browser's own (mouse, touch, Enter and Space all
 * submit), so it skips react-aria's per-button hooks. While pending it is `aria-disabled` (it keeps
 * focus, unlike `disabled`) and a click is cancelled, so the form is not submitted twice.
 *
 * @example
 * ```tsx
 * <SubmitButton isPending={busy}>{busy ? 'Adding to Cart...' : 'Add to Cart'}</SubmitButton>
 * ```
 */
export function SubmitButton({ children, variant, size, fullWidth, isDisabled = false, isPending = false, ...rest }: SubmitButtonProps) {
  const onClick = isPending ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : undefined;
  return (
    <button
      {...rest}
      type="submit"
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      data-disabled={isDisabled || undefined}
      onClick={onClick}
      className={button({ variant, size, fullWidth })}
    >
      {isPending ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
