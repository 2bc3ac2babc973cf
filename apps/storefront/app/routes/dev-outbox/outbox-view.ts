/**
 * Pure helpers of the dev outbox pages (docs/decisions/0017): how a stored mail's HTML is framed and
 * how its text version gets working links, without ever rendering the mail as part of the page.
 */

/** Never kept by any cache, never indexed: the outbox holds other people's mail and links with tokens. */
export const OUTBOX_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * The `srcdoc` of the sandboxed frame that shows a mail's HTML: the mail as sent, with a `<base>` so
 * that its links open in the whole tab (the sandbox allows navigating the top window on a click, and
 * nothing else: no scripts, no forms, no same-origin access).
 *
 * @example
 * ```ts
 * framedMail('<p><a href="http://x/a.html">A</a></p>'); // '<base target="_top"><p>...'
 * ```
 */
export function framedMail(html: string): string {
  return `<base target="_top">${html}`;
}

/** The sandbox flags of that frame: top-level navigation on a click, new tabs, nothing more. */
export const MAIL_FRAME_SANDBOX = 'allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox';

/** A run of a mail's text: plain text or an http(s) link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/**
 * Splits a mail's text version into text and http(s) links, so the page can render the links as
 * anchors (React escapes the rest). Trailing punctuation is not part of a link.
 *
 * @example
 * ```ts
 * linkify('See http://x.test/a.html.');
 * // [{ kind: 'text', text: 'See ' }, { kind: 'link', href: 'http://x.test/a.html' }, { kind: 'text', text: '.' }]
 * ```
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * A message's date as the outbox lists it, in UTC so server and browser render the same text.
 *
 * @example
 * ```ts
 * outboxDate('2026-11-25T20:15:03.120Z'); // '2026-11-25 20:15:03 UTC'
 * ```
 */
export function outboxDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}
