/**
 * Session id of the fraud-device check, keyed by the cart id.
 */

/**
 * Longest fraud-check session id.
 *
 * @example
 * ```ts
 * FRAUD_SESSION_ID_MAX_LENGTH; // 32
 * ```
 */
export const FRAUD_SESSION_ID_MAX_LENGTH = 32;

/**
 * Sanitises a fraud-check session id: keeps ASCII letters, digits, underscore and hyphen, and cuts
 * the result to 32 characters.
 *
 * @example
 * ```ts
 * sanitizeFraudSessionId('a1b2:c3d4/e5{}_-'); // 'a1b2c3d4e5_-'
 * ```
 */
export function sanitizeFraudSessionId(raw: string): string {
  return raw.replace(/[^A-Za-z0-9_-]/g, '').slice(0, FRAUD_SESSION_ID_MAX_LENGTH);
}

/**
 * The fraud-check session id for the thank-you page: the cart id from browser storage, else the one
 * in the thank-you URL, sanitised; `null` when neither gives any usable character.
 *
 * @example
 * ```ts
 * fraudSessionId({ storedCartId: null, urlCartId: '9f1c-77aa' }); // '9f1c-77aa'
 * ```
 */
export function fraudSessionId(sources: { storedCartId?: string | null; urlCartId?: string | null }): string | null {
  for (const candidate of [sources.storedCartId, sources.urlCartId]) {
    const id = candidate ? sanitizeFraudSessionId(candidate) : '';
    if (id) return id;
  }
  return null;
}
