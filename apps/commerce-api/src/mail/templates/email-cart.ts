import type { Cart } from '@pool/api-contract';
import { subscriptionPeriodLabel } from '@pool/cart-domain';
import { formatMoney, toCents } from '@pool/pricing';
import type { MailMessage } from '../mailer.js';
import { escapeHtml, layout, storefrontLink, unlinked, userHtml } from './html.js';

/** Shown instead of the amount of a line whose price the store shows only to signed-in customers. */
export const HIDDEN_PRICE_TEXT = 'Sign in to see the price';

export interface EmailCartInput {
  to: string;
  /** The shopper's message, trimmed and checked (8 to 500 characters): plain text, never a link. */
  message: string;
  cart: Cart;
  /** `STOREFRONT_URL`: product links point there. */
  storefrontUrl: string;
}

/**
 * The Email Cart mail: the shopper's message, then each line (title linked to its product page,
 * quantity, unit price and line total) and the subtotal. A guest's cart never reveals a price the
 * store shows only to signed-in customers.
 */
export function renderEmailCart({ to, message, cart, storefrontUrl }: EmailCartInput): MailMessage {
  const guest = cart.customer_id === null;
  const lines = cart.products.map((line) => {
    const hidden = guest && line.hide_price;
    return {
      title: line.product_view.title,
      url: storefrontLink(storefrontUrl, `/${encodeURIComponent(line.product_view.handle)}.html`),
      quantity: line.quantity,
      unit: hidden ? HIDDEN_PRICE_TEXT : formatMoney(toCents(line.price)),
      total: hidden ? HIDDEN_PRICE_TEXT : formatMoney(toCents(line.price) * line.quantity),
      period: line.is_subscription ? subscriptionPeriodLabel(line.period) : null,
    };
  });
  const anyHidden = guest && cart.products.some((line) => line.hide_price);
  const subtotal = anyHidden ? null : formatMoney(toCents(cart.cart_amount));
  const cartUrl = storefrontLink(storefrontUrl, '/cart');
  const subject = 'A shopping cart from Pool Supplies';

  const text = [
    'Someone shared a shopping cart with you at Pool Supplies.',
    '',
    'Their message:',
    ...unlinked(message).split(/\r?\n/).map((line) => `> ${line}`),
    '',
    'The cart:',
    ...lines.map((line) => `- ${line.title}${line.period ? ` (subscription: ${line.period})` : ''}\n  Quantity: ${line.quantity} x ${line.unit}\n  ${line.url}`),
    '',
    subtotal ? `Subtotal: ${subtotal}` : 'Subtotal: sign in to see every price.',
    '',
    `Shop at Pool Supplies: ${storefrontLink(storefrontUrl, '/')}`,
  ].join('\n');

  const cell = 'padding: 8px; border-bottom: 1px solid #e4e7eb; text-align: left;';
  const rows = lines.map((line) => [
    '<tr>',
    `<td style="${cell}"><a href="${escapeHtml(line.url)}">${escapeHtml(line.title)}</a>${line.period ? `<br><small>Subscription: ${escapeHtml(line.period)}</small>` : ''}</td>`,
    `<td style="${cell}">${line.quantity}</td>`,
    `<td style="${cell}">${escapeHtml(line.unit)}</td>`,
    `<td style="${cell}">${escapeHtml(line.total)}</td>`,
    '</tr>',
  ].join('')).join('\n');
  const html = layout(subject, [
    '<h1 style="font-size: 20px;">A shopping cart from Pool Supplies</h1>',
    '<p>Someone shared a shopping cart with you. Their message:</p>',
    `<blockquote style="margin: 0 0 16px; padding: 8px 16px; border-left: 4px solid #0b6bcb;">${userHtml(message)}</blockquote>`,
    '<table style="border-collapse: collapse; width: 100%;">',
    `<thead><tr><th style="${cell}">Product</th><th style="${cell}">Quantity</th><th style="${cell}">Price</th><th style="${cell}">Total</th></tr></thead>`,
    `<tbody>\n${rows}\n</tbody>`,
    '</table>',
    `<p><strong>Subtotal:</strong> ${subtotal ? escapeHtml(subtotal) : 'sign in to see every price.'}</p>`,
    `<p><a href="${escapeHtml(cartUrl)}">Shop at Pool Supplies</a></p>`,
  ].join('\n'));
  return { to, subject, text, html, template: 'email-cart' };
}
