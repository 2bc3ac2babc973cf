import type { ReactNode } from 'react';
import { panelButton } from './shell.css';

/**
 * A header control that opens a side panel once the app is interactive, and without JavaScript is a
 * plain GET form to the page that holds the same content (the cart button's pattern). It names the
 * dialog it controls (`aria-haspopup="dialog"`, `aria-expanded`).
 */
export function PanelButton({
  action,
  onOpen,
  onIntent,
  isOpen,
  label,
  children,
  className,
  buttonClassName,
}: {
  /** Where the form goes without JavaScript. */
  action: string;
  onOpen: () => void;
  /** Pointer enter / focus: prefetch the panel's code. */
  onIntent?: () => void;
  isOpen: boolean;
  /** Accessible name when `children` is an icon. */
  label?: string;
  children: ReactNode;
  /** Class of the form (layout). */
  className?: string;
  /** Extra class of the button (an inverse tone on dark bars). */
  buttonClassName?: string;
}) {
  return (
    <form
      method="get"
      action={action}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onOpen();
      }}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <button type="submit" className={buttonClassName ? `${panelButton} ${buttonClassName}` : panelButton} aria-haspopup="dialog" aria-expanded={isOpen} aria-label={label}>
        {children}
      </button>
    </form>
  );
}
