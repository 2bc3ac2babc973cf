/**
 * A value this browser keeps in `localStorage` under `key`, as text `parse` reads. What is kept there
 * is a nicety (recent searches, recent diagrams): where storage is unavailable (disabled, a privacy
 * mode, full) `read` answers `parse(null)` and `update` does nothing.
 *
 * @example
 * ```ts
 * const recent = browserStored('recentSearches', parseRecentSearches);
 * recent.update((stored) => addRecentSearch(stored, 'pump'));
 * recent.read(); // ['pump', …]
 * ```
 */
export function browserStored<T>(key: string, parse: (stored: string | null) => T) {
  return {
    read(): T {
      try {
        return parse(window.localStorage.getItem(key));
      } catch {
        return parse(null);
      }
    },
    /** Stores `next(stored)`; an unchanged text is not written again. */
    update(next: (stored: string | null) => string): void {
      try {
        const stored = window.localStorage.getItem(key);
        const value = next(stored);
        if (value !== stored) window.localStorage.setItem(key, value);
      } catch {
        // Storage unavailable: the nicety is skipped.
      }
    },
  };
}
