import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * `false` on the server and during hydration, `true` after: lets forms drop their no-JavaScript
 * fallbacks (a `redirectTo` field) once the app is interactive, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Whether the document React is rendering into is still the server's, being hydrated (browser only). */
let documentHydrating = typeof document !== 'undefined';

/** `true` in the browser until the first render of the document has been hydrated; `false` on the server and after. */
export function isDocumentHydrating(): boolean {
  return documentHydrating;
}

/** Called by the root once hydration has committed (its effects run after every child's). */
export function markDocumentHydrated(): void {
  documentHydrating = false;
}
