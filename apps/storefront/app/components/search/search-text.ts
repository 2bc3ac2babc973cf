/** Longest search text the store accepts (the BFF contract's limit). */
export const MAX_SEARCH_LENGTH = 200;

/** The spec's popular search shortcuts (site-shell.md 2.4), shown in the dropdown and on empty results. */
export const POPULAR_SEARCHES = [
  { label: 'pool nets', href: '/search/pool-nets' },
  { label: 'automatic pool cleaners', href: '/search/automatic-pool-cleaners' },
  { label: 'aboveground pools', href: '/search/aboveground-pools' },
  { label: 'pool cleaner', href: '/search/pool-cleaner' },
] as const;

/** Browser storage key of the recent searches (comma-separated, spec site-shell.md 3). */
export const RECENT_SEARCHES_KEY = 'recentKeyword';

/**
 * The search text of a results URL: `/search?query={text}` or `/search/{text}` with hyphens read as
 * spaces; trimmed, whitespace collapsed, cut to the store's limit.
 *
 * @example
 * ```ts
 * searchTextOf('pool-nets', null); // 'pool nets'
 * searchTextOf(undefined, ' SP-1500 '); // 'SP-1500'
 * ```
 */
export function searchTextOf(splat: string | undefined, query: string | null): string {
  const raw = query ?? (splat ? splat.replace(/-/g, ' ') : '');
  return raw.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);
}

/**
 * The results page of a search text.
 *
 * @example
 * ```ts
 * searchHref('pool nets'); // '/search?query=pool+nets'
 * ```
 */
export function searchHref(text: string): string {
  return `/search?${new URLSearchParams({ query: text }).toString()}`;
}

/** The empty-result message of the spec (site-shell.md 2.12). */
export function noResultsMessage(query: string): string {
  return `Sorry, there are no results for "${query}." Try these popular searches instead.`;
}

/** The hint shown before anything is typed (site-shell.md 2.12). */
export const EMPTY_SEARCH_HINT = 'Search for a manufacturer number or product name or try these popular searches';
