import { CART_MESSAGES, quoteResponseOutcome } from '@pool/cart-domain';
import { shopperError } from '../../lib/error-message';

/** The form fields that show their own message (spec shopping.md 8). */
export type QuoteField = 'name' | 'email' | 'phone' | 'message';
export const QUOTE_FIELDS: readonly QuoteField[] = ['name', 'email', 'phone', 'message'];

/** What the quote request action answers the flyout. */
export type QuoteRequestResult =
  | { ok: true; message: string; uuid: string }
  | { ok: false; message: string | null; fieldErrors: Partial<Record<QuoteField, string>> };

/**
 * Reads the BFF's answer to a quote request: a 200 is a success only when its message is exactly
 * 'Quote request submitted successfully' (cart-domain `quoteResponseOutcome`); a refusal with field
 * messages shows them at their fields (other messages, such as the products one, under the button);
 * anything else is the generic failure.
 *
 * @example
 * ```ts
 * quoteRequestResult(200, { message: 'OK', uuid: 'x' }); // { ok: false, message: 'Unexpected response from server', fieldErrors: {} }
 * ```
 */
export function quoteRequestResult(status: number, body: unknown): QuoteRequestResult {
  if (status === 200) {
    const answer = body as { message?: unknown; uuid?: unknown };
    const outcome = quoteResponseOutcome(answer);
    if (outcome.kind === 'success' && typeof answer.uuid === 'string') return { ok: true, message: outcome.message, uuid: answer.uuid };
    return { ok: false, message: outcome.kind === 'error' ? outcome.message : CART_MESSAGES.quoteUnexpectedResponse, fieldErrors: {} };
  }
  const refused = shopperError({ status, body }, CART_MESSAGES.quoteFailed);
  if (status === 422 && Object.keys(refused.fields).length > 0) {
    const fieldErrors: Partial<Record<QuoteField, string>> = {};
    const others: string[] = [];
    for (const [field, first] of Object.entries(refused.fieldMessages)) {
      if ((QUOTE_FIELDS as readonly string[]).includes(field)) fieldErrors[field as QuoteField] = first;
      else others.push(first);
    }
    return { ok: false, message: others[0] ?? (Object.keys(fieldErrors).length ? null : CART_MESSAGES.quoteFailed), fieldErrors };
  }
  // A limit (429: too many mails to this address or from this one) says so (docs/decisions/0051).
  if (status === 429) return { ok: false, message: refused.reason, fieldErrors: {} };
  return { ok: false, message: CART_MESSAGES.quoteFailed, fieldErrors: {} };
}
