import type { MetaDescriptor } from '@remix-run/node';

/** What every page declares for search engines and the browser tab. */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical URL of the page (no query unless it selects distinct content). */
  canonical: string;
  /** Open Graph card; without it one is made from the title, description and canonical URL. */
  openGraph?: { type: string; title: string; description: string; url: string; image: string | null };
}

/** The site name appended to page titles. */
export const SITE_NAME = 'Pool Supplies';

/**
 * Meta descriptors for a page: `<title>`, meta description, the canonical link and Open Graph tags.
 *
 * @example
 * ```ts
 * export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : []);
 * ```
 */
export function seoMeta({ title, description, canonical, openGraph }: PageSeo): MetaDescriptor[] {
  const og = openGraph ?? { type: 'website', title, description, url: canonical, image: null };
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: og.type },
    { property: 'og:title', content: og.title },
    { property: 'og:description', content: og.description },
    { property: 'og:url', content: og.url },
    ...(og.image ? [{ property: 'og:image', content: og.image }] : []),
    { name: 'twitter:card', content: og.image ? 'summary_large_image' : 'summary' },
  ];
}

/**
 * The canonical URL of `path` on the site that received `request`.
 *
 * @example
 * ```ts
 * canonicalUrl(new Request('http://localhost:3000/cart?x=1'), '/cart'); // 'http://localhost:3000/cart'
 * ```
 */
export function canonicalUrl(request: Request, path: string): string {
  return new URL(path, request.url).toString();
}
