/**
 * Pages addressed as `{slug}.html` that a route reads itself: categories at `/category/{url}.html`
 * (product and diagram addresses are the BFF's to read, `site.page`; it builds every link). The slug
 * alphabet is the BFF contract's (`^[a-z0-9-]+$`), so anything that would be refused there is a 404
 * here, without a BFF call.
 */
const HTML_SLUG = /^([a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?)\.html$/;

/**
 * The slug of a `{slug}.html` splat, or `null` when the path is not a page address (other
 * extensions, nested segments, trailing slashes, upper case, empty).
 *
 * @example
 * ```ts
 * parseHtmlSlug('intex-pool-pump.html'); // 'intex-pool-pump'
 * parseHtmlSlug('intex-pool-pump.html/'); // null
 * parseHtmlSlug('a/b.html'); // null
 * ```
 */
export function parseHtmlSlug(splat: string | undefined): string | null {
  if (!splat) return null;
  const match = HTML_SLUG.exec(splat);
  return match?.[1] ?? null;
}
