// The addresses and titles of a product's mail forms: no dependencies, so the product page's links
// (email-product-links.tsx) carry none of the form's code into its first load.

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
