import { SortSchema } from '@pool/api-contract';
import type { z } from 'zod';

/** Sort orders of a listing with their labels, in menu order. */
export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Best Match' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Top Rated' },
  { value: 'newest', label: 'Newest' },
] as const satisfies readonly { value: z.infer<typeof SortSchema>; label: string }[];

/** A listing's page and sort. */
export interface ListingQuery {
  page: number;
  sort: z.infer<typeof SortSchema>;
}

const PAGE = /^[1-9]\d{0,4}$/;

/**
 * Reads `?page=&sort=` of a listing URL; a missing or malformed value falls back to the default
 * (page 1, relevance) rather than failing the page.
 *
 * @example
 * ```ts
 * parseListingQuery(new URLSearchParams('page=2&sort=price_asc')); // { page: 2, sort: 'price_asc' }
 * parseListingQuery(new URLSearchParams('page=abc')); // { page: 1, sort: 'relevance' }
 * ```
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const page = params.get('page');
  const sort = SortSchema.safeParse(params.get('sort'));
  return {
    page: page && PAGE.test(page) ? Math.min(Number(page), 10_000) : 1,
    sort: sort.success ? sort.data : 'relevance',
  };
}

/**
 * The URL of another page of the same listing, keeping the sort (defaults are left out, so page 1
 * in relevance order is the bare category URL).
 *
 * @example
 * ```ts
 * listingHref('/category/pumps.html', { page: 2, sort: 'relevance' }); // '/category/pumps.html?page=2'
 * ```
 */
export function listingHref(path: string, { page, sort }: ListingQuery): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (sort !== 'relevance') params.set('sort', sort);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The page numbers a pager links to: up to two either side of the current page, always including
 * the first and the last.
 *
 * @example
 * ```ts
 * pageWindow(5, 10); // [1, 3, 4, 5, 6, 7, 10]
 * ```
 */
export function pageWindow(page: number, pageCount: number): number[] {
  const pages = new Set<number>([1, pageCount]);
  for (let n = Math.max(1, page - 2); n <= Math.min(pageCount, page + 2); n += 1) pages.add(n);
  return [...pages].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
}
