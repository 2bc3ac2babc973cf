/**
 * Cart writes from this tab run one after another. Two adds sent at once by a guest without a session
 * would each make a session and a cart, and the browser would keep only the cookie it got last, losing
 * the other cart; in order, the second add carries the cookie the first one set.
 */
let tail: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` after every cart write queued before it has finished (failed or not).
 *
 * @example
 * ```ts
 * export const clientAction = ({ serverAction }) => inCartOrder(() => serverAction());
 * ```
 */
export function inCartOrder<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}

/**
 * A fresh idempotency key for one add the shopper makes (32 hex digits): the add's retries send it
 * again, so a retry after a timeout cannot add the product twice. `crypto.getRandomValues` works on
 * plain-http origins too, where `crypto.randomUUID` does not exist.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
