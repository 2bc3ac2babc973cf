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
