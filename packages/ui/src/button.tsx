import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { announce } from './announce';
import { button } from './button.css';
import { cachedRecipe } from './recipe-cache';
import { Spinner } from './spinner';

const buttonClass = cachedRecipe(button);

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
   * submitting) while the button keeps focus, a spinner shows and, when it has focus, the change
   * is announced.
   */
  isPending?: boolean;
  onPress?: () => void;
  /** Accessible name when the visible content is not text (an icon). */
  'aria-label'?: string;
  /** Form id, for a submit button placed outside its form. */
  form?: string;
  /** Marks the button so a press made before hydration is kept and made again once hydrated (`data-replay`, docs/decisions/0057). */
  replayKey?: string;
}

/**
 * The store's button: a native `<button>` (mouse, touch, Enter and Space all press it without any
 * script), styled by its native states (`:hover` on devices that hover, `:active`, `:focus-visible`,
 * `:disabled`) and `data-pending`. While pending it is `aria-disabled` rather than `disabled`, so it
 * keeps focus, and a press does nothing; a screen reader hears its name when a focused button starts
 * or stops being pending.
 *
 * @example
 * ```tsx
 * <Button type="submit" name="intent" value="add" isPending={busy}>
 *   {busy ? 'Adding to Cart...' : 'Add to Cart'}
 * </Button>
 * ```
 */
export function Button({ children, variant, size, fullWidth, type = 'button', name, value, isDisabled = false, isPending = false, onPress, 'aria-label': ariaLabel, form, replayKey }: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(isPending);
  useEffect(() => {
    const node = ref.current;
    if (wasPending.current !== isPending && node && document.activeElement === node) announce(node.getAttribute('aria-label') ?? node.textContent ?? '');
    wasPending.current = isPending;
  }, [isPending]);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onPress?.();
  };
  return (
    // Every prop by name: V8 (Node 20) builds an object literal that adds properties after a spread
    // on a slow path, and a listing renders a button per card (decision 0041).
    <button
      ref={ref}
      type={type}
      name={name}
      value={value}
      form={form}
      aria-label={ariaLabel}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      data-replay={replayKey}
      onClick={onClick}
      className={buttonClass({ variant, size, fullWidth })}
    >
      {isPending ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
