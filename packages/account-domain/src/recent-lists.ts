/**
 * Recently used lists kept in the browser: recent search terms, recent diagrams and recently viewed
 * products. Every function takes the current list and returns a new one; stored lists that arrive
 * too long or with duplicates (edited storage, older versions) come out within the rules.
 *
 * @packageDocumentation
 */

/**
 * Separator of the stored recent-search string (browser storage key `recentKeyword`).
 *
 * @example
 * ```ts
 * import { RECENT_SEARCH_SEPARATOR } from '@pool/account-domain';
 * ['pump', 'filter'].join(RECENT_SEARCH_SEPARATOR); // 'pump,filter'
 * ```
 */
export const RECENT_SEARCH_SEPARATOR = ',';

/**
 * The stored recent-search string as a list: split on commas, trimmed, blanks and repeats dropped.
 *
 * @example
 * ```ts
 * import { parseRecentSearches } from '@pool/account-domain';
 * parseRecentSearches('pump, filter,,pump'); // ['pump', 'filter']
 * parseRecentSearches(null); // []
 * ```
 */
export function parseRecentSearches(stored: string | null | undefined): string[] {
  if (stored === null || stored === undefined) return [];
  const terms = stored.split(RECENT_SEARCH_SEPARATOR).map((t) => t.trim()).filter((t) => t !== '');
  return [...new Set(terms)];
}

/**
 * Adds a search term to the stored comma-separated string, only if it is not there yet (terms keep the
 * order in which they were first searched). The term is trimmed; a blank term, or one containing a
 * comma (which the stored format cannot hold), leaves the list as it was.
 *
 * @example
 * ```ts
 * import { addRecentSearch } from '@pool/account-domain';
 * addRecentSearch('pump', 'filter'); // 'pump,filter'
 * addRecentSearch('pump,filter', 'pump'); // 'pump,filter'
 * addRecentSearch(null, ' skimmer '); // 'skimmer'
 * ```
 */
export function addRecentSearch(stored: string | null | undefined, term: string): string {
  const terms = parseRecentSearches(stored);
  const clean = term.trim();
  if (clean !== '' && !clean.includes(RECENT_SEARCH_SEPARATOR) && !terms.includes(clean)) terms.push(clean);
  return terms.join(RECENT_SEARCH_SEPARATOR);
}

/**
 * How many recent diagrams are kept and listed in the parts finder.
 *
 * @example
 * ```ts
 * import { RECENT_DIAGRAMS_CAP } from '@pool/account-domain';
 * RECENT_DIAGRAMS_CAP; // 5
 * ```
 */
export const RECENT_DIAGRAMS_CAP = 5;

/**
 * How many recently viewed products are kept.
 *
 * @example
 * ```ts
 * import { RECENTLY_VIEWED_CAP } from '@pool/account-domain';
 * RECENTLY_VIEWED_CAP; // 15
 * ```
 */
export const RECENTLY_VIEWED_CAP = 15;

/**
 * Puts `item` first in a most-recent-first list, removes any earlier entry with the same key, removes
 * duplicates already present, and keeps at most `cap` entries.
 *
 * @throws RangeError when `cap` is not a positive integer.
 * @example
 * ```ts
 * import { pushRecent } from '@pool/account-domain';
 * pushRecent(['b', 'a'], 'a', { cap: 3, keyOf: (x) => x }); // ['a', 'b']
 * pushRecent(['c', 'b', 'a'], 'd', { cap: 3, keyOf: (x) => x }); // ['d', 'c', 'b']
 * ```
 */
export function pushRecent<T, K>(
  list: readonly T[],
  item: T,
  options: { readonly cap: number; readonly keyOf: (entry: T) => K },
): T[] {
  if (!Number.isInteger(options.cap) || options.cap < 1) {
    throw new RangeError(`cap must be a positive integer, got ${options.cap}`);
  }
  const seen = new Set<K>();
  const result: T[] = [];
  for (const entry of [item, ...list]) {
    const key = options.keyOf(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(entry);
    if (result.length === options.cap) break;
  }
  return result;
}

/**
 * A diagram as the recent-diagrams list needs it; the URL identifies it. Richer diagram objects
 * (slug, handle, images, description, fullpath) pass through unchanged.
 *
 * @example
 * ```ts
 * import type { RecentDiagram } from '@pool/account-domain';
 * const d: RecentDiagram = { url: '/hayward-super-pump.html' };
 * ```
 */
export interface RecentDiagram {
  readonly url: string;
}

/**
 * Records a viewed diagram: newest first, no duplicates (by URL), at most 5.
 *
 * @example
 * ```ts
 * import { addRecentDiagram } from '@pool/account-domain';
 * const recent = addRecentDiagram(stored, { url: '/sp2600x.html', name: 'Super Pump' });
 * ```
 */
export function addRecentDiagram<D extends RecentDiagram>(list: readonly D[], diagram: D): D[] {
  return pushRecent(list, diagram, { cap: RECENT_DIAGRAMS_CAP, keyOf: (d) => d.url });
}

/**
 * A product as the recently viewed list needs it; its id identifies it.
 *
 * @example
 * ```ts
 * import type { RecentlyViewedProduct } from '@pool/account-domain';
 * const p: RecentlyViewedProduct = { id: 1201 };
 * ```
 */
export interface RecentlyViewedProduct {
  readonly id: string | number;
}

/**
 * Records a viewed product: newest first, no duplicates (by id), at most 15.
 *
 * @example
 * ```ts
 * import { addRecentlyViewed } from '@pool/account-domain';
 * const viewed = addRecentlyViewed(stored, { id: 1201, title: 'Skimmer Basket' });
 * ```
 */
export function addRecentlyViewed<P extends RecentlyViewedProduct>(list: readonly P[], product: P): P[] {
  return pushRecent(list, product, { cap: RECENTLY_VIEWED_CAP, keyOf: (p) => p.id });
}
