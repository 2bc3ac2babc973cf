import { addRecentSearch, parseRecentSearches } from '@pool/account-domain';
import { browserStored } from '../../lib/browser-stored';
import { RECENT_SEARCHES_KEY } from './search-text';

const recentSearches = browserStored(RECENT_SEARCHES_KEY, parseRecentSearches);

/** The recent searches kept in this browser (empty where storage is unavailable). */
export const readRecentSearches = (): string[] => recentSearches.read();

/** Records a search term in this browser (only if absent, per @pool/account-domain). */
export const rememberSearch = (term: string): void => recentSearches.update((stored) => addRecentSearch(stored, term));
