/**
 * Resolves once `element` comes within `rootMargin` of the viewport (an IntersectionObserver, which
 * then stops watching), and at once when there is no element to watch or no IntersectionObserver
 * (old browsers, tests): code that waits on it loads late at best, never not at all. `signal` ends
 * the wait early (resolving) when the caller wants the code now.
 *
 * @example
 * ```ts
 * // A section's code loads as the shopper scrolls towards it; until then its server HTML stands.
 * const Section = lazy(() => whenNearViewport(document.getElementById('reviews')).then(() => import('./section')));
 * ```
 */
export function whenNearViewport(element: Element | null, { rootMargin = '600px', signal }: { rootMargin?: string; signal?: AbortSignal } = {}): Promise<void> {
  if (!element || typeof IntersectionObserver !== 'function' || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    }, { rootMargin });
    observer.observe(element);
    signal?.addEventListener('abort', done);
  });
}
