import { Button } from '@pool/ui';
import { Suspense, useState } from 'react';
import { lazyWithReload } from '../shell/chunk-reload';

// The modal (react-aria's dialog machinery and the form) loads on first use.
const loadModal = () => import('./email-cart-modal');
const EmailCartModal = lazyWithReload(loadModal);

/** The mini cart header's email-cart button (spec shopping.md section 2), opening the Email Cart modal. */
export function EmailCartButton() {
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <span onPointerEnter={() => void loadModal()} onFocus={() => void loadModal()}>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Email cart"
          onPress={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="M3 7l9 6 9-6" />
          </svg>
        </Button>
      </span>
      {opened ? (
        <Suspense fallback={null}>
          <EmailCartModal isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
