import type { Order } from '@pool/api-contract';
import { subscriptionPeriodLabel } from '@pool/cart-domain';
import { formatMoney, toCents } from '@pool/pricing';
import type { MailMessage } from '../mailer.js';
import { escapeHtml, layout, storefrontLink, unlinked, userHtml } from './html.js';

/** How a confirmation differs for an order not placed at checkout (a reward order, decision 0036). */
export interface OrderConfirmationOptions {
  /** The storefront path the mail links to (default: the order's thank-you page). */
  path?: string;
  /** What paid for it, shown under the totals ('250 points'). */
  paidWith?: string;
}

/** An address as the lines of a mail: what the shopper typed, plain text, never a link (html.ts unlinked). */
function addressLines(a: Order['shippingAddress']): string[] {
  return ([`${a.firstName} ${a.lastName}`, a.company, a.street1, a.street2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean) as string[]).map(unlinked);
}

/**
 * The order confirmation: the order number, each line, the totals, where it ships and when it should
 * arrive, the billing address (the shipping address unless another was given, 0066), and a link to the order's thank-you page (shown to the session that placed it).
 */
export function renderOrderConfirmation(order: Order, storefrontUrl: string, options: OrderConfirmationOptions = {}): MailMessage {
  const money = (dollars: number) => formatMoney(toCents(dollars));
  const shipTo = addressLines(order.shippingAddress);
  const billTo = addressLines(order.billingAddress);
  const lines = order.lines.map((line) => ({
    title: line.title,
    url: storefrontLink(storefrontUrl, `/${encodeURIComponent(line.handle)}.html`),
    quantity: line.quantity,
    total: money(line.lineTotal),
    period: line.isSubscription ? subscriptionPeriodLabel(line.period) : null,
  }));
  const totals: [string, string][] = [
    ['Subtotal', money(order.subtotal)],
    ...(order.discount > 0 ? [[`Discount${order.couponCodes.length ? ` (${order.couponCodes.join(', ')})` : ''}`, `-${money(order.discount)}`] as [string, string]] : []),
    ['Shipping', order.shipping === 0 ? 'Free' : money(order.shipping)],
    ['Tax', money(order.tax)],
    ['Total', money(order.total)],
    ...(options.paidWith ? [['Paid with', options.paidWith] as [string, string]] : []),
  ];
  const subject = `Your Pool Supplies order #${order.number}`;
  const orderUrl = storefrontLink(storefrontUrl, options.path ?? `/thankyou/${order.cartId}`);
  const text = [
    `Thank you for your order #${order.number}.`,
    '',
    ...lines.map((l) => `- ${l.title}${l.period ? ` (subscription: ${l.period})` : ''} x ${l.quantity}: ${l.total}\n  ${l.url}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    'Shipping to:',
    ...shipTo,
    order.deliveryEstimate,
    '',
    'Billing address:',
    ...billTo,
    '',
    `Your order: ${orderUrl}`,
  ].join('\n');
  const cell = 'padding: 6px 8px; border-bottom: 1px solid #e4e7eb; text-align: left;';
  const html = layout(subject, [
    `<h1 style="font-size: 20px;">Thank you for your order #${escapeHtml(order.number)}</h1>`,
    '<table style="border-collapse: collapse; width: 100%;">',
    ...lines.map((l) => `<tr><td style="${cell}"><a href="${escapeHtml(l.url)}">${escapeHtml(l.title)}</a>${l.period ? `<br><small>Subscription: ${escapeHtml(l.period)}</small>` : ''}</td><td style="${cell}">× ${l.quantity}</td><td style="${cell}">${escapeHtml(l.total)}</td></tr>`),
    '</table>',
    '<table style="margin-top: 12px;">',
    ...totals.map(([label, value]) => `<tr><td style="padding: 2px 12px 2px 0;">${escapeHtml(label)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`),
    '</table>',
    `<p><strong>Shipping to</strong><br>${shipTo.map(userHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(order.deliveryEstimate)}</p>`,
    `<p><strong>Billing address</strong><br>${billTo.map(userHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(orderUrl)}">View your order</a></p>`,
  ].join('\n'));
  return { to: order.email, subject, text, html, template: 'order-confirmation' };
}
