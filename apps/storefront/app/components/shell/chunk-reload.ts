import { lazy, type ComponentType } from 'react';

/** A failed chunk load reloads the page at most once per this many ms (spec site-shell.md 4). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'chunk-reload-at';

/**
 * Whether a chunk-load failure may reload the page now, given when it last did (ms since the epoch,
 * or `null` when never): at most once per {@link CHUNK_RELOAD_GUARD_MS}.
 *
 * @example
 * ```ts
 * mayReloadForChunkError(null, 1_000); // true
 * mayReloadForChunkError(1_000, 30_000); // false
 * ```
 */
export function mayReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt;
}

function readLastReload(): number | null {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

/**
 * After a deploy, an open page may ask for a chunk that no longer exists: reload it to get the new
 * build, unless it already did in the last 60 s (then the error goes on to the error boundary, so a
 * broken build cannot loop). Returns whether a reload started.
 */
export function reloadForChunkError(now = Date.now()): boolean {
  if (typeof window === 'undefined' || !mayReloadForChunkError(readLastReload(), now)) return false;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Storage may be off (private mode): reloading once is still better than a dead control.
  }
  window.location.reload();
  return true;
}

/**
 * `React.lazy` whose import failure reloads the page (guarded by {@link reloadForChunkError}).
 *
 * @example
 * ```tsx
 * const HelpDrawer = lazyWithReload(() => import('./help-drawer'));
 * ```
 */
export function lazyWithReload<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    factory().catch((error: unknown) => {
      // While the page reloads, stay suspended instead of flashing the error boundary.
      if (reloadForChunkError()) return new Promise<never>(() => {});
      throw error;
    }),
  );
}
