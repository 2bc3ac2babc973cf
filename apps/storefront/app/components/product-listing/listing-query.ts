import { FILTER_TOKEN, MAX_FILTERS, SortSchema } from '@pool/api-contract';
import type { z } from 'zod';

/** Sort orders of a listing with their labels, in menu order. */
export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Best Match' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Top Rated' },
  { value: 'newest', label: 'Newest' },
] as const satisfies readonly { value: z.infer<typeof SortSchema>; label: string }[];

/** A listing's filters (`f` tokens: `key:value` or `key:min..max`), page and sort. */
export interface ListingQuery {
  f: string[];
  page: number;
  sort: z.infer<typeof SortSchema>;
  /** 'Fits my pool' (`fits=mine`): only parts of the signed-in customer's equipment (docs/decisions/0032). */
  fits?: 'mine';
}

const PAGE = /^[1-9]\d{0,4}$/;

/**
 * Reads `?f=&sort=&page=` of a listing URL. A missing or malformed page or sort falls back to the
 * default (page 1, relevance) and malformed filter tokens are dropped, rather than failing the page;
 * filters on unknown facets are the BFF's to refuse (a 404).
 *
 * @example
 * ```ts
 * parseListingQuery(new URLSearchParams('f=brand:Hayward&page=2&sort=price_asc'));
 * // { f: ['brand:Hayward'], page: 2, sort: 'price_asc' }
 * ```
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const page = params.get('page');
  // No sort in the URL is the default, not a failed parse (which builds an issue for nothing).
  const sortParam = params.get('sort');
  const sort = sortParam === null ? null : SortSchema.safeParse(sortParam);
  const f = [...new Set(params.getAll('f').filter((token) => FILTER_TOKEN.test(token)))].slice(0, MAX_FILTERS);
  return {
    f,
    page: page && PAGE.test(page) ? Math.min(Number(page), 10_000) : 1,
    sort: sort?.success ? sort.data : 'relevance',
    ...(params.get('fits') === 'mine' ? { fits: 'mine' as const } : {}),
  };
}

/**
 * The URL of a listing with `query` (defaults left out, so page 1 in relevance order without filters
 * is the bare path). `base` params (the search text) come first.
 *
 * @example
 * ```ts
 * listingHref('/category/pumps.html', { f: [], page: 2, sort: 'relevance' }); // '/category/pumps.html?page=2'
 * listingHref('/search', { f: ['brand:Hayward'], page: 1, sort: 'relevance' }, { query: 'pump' });
 * // '/search?query=pump&f=brand%3AHayward'
 * ```
 */
export function listingHref(path: string, { f, page, sort }: ListingQuery, base: Record<string, string> = {}): string {
  // Written out rather than through URLSearchParams (the same text, a test compares them): a listing
  // makes one of these for every facet value and page link (docs/decisions/0048).
  let query = '';
  for (const name in base) query += `&${formEncode(name)}=${formEncode(base[name]!)}`;
  for (const token of f) query += `&f=${formEncode(token)}`;
  if (sort !== 'relevance') query += `&sort=${formEncode(sort)}`;
  if (page > 1) query += `&page=${page}`;
  return query ? `${path}?${query.slice(1)}` : path;
}

/** Characters `encodeURIComponent` leaves as they are and a form's encoding (URLSearchParams) escapes. */
const FORM_RESERVED = /[!'()~]/g;

/**
 * A name or value as URLSearchParams writes it (application/x-www-form-urlencoded): spaces as `+`,
 * everything but letters, digits and `*-._` percent-encoded.
 *
 * @example
 * ```ts
 * formEncode("brand:Hayward's (new)"); // 'brand%3AHayward%27s+%28new%29'
 * ```
 */
export function formEncode(text: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(text);
  } catch {
    // A lone surrogate (encodeURIComponent throws): URLSearchParams writes it as U+FFFD.
    return new URLSearchParams([['', text]]).toString().slice(1);
  }
  return /[%!'()~]/.test(encoded) ? encoded.replace(/%20/g, '+').replace(FORM_RESERVED, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) : encoded;
}

/**
 * `query` with the filters `f`, back on page 1 (the result set changes). Built by name rather than as
 * `{ ...query, f, page: 1 }`: V8 (Node 20) adds properties after a spread on a slow path, and a
 * listing builds one of these for each of its filter links (decision 0041).
 */
function withFilters(query: ListingQuery, f: string[]): ListingQuery {
  return query.fits ? { f, page: 1, sort: query.sort, fits: query.fits } : { f, page: 1, sort: query.sort };
}

/**
 * The query after toggling one filter token: added when absent, removed when present; the page goes
 * back to 1 because the result set changes.
 *
 * @example
 * ```ts
 * toggleFilter({ f: ['brand:A'], page: 3, sort: 'rating' }, 'brand:B'); // { f: ['brand:A', 'brand:B'], page: 1, sort: 'rating' }
 * ```
 */
export function toggleFilter(query: ListingQuery, token: string): ListingQuery {
  return withFilters(query, query.f.includes(token) ? query.f.filter((t) => t !== token) : [...query.f, token]);
}

/**
 * The query with a range facet's filter replaced by `token` (a range facet holds one range at a time),
 * or removed when `token` is null.
 *
 * @example
 * ```ts
 * replaceRange({ f: ['length:1..2'], page: 1, sort: 'relevance' }, 'length', 'length:2..4'); // f: ['length:2..4']
 * ```
 */
export function replaceRange(query: ListingQuery, key: string, token: string | null): ListingQuery {
  const f = query.f.filter((t) => !t.startsWith(`${key}:`));
  return withFilters(query, token ? [...f, token] : f);
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
