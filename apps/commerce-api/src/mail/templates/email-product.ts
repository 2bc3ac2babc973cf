import type { MailMessage } from '../mailer.js';
import { escapeHtml, layout, storefrontLink, unlinked, userHtml } from './html.js';

export interface EmailProductInput {
  to: string;
  product: { title: string; sku: string; handle: string };
  /** The shopper's message (Email, to someone), plain text, never a link; null for Email me. */
  message: string | null;
  /** `STOREFRONT_URL`: the product link points there. */
  storefrontUrl: string;
}

/**
 * The mail of a product page's 'Email' (to someone, with the shopper's message) and 'Email me' (to the
 * shopper's own address): the product's title, item number and a link to its page. No price: the
 * page shows the one that applies to whoever opens it.
 */
export function renderEmailProduct({ to, product, message, storefrontUrl }: EmailProductInput): MailMessage {
  const url = storefrontLink(storefrontUrl, `/${encodeURIComponent(product.handle)}.html`);
  const shared = message !== null;
  const subject = shared ? `A product from Pool Supplies: ${product.title}` : `The product you saved at Pool Supplies: ${product.title}`;
  const intro = shared ? 'Someone shared a product with you at Pool Supplies.' : 'Here is the product you asked us to email you.';
  const text = [
    intro,
    ...(shared ? ['', 'Their message:', ...unlinked(message).split(/\r?\n/).map((line) => `> ${line}`)] : []),
    '',
    `${product.title} (Item # ${product.sku})`,
    url,
  ].join('\n');
  const html = layout(subject, [
    `<p>${escapeHtml(intro)}</p>`,
    ...(shared ? [`<blockquote style="margin: 0 0 16px; padding: 8px 16px; border-left: 4px solid #0b6bcb;">${userHtml(message)}</blockquote>`] : []),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(product.title)}</a><br><small>Item # ${escapeHtml(product.sku)}</small></p>`,
  ].join('\n'));
  return { to, subject, text, html, template: shared ? 'email-product' : 'email-me' };
}
