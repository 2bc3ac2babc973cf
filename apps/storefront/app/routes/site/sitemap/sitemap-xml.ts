import type { SitemapView } from '@pool/api-contract';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * A `<urlset>` of one sitemap page: each entry's absolute URL on `origin` and, when known, its last
 * modification date.
 *
 * @example
 * ```ts
 * urlsetXml('https://shop.example', [{ path: '/about', kind: 'page', lastModified: null }]);
 * ```
 */
export function urlsetXml(origin: string, entries: SitemapView['entries']): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>` : '';
    return `<url><loc>${escapeXml(new URL(entry.path, origin).toString())}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * A `<sitemapindex>` of `pageCount` pages (`/sitemap.xml?page=N`), for catalogues over 50,000 URLs.
 *
 * @example
 * ```ts
 * sitemapIndexXml('https://shop.example', 2); // lists /sitemap.xml?page=1 and ?page=2
 * ```
 */
export function sitemapIndexXml(origin: string, pageCount: number): string {
  const pages = Array.from({ length: pageCount }, (_, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?page=${index + 1}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages.join('\n')}\n</sitemapindex>\n`;
}
