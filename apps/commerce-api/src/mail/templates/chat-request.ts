import type { MailMessage } from '../mailer.js';
import { escapeHtml, htmlLines, layout, storefrontLink } from './html.js';

/** Where chat requests go unless `STORE_EMAIL` says otherwise. */
export const DEFAULT_STORE_EMAIL = 'help@pool-supplies.test';

/**
 * A shopper's chat request for the store (docs/decisions/0070): who asks, from which page, and the
 * question; Reply-To is the shopper, so the store answers by replying.
 */
export function renderChatRequest(input: { to: string; name: string; email: string; message: string; page: string | null; storefrontUrl: string }): MailMessage {
  const subject = `Chat request from ${input.name}`;
  const page = input.page ? storefrontLink(input.storefrontUrl, input.page) : null;
  const text = [
    `${input.name} <${input.email}> asked for a chat${page ? ` on ${page}` : ''}. Reply to this email to answer.`,
    '',
    input.message,
  ].join('\n');
  const html = layout(subject, [
    `<p>${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt; asked for a chat${page ? ` on ${escapeHtml(page)}` : ''}. Reply to this email to answer.</p>`,
    `<p>${htmlLines(input.message)}</p>`,
  ].join('\n'));
  return { to: input.to, replyTo: input.email, subject, text, html, template: 'chat-request' };
}
