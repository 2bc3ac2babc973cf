import { MailForm, type MailFormProps } from '../email-cart/email-cart-form';

/**
 * The title of a product page's mail dialog and page: 'Email this product' (to someone) or 'Email me
 * this product' (the shopper's own address).
 */
export const productMailTitle = (me: boolean) => (me ? 'Email me this product' : 'Email this product');

/** Where a product's mail form posts (`to=me` for Email me), and its page's way back to the product. */
export function productMailAction(sku: string, me: boolean, returnUrl?: string): string {
  const query = new URLSearchParams();
  if (me) query.set('to', 'me');
  if (returnUrl) query.set('returnUrl', returnUrl);
  const search = query.toString();
  return `/email-product/${encodeURIComponent(sku)}${search ? `?${search}` : ''}`;
}

/**
 * A product page's Email (address and message, Email Cart's rules) and Email me (the shopper's own
 * address) form: {@link MailForm} posting to /email-product/{sku} (docs/decisions/0070). It stays open
 * after a send and says where the mail went (the spec has no toast for it).
 */
export function ProductMailForm({ sku, me, returnUrl, ...rest }: { sku: string; me: boolean; returnUrl?: string } & Pick<MailFormProps, 'initial' | 'fetcherKey'>) {
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
