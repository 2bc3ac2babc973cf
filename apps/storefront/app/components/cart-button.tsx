import { Button, VisuallyHidden } from '@pool/ui';
import { itemCountLabel } from './item-count';
import { cartCount } from './site-header.css';

function CartIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2M10 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The header cart button. Without JavaScript it is a GET form to /cart; once hydrated, submitting it
 * opens the mini cart instead. Its accessible name carries the count ("Cart, 2 items") once it is
 * known (it is read after the page: `null` until then, and without JavaScript); the visible count
 * shows when above zero.
 */
export function CartButton({ count, onOpen, onIntent }: { count: number | null; onOpen: () => void; onIntent?: () => void }) {
  return (
    <form
      method="get"
      action="/cart"
      onSubmit={(event) => {
        event.preventDefault();
        onOpen();
      }}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <Button type="submit" variant="ghost">
        <CartIcon />
        <VisuallyHidden>{count === null ? 'Cart' : `Cart, ${itemCountLabel(count)}`}</VisuallyHidden>
        {count !== null && count > 0 ? (
          <span className={cartCount} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </Button>
    </form>
  );
}
