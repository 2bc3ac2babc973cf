import { parseHtmlSlug } from '../../routing/html-path';

const BARE_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;

/**
 * The diagram handle of a `/diagram/*` splat: `{handle}` or `{handle}.html`; `null` for anything else
 * (nested segments, upper case, trailing slash), which is a 404 without a BFF call.
 *
 * @example
 * ```ts
 * parseDiagramSplat('hayward-super-pump'); // 'hayward-super-pump'
 * parseDiagramSplat('hayward-super-pump.html'); // 'hayward-super-pump'
 * parseDiagramSplat('a/b'); // null
 * ```
 */
export function parseDiagramSplat(splat: string | undefined): string | null {
  if (!splat) return null;
  if (BARE_SLUG.test(splat)) return splat;
  return parseHtmlSlug(splat);
}
