import type { MailMessage } from '../mailer.js';
import { escapeHtml, layout, storefrontLink } from './html.js';

/** The confirmation of a 'Notify me when available' request. */
export function renderStockNotificationConfirmation(input: { to: string; title: string; handle: string; storefrontUrl: string }): MailMessage {
  const url = storefrontLink(input.storefrontUrl, `/${encodeURIComponent(input.handle)}.html`);
  const subject = `We'll tell you when ${input.title} is back in stock`;
  const text = [
    `Thanks! We'll send one email to this address when ${input.title} is back in stock.`,
    '',
    url,
    '',
    'If you did not ask for this, ignore this email: nothing else will be sent.',
  ].join('\n');
  const html = layout(subject, [
    `<p>Thanks! We'll send one email to this address when <a href="${escapeHtml(url)}">${escapeHtml(input.title)}</a> is back in stock.</p>`,
    '<p>If you did not ask for this, ignore this email: nothing else will be sent.</p>',
  ].join('\n'));
  return { to: input.to, subject, text, html, template: 'stock-notification' };
}
