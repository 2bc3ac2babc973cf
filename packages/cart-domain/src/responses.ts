/**
 * Turns server answers of the cart area's forms into the spec's messages.
 */
import { CART_MESSAGES } from './messages.js';

/**
 * Outcome of a quote request as the flyout shows it.
 *
 * @example
 * ```ts
 * const outcome: QuoteOutcome = quoteResponseOutcome({ message: 'Quote request submitted successfully' });
 * ```
 */
export type QuoteOutcome =
  | { kind: 'success'; message: typeof CART_MESSAGES.quoteThanks }
  | { kind: 'error'; message: typeof CART_MESSAGES.quoteUnexpectedResponse | typeof CART_MESSAGES.quoteFailed };

/**
 * Reads the server's answer to a quote request: success only when its message is exactly
 * 'Quote request submitted successfully'; another message gives 'Unexpected response from server';
 * a failed call (pass `null`) gives the generic failure.
 *
 * @example
 * ```ts
 * quoteResponseOutcome({ message: 'ok' }); // { kind: 'error', message: 'Unexpected response from server' }
 * quoteResponseOutcome(null); // { kind: 'error', message: 'An error occurred while submitting your request. Please try again.' }
 * ```
 */
export function quoteResponseOutcome(response: { message?: unknown } | null | undefined): QuoteOutcome {
  if (!response) return { kind: 'error', message: CART_MESSAGES.quoteFailed };
  if (response.message === CART_MESSAGES.quoteServerSuccess) return { kind: 'success', message: CART_MESSAGES.quoteThanks };
  return { kind: 'error', message: CART_MESSAGES.quoteUnexpectedResponse };
}

/**
 * The error shown in red in the Email Cart modal: the server's message, else the default.
 *
 * @example
 * ```ts
 * emailCartErrorMessage({ error: { message: 'Mailbox full' } }); // 'Mailbox full'
 * emailCartErrorMessage(undefined); // 'Oops, there was a problem, please try again later'
 * ```
 */
export function emailCartErrorMessage(response: { error?: { message?: string | null } | null } | null | undefined): string {
  const message = response?.error?.message?.trim();
  return message || CART_MESSAGES.emailCartFailed;
}

/**
 * The notify-me failure message: the first message of the last error field; `null` when there is none.
 *
 * @example
 * ```ts
 * notifyMeErrorMessage({ email: ['Taken'], zip_code: ['Unknown zip', 'Other'] }); // 'Unknown zip'
 * ```
 */
export function notifyMeErrorMessage(errors: Readonly<Record<string, readonly string[] | string>> | null | undefined): string | null {
  if (!errors) return null;
  const fields = Object.values(errors);
  const last = fields[fields.length - 1];
  if (last === undefined) return null;
  const first = typeof last === 'string' ? last : last[0];
  return first ?? null;
}
