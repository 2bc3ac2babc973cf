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

/** Where a one-click login token signs its holder in: the storefront's auto-login page, returning to `redirect` (a same-site path). */
export function loginLinkUrl(storefrontUrl: string, token: string, redirect: string | null): string {
  const query = `token=${encodeURIComponent(token)}${redirect ? `&returnUrl=${encodeURIComponent(redirect)}` : ''}`;
  return storefrontLink(storefrontUrl, `/auto-login?${query}`);
}

/** The one-click login link: `/auto-login?token=…` (and `returnUrl`), valid 15 minutes, once. */
export function renderLoginLink(input: { to: string; firstName: string; token: string; redirect: string | null; storefrontUrl: string }): MailMessage {
  const url = loginLinkUrl(input.storefrontUrl, input.token, input.redirect);
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

/**
 * Someone tried to create an account with an email that already has one: the registration page does
 * not say so (that would tell anyone who is a customer), this mail tells the owner, with the way in.
 */
export function renderRegistrationAttempt(input: { to: string; firstName: string; storefrontUrl: string }): MailMessage {
  const signIn = storefrontLink(input.storefrontUrl, '/login');
  const forgot = storefrontLink(input.storefrontUrl, '/forgot');
  const subject = 'You already have a Pool Supplies account';
  const text = [
    `Hi ${input.firstName},`,
    '',
    'Someone tried to create a Pool Supplies account with this email address. You already have one, so nothing was created or changed.',
    '',
    `Sign in: ${signIn}`,
    `Forgot your password? Set a new one: ${forgot}`,
    '',
    'If this was not you, ignore this email.',
  ].join('\n');
  const html = layout(subject, [
    `<p>Hi ${escapeHtml(input.firstName)},</p>`,
    '<p>Someone tried to create a Pool Supplies account with this email address. You already have one, so nothing was created or changed.</p>',
    `<p><a href="${escapeHtml(signIn)}">Sign in</a> or, if you forgot your password, <a href="${escapeHtml(forgot)}">set a new one</a>.</p>`,
    '<p>If this was not you, ignore this email.</p>',
  ].join('\n'));
  return { to: input.to, subject, text, html, template: 'registration-attempt' };
}
