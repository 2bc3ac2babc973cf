import { Suspense, useState } from 'react';
import { lazyWithReload } from '../shell/chunk-reload';
import { productMailAction } from './product-mail-href';
import { mailLink, mailLinks } from './product-email.css';

// The dialog (react-aria's dialog machinery and the form) loads on first use.
const loadModal = () => import('./product-mail-modal');
const ProductMailModal = lazyWithReload(loadModal);

/**
 * A product page's 'Email' and 'Email me' (spec shopping.md 7, docs/decisions/0070): links to the
 * /email-product/{sku} page, so they work before the page is interactive and without JavaScript; once
 * it is, they open the form in a dialog instead.
 */
export function EmailProductLinks({ sku, returnUrl }: { sku: string; returnUrl: string }) {
  const [open, setOpen] = useState<'to' | 'me' | null>(null);
  const link = (me: boolean, label: string) => {
    const href = productMailAction(sku, me, returnUrl);
    return (
      <a
        className={mailLink}
        href={href}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(me ? 'me' : 'to');
        }}
      >
        {label}
      </a>
    );
  };
  return (
    <p className={mailLinks}>
      {link(false, 'Email')}
      {link(true, 'Email me')}
      {open ? (
        <Suspense fallback={null}>
          <ProductMailModal sku={sku} me={open === 'me'} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </p>
  );
}
