import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, kept current by its `change` event. The server, and the
 * client while it hydrates, answer `serverMatches` (the server cannot know the width), so the first
 * client render agrees with the server's HTML; React re-renders with the real answer right after.
 * A tree first rendered on the client (a panel opened later) gets the real answer at once.
 *
 * @example
 * ```ts
 * const wide = useMediaQuery('(min-width: 768px)', true);
 * ```
 */
export function useMediaQuery(query: string, serverMatches: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverMatches,
  );
}
