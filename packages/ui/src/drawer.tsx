import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';
import { heading } from './heading.css';
import { body, dialog, footer as footerClass, header, overlay, panel } from './drawer.css';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** Dialog title; also its accessible name. */
  title: string;
  isOpen: boolean;
  /** Called with `false` on Escape, an overlay click or the close button. */
  onOpenChange: (isOpen: boolean) => void;
  /** The side it slides in from. */
  placement?: 'right' | 'left';
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Extra controls in the header, before the close button. */
  headerActions?: ReactNode;
  /** Pinned below the scrolling body (totals, actions). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A slide-in side panel: a modal dialog over a dimmed overlay. Built on react-aria's `ModalOverlay`,
 * `Modal` and `Dialog`, so focus moves into it and is trapped while open, returns to the opener when
 * it closes, Escape and a click on the overlay close it, and page scroll is locked.
 *
 * @example
 * ```tsx
 * <Drawer title="My Cart" isOpen={open} onOpenChange={setOpen} footer={<Totals />}>
 *   <CartLines />
 * </Drawer>
 * ```
 */
export function Drawer({ title, isOpen, onOpenChange, placement, closeLabel = 'Close', headerActions, footer, children }: DrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={overlay}>
      <Modal className={panel({ placement })}>
        <Dialog className={dialog}>
          <div className={header}>
            {/* react-aria's Heading: its `title` slot names the dialog. */}
            <Heading slot="title" level={2} className={heading({ size: 'lg' })}>
              {title}
            </Heading>
            <span>
              {headerActions}
              <Button variant="ghost" size="sm" aria-label={closeLabel} onPress={() => onOpenChange(false)}>
                <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Button>
            </span>
          </div>
          <div className={body}>{children}</div>
          {footer ? <div className={footerClass}>{footer}</div> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
