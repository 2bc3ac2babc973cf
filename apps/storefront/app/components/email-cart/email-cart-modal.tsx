import { Button } from '@pool/ui';
import { useCallback, useId } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { EmailCartForm } from './email-cart-form';
import { dialog, header, modal, overlay, title } from './email-cart.css';

/**
 * The Email Cart modal: react-aria's modal dialog (focus moves in and is trapped, Escape and the
 * overlay close it, focus returns to the opener). Loaded on demand by {@link EmailCartButton}. On
 * success it closes, with no toast (spec shopping.md, Email Cart modal).
 */
export default function EmailCartModal({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const key = `email-cart-${useId()}`;
  const onSent = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={overlay}>
      <Modal className={modal}>
        <Dialog className={dialog}>
          <div className={header}>
            {/* react-aria's Heading: its `title` slot names the dialog. */}
            <Heading slot="title" level={2} className={title}>
              Email Cart
            </Heading>
            <Button variant="ghost" size="sm" aria-label="Close" onPress={() => onOpenChange(false)}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Button>
          </div>
          <EmailCartForm fetcherKey={key} onSent={onSent} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
