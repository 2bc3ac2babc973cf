import { useId } from 'react';
import { MailDialog } from '../email-cart/mail-dialog';
import { ProductMailForm } from './product-mail-form';
import { productMailTitle } from './product-mail-href';

/** The dialog of a product page's Email or Email me, loaded on first use by {@link EmailProductLinks}. */
export default function ProductMailModal({ sku, me, onClose }: { sku: string; me: boolean; onClose: () => void }) {
  const key = `email-product-${useId()}-${me ? 'me' : 'to'}`;
  return (
    <MailDialog title={productMailTitle(me)} isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <ProductMailForm sku={sku} me={me} fetcherKey={key} />
    </MailDialog>
  );
}
