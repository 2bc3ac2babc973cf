import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import express, { type Router } from 'express';
import type { Db } from '../db/client.js';
import { paymentAuthorizations, payments } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { DECLINE_MESSAGES, type AuthorizeRequest, type AuthorizeResult, type DeclineCode, type PaymentProvider } from './provider.js';

/** Where the Stripe library sends its calls: Stripe's API by default; a local test double in tests. */
export interface StripeEndpoint { host: string; port: number; protocol: 'http' | 'https' }

/** The library, configured: no retries of its own beyond two (every call carries an idempotency key). */
export function stripeClient(secretKey: string, endpoint?: StripeEndpoint): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(endpoint ?? {}) });
}

/** Stripe's decline codes as the store's: the shopper reads the store's wording. */
function declineCode(error: Stripe.errors.StripeError): DeclineCode {
  const code = error.decline_code ?? error.code;
  if (code === 'insufficient_funds') return 'insufficient_funds';
  if (code === 'expired_card') return 'expired_card';
  if (code === 'processing_error') return 'processing_error';
  return 'card_declined';
}

const declined = (code: DeclineCode): AuthorizeResult => ({ status: 'declined', code, message: DECLINE_MESSAGES[code] });

/** A failed call as the shopper's decline, or thrown when it is not the card's nor Stripe's availability. */
function declinedFor(error: unknown): AuthorizeResult {
  if (error instanceof Stripe.errors.StripeCardError) return declined(declineCode(error));
  // An unknown, foreign or already used PaymentMethod (or PaymentIntent) is the shopper's to enter again.
  if (error instanceof Stripe.errors.StripeInvalidRequestError) return declined('token_invalid');
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError || error instanceof Stripe.errors.StripeRateLimitError) {
    return declined('processing_error');
  }
  throw error;
}

/** A PaymentIntent holding the amount (`requires_capture`) as the store's authorization. */
function authorized(intent: Stripe.PaymentIntent): AuthorizeResult {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  return { status: 'authorized', authorizationId: intent.id, brand: method?.card?.brand ?? 'unknown', last4: method?.card?.last4 ?? '0000' };
}

/** A PaymentIntent id, as the browser sends it back after the 3-D Secure challenge (docs/decisions/0078). */
const PAYMENT_INTENT = /^pi_[A-Za-z0-9]+$/;

