/**
 * The little HTML a mail needs, written by hand: every value that comes from data or a shopper goes
 * through {@link escapeHtml}, and only http(s) links are written.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * @example
 * escapeHtml('<b>"Tom" & Jerry</b>'); // '&lt;b&gt;&quot;Tom&quot; &amp; Jerry&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/**
 * An absolute link on the storefront; throws for anything but http(s), so a mail never carries a
 * `javascript:` link.
 *
 * @example
 * storefrontLink('http://localhost:3000', '/pump.html'); // 'http://localhost:3000/pump.html'
 */
export function storefrontLink(base: string, path: string): string {
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`not a web link: ${url.protocol}`);
  return url.toString();
}

const ZERO_WIDTH_SPACE = '\u200B';

/**
 * Text a visitor typed (a message, a name, an address), as it may stand in a mail: never a link a
 * mail program would make clickable. A zero-width space goes into every `://` and before each `.` or
 * `@` between letters or digits, which breaks `https://…`, `www.…`, bare domains and addresses for
 * auto-linkers while the text reads the same (docs/decisions/0050). For the text part as it is; for
 * HTML through {@link userHtml}.
 *
 * @example
 * unlinked('see www.evil.test'); // 'see www\u200B.evil\u200B.test'
 */
export function unlinked(text: string): string {
  return text.replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`).replace(/([\p{L}\p{N}])([.@])(?=[\p{L}\p{N}])/gu, `$1${ZERO_WIDTH_SPACE}$2`);
}

/**
 * A visitor's text for the HTML part: {@link unlinked}, escaped, line breaks as `<br>`, the
 * zero-width spaces as `&#8203;` (so they survive any re-encoding).
 *
 * @example
 * userHtml('<b>x.test</b>'); // '&lt;b&gt;x&#8203;.test&lt;/b&gt;'
 */
export function userHtml(text: string): string {
  return htmlLines(unlinked(text)).replaceAll(ZERO_WIDTH_SPACE, '&#8203;');
}

/** Text with line breaks, as HTML paragraphs' content. */
export function htmlLines(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** The frame every mail of the store shares: a title and the body's already-escaped HTML. */
export function layout(title: string, bodyHtml: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2933; line-height: 1.5; margin: 0; padding: 24px;">',
    bodyHtml,
    '<p style="color: #616e7c; font-size: 12px; margin-top: 32px;">Pool Supplies</p>',
    '</body></html>',
  ].join('\n');
}
