import { addRecentSearch, parseRecentSearches } from '@pool/account-domain';
import { RECENT_SEARCHES_KEY } from './search-text';

/** The recent searches kept in this browser (empty where storage is unavailable). */
export function readRecentSearches(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

/** Records a search term in this browser (only if absent, per @pool/account-domain). */
export function rememberSearch(term: string): void {
  try {
    const stored = window.localStorage.getItem(RECENT_SEARCHES_KEY);
    const next = addRecentSearch(stored, term);
    if (next !== stored) window.localStorage.setItem(RECENT_SEARCHES_KEY, next);
  } catch {
    // Storage may be disabled (privacy mode): recent searches are a nicety.
  }
}
