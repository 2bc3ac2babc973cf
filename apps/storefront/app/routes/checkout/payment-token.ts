import { parseExpiry } from '@pool/cart-domain';
import type { CheckoutErrors } from './checkout-form';

/**
 * The browser side of the configured card processor (docs/decisions/0061), as the loader hands it to
 * the page: the test processor's tokenization endpoint, or Stripe's publishable key.
 */
export type PaymentClient = { provider: 'test'; tokenUrl: string } | { provider: 'stripe'; publishableKey: string };

/** A one-time payment token, or why none was made (field messages under the form's `card.*` keys). */
export type TokenAnswer = { ok: true; token: string } | { ok: false; errors: CheckoutErrors; message: string };

/** What the shopper reads when the processor could not be reached. */
export const PROCESSOR_UNREACHABLE = 'We could not reach our card processor. Please try again.';

/** The test processor's field names → the form's message keys. */
const FIELD_KEYS: Record<string, string> = { number: 'card.number', expiry: 'card.expiry', cvc: 'card.cvc' };

/**
 * Sends the card from the browser straight to the test processor's tokenization endpoint (a form
 * post: no preflight) and answers its one-time token. The card goes nowhere else.
 */
export async function testProcessorToken(tokenUrl: string, card: { number: string; expiry: string; cvc: string }, fetcher: typeof fetch = fetch): Promise<TokenAnswer> {
  const expiry = parseExpiry(card.expiry) ?? { expMonth: 0, expYear: 0 };
  const body = new URLSearchParams({ number: card.number, expMonth: String(expiry.expMonth), expYear: String(expiry.expYear), cvc: card.cvc });
  let response: Response;
  try {
    response = await fetcher(tokenUrl, { method: 'POST', body, credentials: 'omit', cache: 'no-store' });
  } catch {
    return { ok: false, errors: {}, message: PROCESSOR_UNREACHABLE };
  }
  const answer = (await response.json().catch(() => null)) as { id?: string; error?: { message?: string; errors?: Record<string, string[]> } } | null;
  if (response.ok && typeof answer?.id === 'string') return { ok: true, token: answer.id };
  if (response.status === 400 && answer?.error) {
    const errors = Object.fromEntries(Object.entries(answer.error.errors ?? {}).map(([field, messages]) => [FIELD_KEYS[field] ?? `card.${field}`, messages]));
    return { ok: false, errors, message: answer.error.message ?? 'Please check your card details.' };
  }
  return { ok: false, errors: {}, message: PROCESSOR_UNREACHABLE };
}
