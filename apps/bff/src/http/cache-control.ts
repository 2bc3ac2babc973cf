import { categoryTag, productTag, type Handle, type ProductSummary } from '@pool/api-contract';
import type { Response } from 'express';

/**
 * Anonymous catalogue pages: a browser or CDN may keep them a minute (`s-maxage` for shared caches)
 * and serve them stale for ten while refreshing; a purge by cache tag ends that early (docs/decisions/0064).
 */
export const PUBLIC_PAGE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=600';
/** Anything personal: cart, session, signed-in pages. */
export const PRIVATE = 'private, no-store';

/**
 * Sets `Cache-Control`; with `tags`, a public answer also names what it shows in `Cache-Tag` (Cloudflare,
 * nginx-style proxies) and `Surrogate-Key` (Fastly, Varnish) so a purge of those tags drops it.
 */
export function setCacheControl(res: Response, value: string, tags: readonly string[] = []): void {
  res.setHeader('cache-control', value);
  if (tags.length > 0 && value.startsWith('public')) {
    const unique = [...new Set(tags)].join(' ');
    res.setHeader('cache-tag', unique);
    res.setHeader('surrogate-key', unique);
  } else {
    res.removeHeader('cache-tag');
    res.removeHeader('surrogate-key');
  }
}

/** The cache tags of a page behind a handle: its product(s) and category(ies). */
export function handleTags(handle: Handle | null): string[] {
  switch (handle?.type) {
    case 'product':
      return [productTag(handle.product.id), ...handle.product.categories.map((category) => categoryTag(category.url))];
    case 'category':
      return [categoryTag(handle.category.url)];
    case 'diagram':
      return productTags(handle.diagram.parts.map((part) => part.product));
    default:
      return [];
  }
}

/** The cache tags of products shown in a list (a listing, related products). */
export const productTags = (products: readonly Pick<ProductSummary, 'id'>[]): string[] => products.map((product) => productTag(product.id));
