import { Button } from '@pool/ui';
import { useStore } from 'jotai';
import { Suspense, useState } from 'react';
import { useHydrated } from '../../hydrated';
import { lazyWithReload } from '../shell/chunk-reload';
import type { QuoteItem } from '../../state/quote.atoms';

// The flyout (react-aria's dialog machinery, the form) and the quote request's state load on first
// use: nothing of them is in the product page's first load (docs/decisions/0015).
const loadDrawer = () => import('./quote-drawer');
const loadState = () => import('../../state/quote.atoms');
const QuoteDrawer = lazyWithReload(loadDrawer);

/**
 * 'Request a Quote' on a product page (spec shopping.md 2): adds the product to the quote request and
 * opens the Request a Quote flyout. The product page is public and cached: the button carries only
 * the product as the page shows it to everyone of its audience.
 */
export function RequestQuoteButton({ product }: { product: Omit<QuoteItem, 'quantity'> }) {
  const store = useStore();
  const [opened, setOpened] = useState(false);
  // The flyout needs JavaScript: until the page is interactive (or without it) the button is disabled.
  const hydrated = useHydrated();
  const prefetch = () => {
    void loadState();
    void loadDrawer();
  };
  return (
    <>
      <span onPointerEnter={prefetch} onFocus={prefetch}>
        <Button
          variant="secondary"
          isDisabled={!hydrated}
          onPress={() => {
            void loadState().then(({ addToQuoteAtom }) => {
              store.set(addToQuoteAtom, product);
              setOpened(true);
            });
          }}
        >
          Request a Quote
        </Button>
      </span>
      {opened ? (
        <Suspense fallback={null}>
          <QuoteDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
