import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the current response, provided by entry.server. In the browser it is empty: the
 * scripts that need it have already run, and browsers hide nonce values from the DOM anyway.
 */
export const NonceContext = createContext('');

/** The CSP nonce for `<Scripts>` and `<ScrollRestoration>`. */
export function useNonce(): string {
  return useContext(NonceContext);
}
