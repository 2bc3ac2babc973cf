import { encodeReturnOrderLink } from '@pool/account-domain';
import type { Return } from '@pool/api-contract';
import type { MailMessage } from '../mailer.js';
import { escapeHtml, layout, storefrontLink, unlinked, userHtml } from './html.js';

/**
 * The confirmation of a return: its number, lines, carrier and where to print the label (the
 * customer's return page, or for a guest the order's return link, which holds the order's email).
 */
export function renderReturnConfirmation(
  ret: Return,
  to: { email: string; firstName: string; signedIn: boolean },
  storefrontUrl: string,
): MailMessage {
  const path = to.signedIn ? `/account/returns/${ret.id}` : `/returns/return-an-order?id=${ret.id}&order=${encodeReturnOrderLink(ret.order_id, to.email)}`;
  const url = storefrontLink(storefrontUrl, path);
  const subject = `Your return #${ret.id} for order #${ret.order_id}`;
  const lines = ret.lines.map((l) => `${l.quantity} x ${l.title} (${l.sku})`);
  const text = [
    `Hi ${unlinked(to.firstName)},`,
    '',
    `We received your return #${ret.id} for order #${ret.order_id}:`,
    '',
    ...lines,
    '',
    `Ship it with ${ret.carrier} ${ret.service}, tracking number ${ret.tracking_number}.`,
    `Print your return label: ${url}`,
  ].join('\n');
  const html = layout(subject, [
    `<p>Hi ${userHtml(to.firstName)},</p>`,
    `<p>We received your return #${ret.id} for order #${ret.order_id}:</p>`,
    `<ul>${ret.lines.map((l) => `<li>${l.quantity} &times; ${escapeHtml(l.title)} (${escapeHtml(l.sku)})</li>`).join('')}</ul>`,
    `<p>Ship it with ${escapeHtml(ret.carrier)} ${escapeHtml(ret.service)}, tracking number ${escapeHtml(ret.tracking_number)}.</p>`,
    `<p><a href="${escapeHtml(url)}">Print your return label</a></p>`,
  ].join('\n'));
  return { to: to.email, subject, text, html, template: 'return-confirmation' };
}
