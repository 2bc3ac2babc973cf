/**
 * Runs `task` once the browser is idle (after the page's hydration and its own effects), or after
 * `timeoutMs` at the latest; `setTimeout` where there is no `requestIdleCallback` (Safari before 18.4).
 * For work a page does not need to become interactive: analytics, recording a view, below-the-fold
 * widgets. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
