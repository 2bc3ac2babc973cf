/**
 * Runs `task` once the browser is idle (after the page's hydration and its own effects), after
 * `timeoutMs` at the latest, and at once if the page is being left first (`pagehide`), so nothing
 * queued is lost; with `leave: 'drop'` a task that is of no use once the page is gone (a prefetch)
 * is dropped then instead. `setTimeout` stands in where there is no `requestIdleCallback` (Safari
 * before 18.4). For work a page does not need to become interactive, such as analytics. Returns a
 * function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000, { leave = 'run' }: { leave?: 'run' | 'drop' } = {}): () => void {
  let done = false;
  const finish = (runTask: boolean) => {
    if (done) return;
    done = true;
    window.removeEventListener('pagehide', onLeave);
    if (runTask) task();
  };
  const run = () => finish(true);
  const onLeave = () => finish(leave === 'run');
  window.addEventListener('pagehide', onLeave);
  const idle = typeof window.requestIdleCallback === 'function';
  const handle = idle ? window.requestIdleCallback(run, { timeout: timeoutMs }) : window.setTimeout(run, 1);
  return () => {
    done = true;
    window.removeEventListener('pagehide', onLeave);
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
