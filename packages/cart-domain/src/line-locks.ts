/**
 * Per-line update locks: while an update (or a bundle removal) of a line runs, the line is dimmed,
 * ignores clicks and a second update is blocked.
 */

/**
 * Ids of the lines whose update is running. Treat as immutable: the functions below return new sets.
 *
 * @example
 * ```ts
 * let locks: LineLocks = new Set();
 * ```
 */
export type LineLocks = ReadonlySet<string>;

/**
 * Result of asking to update a line: `started` with the new locks, or `blocked` while the line's
 * previous update runs.
 *
 * @example
 * ```ts
 * const result: LineUpdateStart = beginLineUpdate(locks, 'line-1');
 * ```
 */
export type LineUpdateStart = { kind: 'started'; locks: LineLocks } | { kind: 'blocked' };

/**
 * Locks a line for an update, unless it is already locked.
 *
 * @example
 * ```ts
 * const first = beginLineUpdate(new Set(), 'line-1'); // { kind: 'started', locks: Set { 'line-1' } }
 * if (first.kind === 'started') beginLineUpdate(first.locks, 'line-1'); // { kind: 'blocked' }
 * ```
 */
export function beginLineUpdate(locks: LineLocks, lineId: string): LineUpdateStart {
  if (locks.has(lineId)) return { kind: 'blocked' };
  return { kind: 'started', locks: new Set([...locks, lineId]) };
}

/**
 * Unlocks a line once its update has finished, whether it succeeded or failed.
 *
 * @example
 * ```ts
 * endLineUpdate(new Set(['line-1']), 'line-1'); // Set {}
 * ```
 */
export function endLineUpdate(locks: LineLocks, lineId: string): LineLocks {
  if (!locks.has(lineId)) return locks;
  const next = new Set(locks);
  next.delete(lineId);
  return next;
}

/**
 * Whether a line is busy (dimmed, ignoring clicks).
 *
 * @example
 * ```ts
 * isLineBusy(new Set(['line-1']), 'line-1'); // true
 * ```
 */
export function isLineBusy(locks: LineLocks, lineId: string): boolean {
  return locks.has(lineId);
}
