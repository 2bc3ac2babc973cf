import { Button } from '@pool/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithReload } from '../shell/chunk-reload';
import { addToQuoteAtom, quoteDrawerOpenAtom, type QuoteItem } from '../../state/quote.atoms';
import { requestButton } from './quote.css';

// The flyout (react-aria's dialog machinery, the form) loads on first use.
const loadDrawer = () => import('./quote-drawer');
const QuoteDrawer = lazyWithReload(loadDrawer);

/**
 * 'Request a Quote' on a product page (spec shopping.md 2): adds the product to the quote request and
 * opens the Request a Quote flyout. The product page is public and cached: the button carries only
 * the product as the page shows it to everyone of its audience.
 */
export function RequestQuoteButton({ product }: { product: Omit<QuoteItem, 'quantity'> }) {
  const add = useSetAtom(addToQuoteAtom);
  const isOpen = useAtomValue(quoteDrawerOpenAtom);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (isOpen) setOpened(true);
  }, [isOpen]);
  return (
    <>
      <span className={requestButton} onPointerEnter={() => void loadDrawer()} onFocus={() => void loadDrawer()}>
        <Button
          variant="secondary"
          onPress={() => {
            setOpened(true);
            add(product);
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
