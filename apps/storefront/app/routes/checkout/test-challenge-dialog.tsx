import { Button } from '@pool/ui';
import { useEffect } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { challengeMessage, type TestChallenge } from './payment-token';
import { challengeDialog, challengeFrame, challengeHeader, challengeModal, challengeOverlay, challengeTitle } from './test-challenge.css';

/**
 * The test processor's 3-D Secure challenge (docs/decisions/0078): its page framed in react-aria's
 * modal dialog (focus moves in and is trapped, Escape closes it). The dialog ends when the page tells
 * its outcome (`postMessage` from its own origin, about this challenge: {@link challengeMessage}) or
 * when the shopper closes it, which abandons the challenge; either way `onEnd` sends the checkout
 * again and the store decides.
 */
export function TestChallengeDialog({ action, onEnd }: { action: TestChallenge | null; onEnd: () => void }) {
  useEffect(() => {
    if (!action) return;
    const onMessage = (event: MessageEvent) => {
      if (challengeMessage(event, action)) onEnd();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [action, onEnd]);
  return (
    <ModalOverlay isOpen={action !== null} onOpenChange={(open) => !open && onEnd()} className={challengeOverlay}>
      <Modal className={challengeModal}>
        <Dialog className={challengeDialog}>
          <div className={challengeHeader}>
            <Heading slot="title" level={2} className={challengeTitle}>
              Confirm this payment with your bank
            </Heading>
            <Button variant="ghost" size="sm" aria-label="Close" onPress={onEnd}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Button>
          </div>
          <p>Your bank asks you to confirm this payment. Closing this window cancels it.</p>
          {action ? <iframe title="Your bank's payment check" src={action.challengeUrl} className={challengeFrame} /> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