/**
 * Stripe as the card processor (docs/decisions/0061), chosen with `PAYMENTS_PROVIDER=stripe`: the
 * browser's Payment Element makes a PaymentMethod (`pm_...`, the payment token); an authorization is
 * a PaymentIntent confirmed with manual capture; capture and void capture or cancel it. Every call
 * carries an idempotency key. A card that asks for 3-D Secure answers `requires_action` with the
 * intent's client secret; the browser runs the challenge and the checkout comes back with the intent's
 * id (`pi_...`) as its token, which is retrieved, not confirmed again (docs/decisions/0078).
 */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  const cancel = (id: string) => stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `void:${id}` });

  /**
   * The checkout sent again after the challenge: the intent must be this checkout's (amount, currency
   * and description, which names the cart; the caller has checked its own records), and it is
   * authorized only once it holds the money. Anything else (a failed or abandoned challenge) is
   * released and declined in the store's words.
   */
  async function resume(request: AuthorizeRequest): Promise<AuthorizeResult> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.retrieve(request.paymentToken, { expand: ['payment_method'] });
    } catch (error) {
      return declinedFor(error);
    }
    const ours = intent.amount === request.amountCents && intent.currency === request.currency && intent.description === request.description && intent.capture_method === 'manual';
    // Another checkout's intent is left alone: its own checkout (or the sweep) settles it.
    if (!ours || intent.status === 'canceled') return declined('token_invalid');
    if (intent.status === 'requires_capture') return authorized(intent);
    await cancel(intent.id).catch(() => undefined);
    return declined('card_declined');
  }

  return {
    name: 'stripe',

    resumedAuthorization: (paymentToken) => (PAYMENT_INTENT.test(paymentToken) ? paymentToken : null),

    async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
      if (PAYMENT_INTENT.test(request.paymentToken)) return resume(request);
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create({
          amount: request.amountCents,
          currency: request.currency,
          payment_method: request.paymentToken,
          payment_method_types: ['card'],
          capture_method: 'manual',
          confirm: true,
          description: request.description,
          expand: ['payment_method'],
        }, { idempotencyKey: request.idempotencyKey });
      } catch (error) {
        return declinedFor(error);
      }
      if (intent.status === 'canceled') return declined('token_invalid');
      // 3-D Secure: the shopper's browser takes the step; the store keeps the intent until it comes back.
      if (intent.status === 'requires_action' && intent.client_secret) {
        return { status: 'requires_action', authorizationId: intent.id, nextAction: { type: 'stripe_3ds', clientSecret: intent.client_secret, paymentToken: intent.id } };
      }
      if (intent.status !== 'requires_capture') {
        // A step the checkout cannot take: nothing is held.
        await cancel(intent.id).catch(() => undefined);
        return declined('card_declined');
      }
      return authorized(intent);
    },

    async capture(authorizationId: string): Promise<void> {
      const intent = await stripe.paymentIntents.retrieve(authorizationId);
      if (intent.status === 'succeeded') return;
      await stripe.paymentIntents.capture(authorizationId, {}, { idempotencyKey: `capture:${authorizationId}` });
    },

    async void(authorizationId: string): Promise<void> {
      const intent = await stripe.paymentIntents.retrieve(authorizationId);
      // Any other state is cancellable: held (`requires_capture`) or still waiting for the shopper's challenge.
      if (intent.status === 'canceled' || intent.status === 'succeeded') return;
      await cancel(authorizationId);
    },
  };
}

/**
 * `POST /webhooks/stripe`: Stripe's events about the store's PaymentIntents, verified with the
 * endpoint's signing secret (`stripe.webhooks.constructEvent` over the raw body) and answered 400
 * when the signature does not hold. A PaymentIntent captured or cancelled on Stripe's side (the
 * dashboard, an expired authorization) is written to the store's records.
 */
export function stripeWebhookRouter(deps: { stripe: Stripe; webhookSecret: string; db: Db; logger: Logger; now?: () => Date }): Router {
  const { stripe, webhookSecret, db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const router = express.Router();
  router.post('/webhooks/stripe', express.raw({ type: '*/*', limit: '512kb' }), async (req, res, next) => {
    const signature = req.get('stripe-signature');
    let event: Stripe.Event;
    try {
      if (!signature || !Buffer.isBuffer(req.body)) throw new Error('no Stripe-Signature header or body');
      event = stripe.webhooks.constructEvent(req.body, signature, webhookSecret);
    } catch (error) {
      logger.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'stripe webhook refused');
      res.status(400).type('application/problem+json').json({ type: 'about:blank', title: 'The webhook signature does not match.', status: 400 });
      return;
    }
    try {
      if (event.type === 'payment_intent.canceled' || event.type === 'payment_intent.succeeded') {
        const intent = event.data.object;
        const status = event.type === 'payment_intent.succeeded' ? 'captured' : 'voided';
        await db.update(paymentAuthorizations).set({ status, ...(status === 'voided' ? { voidedAt: now() } : {}) })
          .where(and(eq(paymentAuthorizations.id, intent.id), eq(paymentAuthorizations.status, 'authorized')));
        await db.update(payments).set({ status, ...(status === 'captured' ? { capturedAt: now() } : {}) })
          .where(and(eq(payments.authorizationId, intent.id), eq(payments.status, 'authorized')));
      }
      logger.info({ eventId: event.id, type: event.type }, 'stripe webhook');
      res.json({ received: true });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
