import type { Quote } from '@pool/api-contract';
import type { MailMessage } from '../mailer.js';
import { escapeHtml, layout, storefrontLink, unlinked, userHtml } from './html.js';

const money = (dollars: number | null) => (dollars === null ? 'Price in store' : `$${dollars.toFixed(2)}`);

/** The requester's confirmation of a quote request, with its lines and the link to the quote. */
export function renderQuoteRequestConfirmation(quote: Quote, storefrontUrl: string): MailMessage {
  const url = storefrontLink(storefrontUrl, `/quotes/${quote.uuid}`);
  const subject = 'We received your quote request';
  const lines = quote.products.map((p) => `${p.quantity} x ${p.name} (${p.sku}) - ${money(p.price)} each`);
  const text = [
    `Hi ${unlinked(quote.name)},`,
    '',
    'Thank you for your request! We have received your quote request and will contact you soon.',
    '',
    ...lines,
    '',
    `Quote ${quote.uuid}: ${url}`,
    'From that page you can add these products to your cart and check out.',
  ].join('\n');
  const html = layout(subject, [
    `<p>Hi ${userHtml(quote.name)},</p>`,
    '<p>Thank you for your request! We have received your quote request and will contact you soon.</p>',
    `<ul>${quote.products.map((p) => `<li>${p.quantity} &times; ${escapeHtml(p.name)} (${escapeHtml(p.sku)}) &ndash; ${escapeHtml(money(p.price))} each</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(url)}">View quote ${escapeHtml(quote.uuid)}</a>: from there you can add these products to your cart and check out.</p>`,
  ].join('\n'));
  return { to: quote.email, subject, text, html, template: 'quote-request' };
}
