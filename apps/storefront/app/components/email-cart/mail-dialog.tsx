import { Button } from '@pool/ui';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { dialog, header, modal, overlay, title as titleClass } from './email-cart.css';

/**
 * The modal dialog of a mail form (Email Cart, Email a product, Email me, a chat request): react-aria's
 * modal dialog (focus moves in and is trapped, Escape and the overlay close it, focus returns to the
 * opener), named by its heading.
 */
export function MailDialog({ title, isOpen, onOpenChange, children }: { title: string; isOpen: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={overlay}>
      <Modal className={modal}>
        <Dialog className={dialog}>
          <div className={header}>
            {/* react-aria's Heading: its `title` slot names the dialog. */}
            <Heading slot="title" level={2} className={titleClass}>
              {title}
            </Heading>
            <Button variant="ghost" size="sm" aria-label="Close" onPress={() => onOpenChange(false)}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
