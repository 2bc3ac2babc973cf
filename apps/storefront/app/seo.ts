import type { MetaDescriptor } from '@remix-run/node';

/** What every page declares for search engines and the browser tab. */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical URL of the page (no query unless it selects distinct content). */
  canonical: string;
}

/** The site name appended to page titles. */
export const SITE_NAME = 'Pool Supplies';

/**
 * Meta descriptors for a page: `<title>`, meta description and the canonical link.
 *
 * @example
 * ```ts
 * export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : []);
 * ```
 */
export function seoMeta({ title, description, canonical }: PageSeo): MetaDescriptor[] {
  return [{ title }, { name: 'description', content: description }, { tagName: 'link', rel: 'canonical', href: canonical }];
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
