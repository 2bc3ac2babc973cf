import type { ReactNode } from 'react';
import { Button } from './button';

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
 * A form's submit button: a {@link Button} of type `submit`, for the places that render many of them
 * on the server (Add to Cart on every card of a listing). While pending it is `aria-disabled` (it
 * keeps focus, unlike `disabled`) and a click is cancelled, so the form is not submitted twice.
 *
 * @example
 * ```tsx
 * <SubmitButton isPending={busy}>{busy ? 'Adding to Cart...' : 'Add to Cart'}</SubmitButton>
 * ```
 */
export function SubmitButton({ children, variant, size, fullWidth, name, value, isDisabled, isPending, 'aria-label': ariaLabel, form }: SubmitButtonProps) {
  // Every prop by name: V8 (Node 20) adds properties after a spread on a slow path, and a listing
  // renders one of these per card.
  return (
    <Button type="submit" variant={variant} size={size} fullWidth={fullWidth} name={name} value={value} isDisabled={isDisabled} isPending={isPending} aria-label={ariaLabel} form={form}>
      {children}
    </Button>
  );
}
