import { parseExpiry } from '@pool/cart-domain';
import type { PaymentNextAction } from '@pool/api-contract';
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

/** What the page does with the checkout action's answer (docs/decisions/0078). */
export type ChallengeStep =
  | { kind: 'none' }
  | { kind: 'challenge'; action: PaymentNextAction }
  | { kind: 'refuse'; message: string };

/**
 * The step an answer asks of the page: nothing (no next action, or one whose challenge this page has
 * already started: a re-render), the processor's challenge (3-D Secure with Stripe.js, or the test
 * processor's page in a dialog), or a refusal when the page's processor cannot run it.
 *
 * @example
 * ```ts
 * challengeStep({ nextAction: null }, stripe, new Set()); // { kind: 'none' }
 * challengeStep({ nextAction }, { provider: 'stripe', publishableKey }, new Set()); // { kind: 'challenge', action: nextAction }
 * ```
 */
export function challengeStep(answer: { nextAction?: PaymentNextAction | null } | undefined, payment: PaymentClient, started: ReadonlySet<string>): ChallengeStep {
  const action = answer?.nextAction;
  if (!action || started.has(action.clientSecret)) return { kind: 'none' };
  if (action.type === 'stripe_3ds' && payment.provider === 'stripe') return { kind: 'challenge', action };
  // The test processor's page, framed only from the processor this page was configured with (its CSP's frame-src).
  if (action.type === 'test_3ds' && payment.provider === 'test' && originOf(action.challengeUrl) === originOf(payment.tokenUrl)) return { kind: 'challenge', action };
  return { kind: 'refuse', message: PROCESSOR_UNREACHABLE };
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The test processor's challenge, as the contract names it. */
export type TestChallenge = Extract<PaymentNextAction, { type: 'test_3ds' }>;

/**
 * Whether a window message is the test processor's challenge page telling how `action` ended: from
 * the challenge page's own origin, about this challenge (`paymentToken`), with a known outcome. Any
 * other message (another frame, another challenge, a forged one) is ignored: null.
 *
 * @example
 * ```ts
 * challengeMessage({ origin: 'http://localhost:4242', data: { type: 'test_3ds', paymentToken: 'pi_1', outcome: 'failed' } }, action); // 'failed'
 * ```
 */
export function challengeMessage(event: { origin: string; data: unknown }, action: TestChallenge): 'completed' | 'failed' | null {
  if (event.origin !== originOf(action.challengeUrl)) return null;
  const data = event.data as { type?: unknown; paymentToken?: unknown; outcome?: unknown } | null;
  if (typeof data !== 'object' || data === null || data.type !== 'test_3ds' || data.paymentToken !== action.paymentToken) return null;
  return data.outcome === 'completed' || data.outcome === 'failed' ? data.outcome : null;
}

/** What Stripe.js's `handleNextAction` answered, as far as the checkout reads it. */
export interface ChallengeOutcome {
  error?: { type?: string; message?: string };
  paymentIntent?: { id: string; status: string };
}

/**
 * The token to send the checkout again with once the challenge is over: the PaymentIntent's id
 * (or the test processor's `pi_...`; its dialog answers `{}`) whether the shopper passed, failed or
 * abandoned it, because the store decides (it pays with a
 * held intent and declines any other in its own words, as for any declined card). Only when Stripe
 * could not be reached is nothing sent: the shopper is asked to try again.
 *
 * @example
 * ```ts
 * challengeAnswer({ paymentIntent: { id: 'pi_1', status: 'requires_capture' } }, 'pi_1'); // { ok: true, token: 'pi_1' }
 * challengeAnswer({ error: { type: 'api_connection_error' } }, 'pi_1').ok; // false
 * ```
 */
export function challengeAnswer(outcome: ChallengeOutcome, paymentToken: string): TokenAnswer {
  if (outcome.error?.type === 'api_connection_error') return { ok: false, errors: {}, message: PROCESSOR_UNREACHABLE };
  return { ok: true, token: paymentToken };
}
