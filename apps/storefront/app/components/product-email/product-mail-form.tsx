import { MailForm, type MailFormProps } from '../email-cart/email-cart-form';
import { productMailAction } from './product-mail-href';

/**
 * A product page's Email (address and message, Email Cart's rules) and Email me (the shopper's own
 * address, prefilled for a signed-in shopper) form: {@link MailForm} posting to /email-product/{sku} (docs/decisions/0070). It stays open
 * after a send and says where the mail went (the spec has no toast for it).
 */
export function ProductMailForm({ sku, me, returnUrl, ...rest }: { sku: string; me: boolean; returnUrl?: string } & Pick<MailFormProps, 'initial' | 'fetcherKey' | 'prefill'>) {
  return (
    <MailForm
      action={productMailAction(sku, me, returnUrl)}
      withMessage={!me}
      keyKind={me ? 'email-me' : 'email-product'}
      emailLabel={me ? 'Your email' : 'Email'}
      sentText={(to) => (me ? `We emailed this product to ${to}.` : `This product was emailed to ${to}.`)}
      {...rest}
    />
  );
}
