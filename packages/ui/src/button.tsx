import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { button } from './button.css';
import { Spinner } from './spinner';

/** Props of {@link Button}. */
export interface ButtonProps {
  children: ReactNode;
  /** Visual emphasis: `primary` (filled), `secondary` (outlined) or `ghost` (no chrome). */
  variant?: 'primary' | 'secondary' | 'ghost';
  /** `sm` 32 px, `md` 44 px (default, a comfortable touch target), `lg` 52 px high. */
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** `submit` buttons submit their form natively, so they work before (and without) hydration. */
  type?: 'button' | 'submit' | 'reset';
  /** Submitted with the form as `name=value` when this button submits it. */
  name?: string;
  value?: string;
  /** Disabled: not focusable, not pressable. */
  isDisabled?: boolean;
  /**
   * A request started by this button is running: presses are ignored (a submit button stops
   * submitting) while the button keeps focus, a spinner shows and the state is announced.
   */
  isPending?: boolean;
  onPress?: () => void;
  /** Accessible name when the visible content is not text (an icon). */
  'aria-label'?: string;
  /** Form id, for a submit button placed outside its form. */
  form?: string;
}

/**
 * The store's button: react-aria `Button` (keyboard, touch and pointer presses alike) styled by
 * `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled` and `data-pending`.
 *
 * @example
 * ```tsx
 * <Button type="submit" name="intent" value="add" isPending={busy}>
 *   {busy ? 'Adding to Cart...' : 'Add to Cart'}
 * </Button>
 * ```
 */
export function Button({ children, variant, size, fullWidth, isPending = false, ...rest }: ButtonProps) {
  return (
    <AriaButton {...rest} isPending={isPending} className={button({ variant, size, fullWidth })}>
      {isPending ? <Spinner size="sm" /> : null}
      {children}
    </AriaButton>
  );
}
