import type { MailMessage } from '../mailer.js';
import { escapeHtml, layout, storefrontLink, unlinked, userHtml } from './html.js';

/**
 * The notice to the OLD address after a customer changed their account's email: if it was not them,
 * the owner learns of it at the address they still control.
 */
export function renderEmailChanged(input: { to: string; firstName: string; newEmail: string; storefrontUrl: string }): MailMessage {
  const forgot = storefrontLink(input.storefrontUrl, '/forgot');
  const subject = 'The email of your Pool Supplies account was changed';
  const text = [
    `Hi ${unlinked(input.firstName)},`,
    '',
    `The email of your Pool Supplies account was changed from ${unlinked(input.to)} to ${unlinked(input.newEmail)}. From now on, sign in with the new address.`,
    '',
    `If you did not make this change, reset your password at ${forgot} and contact our customer service.`,
  ].join('\n');
  const html = layout(subject, [
    `<p>Hi ${userHtml(input.firstName)},</p>`,
    `<p>The email of your Pool Supplies account was changed from ${userHtml(input.to)} to ${userHtml(input.newEmail)}. From now on, sign in with the new address.</p>`,
    `<p>If you did not make this change, <a href="${escapeHtml(forgot)}">reset your password</a> and contact our customer service.</p>`,
  ].join('\n'));
  return { to: input.to, subject, text, html, template: 'email-changed' };
}
