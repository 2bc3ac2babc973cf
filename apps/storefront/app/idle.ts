/**
 * Runs `task` once the browser is idle (after the page's hydration and its own effects), after
 * `timeoutMs` at the latest, and at once if the page is being left first (`pagehide`), so nothing
 * queued is lost. `setTimeout` stands in where there is no `requestIdleCallback` (Safari before 18.4).
 * For work a page does not need to become interactive, such as analytics. Returns a function that
 * cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.removeEventListener('pagehide', run);
    task();
  };
  window.addEventListener('pagehide', run);
  const idle = typeof window.requestIdleCallback === 'function';
  const handle = idle ? window.requestIdleCallback(run, { timeout: timeoutMs }) : window.setTimeout(run, 1);
  return () => {
    done = true;
    window.removeEventListener('pagehide', run);
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
