import type { MailMessage } from '../mailer.js';
import { escapeHtml, layout, storefrontLink, unlinked, userHtml } from './html.js';

/** The password-reset mail: a link to `/reset?token=…&email=…`, valid one hour, once. */
export function renderPasswordReset(input: { to: string; firstName: string; token: string; storefrontUrl: string }): MailMessage {
  const url = storefrontLink(input.storefrontUrl, `/reset?token=${encodeURIComponent(input.token)}&email=${encodeURIComponent(input.to)}`);
  const subject = 'Reset your Pool Supplies password';
  const text = [
    `Hi ${unlinked(input.firstName)},`,
    '',
    'Someone asked to reset the password of your Pool Supplies account. Set a new one here (the link works once, for one hour):',
    '',
    url,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ].join('\n');
  const html = layout(subject, [
    `<p>Hi ${userHtml(input.firstName)},</p>`,
    '<p>Someone asked to reset the password of your Pool Supplies account. The link works once, for one hour.</p>',
    `<p><a href="${escapeHtml(url)}">Reset your password</a></p>`,
    '<p>If you did not ask for this, ignore this email: your password stays as it is.</p>',
  ].join('\n'));
  return { to: input.to, subject, text, html, template: 'password-reset' };
}

/** The one-click login link: `/auto-login?token=…` (and `returnUrl`), valid 15 minutes, once. */
export function renderLoginLink(input: { to: string; firstName: string; token: string; redirect: string | null; storefrontUrl: string }): MailMessage {
  const query = `token=${encodeURIComponent(input.token)}${input.redirect ? `&returnUrl=${encodeURIComponent(input.redirect)}` : ''}`;
  const url = storefrontLink(input.storefrontUrl, `/auto-login?${query}`);
  const subject = 'Your Pool Supplies login link';
  const text = [
    `Hi ${unlinked(input.firstName)},`,
    '',
    'Sign in to Pool Supplies with one click (the link works once, for 15 minutes):',
    '',
    url,
    '',
    'If you did not ask for this, ignore this email.',
  ].join('\n');
  const html = layout(subject, [
    `<p>Hi ${userHtml(input.firstName)},</p>`,
    '<p>Sign in to Pool Supplies with one click. The link works once, for 15 minutes.</p>',
    `<p><a href="${escapeHtml(url)}">Sign in</a></p>`,
    '<p>If you did not ask for this, ignore this email.</p>',
  ].join('\n'));
  return { to: input.to, subject, text, html, template: 'login-link' };
}
