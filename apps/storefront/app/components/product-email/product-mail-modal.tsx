import { useFetcher } from '@remix-run/react';
import { useAtomValue } from 'jotai';
import { useEffect, useId } from 'react';
import { viewerAtom } from '../../state/session.atoms';
import { MailDialog } from '../email-cart/mail-dialog';
import { ProductMailForm } from './product-mail-form';
import { productMailAction, productMailTitle } from './product-mail-href';

/**
 * The dialog of a product page's Email or Email me, loaded on first use by {@link EmailProductLinks}.
 * Email me for a signed-in shopper reads their own address from the Email me page's loader (private,
 * never in the shared product page) and starts the form with it.
 */
export default function ProductMailModal({ sku, me, onClose }: { sku: string; me: boolean; onClose: () => void }) {
  const key = `email-product-${useId()}-${me ? 'me' : 'to'}`;
  const signedIn = useAtomValue(viewerAtom)?.signedIn === true;
  const own = useFetcher<{ email: string | null }>();
  const { load } = own;
  useEffect(() => {
    if (me && signedIn) void load(productMailAction(sku, true));
  }, [me, signedIn, sku, load]);
  return (
    <MailDialog title={productMailTitle(me)} isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <ProductMailForm sku={sku} me={me} fetcherKey={key} prefill={me ? own.data?.email : null} />
    </MailDialog>
  );
}
