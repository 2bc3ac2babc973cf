import { randomBytes, timingSafeEqual } from 'node:crypto';
import { checkCard, type CardErrors, type CardInput } from '@pool/cart-domain';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { processorCharges, processorTokens } from '../db/schema.js';
import { DECLINE_MESSAGES, type AuthorizeRequest, type AuthorizeResult, type DeclineCode, type PaymentProvider } from './provider.js';

/**
 * The test cards with a fixed answer; every other valid card number is approved. `authenticationRequired`
 * (Stripe's own number for it) asks for 3-D Secure: approved once the shopper completes the challenge.
 */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticationRequired: '4000002760003184',
} as const;

const DECLINES = new Map<string, DeclineCode>([
  [TEST_CARDS.declined, 'card_declined'],
  [TEST_CARDS.insufficientFunds, 'insufficient_funds'],
]);

/** How long a test processor token can be authorized after it was made. */
export const TOKEN_LIFETIME_MS = 15 * 60_000;

/** What the shopper pressed on the challenge page. */
export type ChallengeOutcome = 'completed' | 'failed';

/**
 * A challenge as its page shows it: `outcome` null until the shopper answers; `open` while its
 * authorization still waits for the checkout (not yet resumed, voided or swept).
 */
export interface Challenge { id: string; amount: number; outcome: ChallengeOutcome | null; open: boolean }

/** A PaymentIntent-like id, as Stripe names an authorization that waits for the shopper (docs/decisions/0078). */
const CHALLENGED = /^pi_[a-f0-9]{24}$/;

export type TokenizeResult = { ok: true; token: { id: string; brand: string; last4: string } } | { ok: false; errors: CardErrors };

export interface TestProcessor extends PaymentProvider {
  /**
   * The processor's side of the browser's tokenization call (its own listener, test-processor-listener.ts):
   * checks the card as a processor does and keeps what an authorization needs, never the number.
   */
  tokenize(card: CardInput): Promise<TokenizeResult>;
  /** Deletes tokens past their expiry (the hourly sweep); returns how many. */
  sweepTokens(): Promise<number>;
  /**
   * The 3-D Secure challenge waiting under `id` (test-processor-challenge.ts shows it), or null when
   * there is none or `secret` is not its secret: one shopper cannot see or answer another's.
   */
  challenge(id: string, secret: string): Promise<Challenge | null>;
  /**
   * Writes what the shopper pressed, once: answers the challenge as it now stands (the first outcome
   * stays), with `recorded` false when it had been answered before. Null as for {@link challenge}.
   */
  answerChallenge(id: string, secret: string, outcome: ChallengeOutcome): Promise<(Challenge & { recorded: boolean }) | null>;
}

/**
 * The built-in card processor of a store run on one machine (docs/decisions/0061): it behaves like a
 * real one (one-time expiring tokens, idempotent authorizations, declines for the test cards, captures
 * and voids on its own ledger) without leaving the database. Its tables, `processor_tokens` and
 * `processor_charges`, stand for the processor's side: the store's own records are
 * `payment_authorizations` and the order's `payments` row.
 */
export function createTestProcessor(db: Db, options: { now?: () => Date; challengeUrl?: string } = {}): TestProcessor {
  const now = options.now ?? (() => new Date());
  // Where the shopper's browser takes the challenge: this processor's own listener (0078).
  const challengeBase = options.challengeUrl ?? 'http://localhost:4242';

  async function chargeFor(idempotencyKey: string) {
    const [charge] = await db.select().from(processorCharges).where(eq(processorCharges.idempotencyKey, idempotencyKey));
    return charge;
  }

  function answer(charge: typeof processorCharges.$inferSelect): AuthorizeResult {
    if (charge.status === 'declined') {
      const code = (charge.declineCode ?? 'card_declined') as DeclineCode;
      return { status: 'declined', code, message: DECLINE_MESSAGES[code] };
    }
    // An attempt whose authorization was voided (by the sweep) cannot be paid with it again.
    if (charge.status === 'voided') return { status: 'declined', code: 'token_invalid', message: DECLINE_MESSAGES.token_invalid };
    if (charge.status === 'requires_action') {
      const clientSecret = charge.challengeSecret ?? '';
      const challengeUrl = new URL(`/v1/challenges/${charge.id}?${new URLSearchParams({ secret: clientSecret })}`, challengeBase).href;
      return { status: 'requires_action', authorizationId: charge.id, nextAction: { type: 'test_3ds', challengeUrl, clientSecret, paymentToken: charge.id } };
    }
    return { status: 'authorized', authorizationId: charge.id, brand: charge.brand, last4: charge.last4 };
  }

  /** A charge that was challenged, when `secret` is its challenge's (compared in constant time). */
  async function challengedCharge(id: string, secret: string) {
    if (!CHALLENGED.test(id)) return null;
    const [charge] = await db.select().from(processorCharges).where(eq(processorCharges.id, id));
    const expected = Buffer.from(charge?.challengeSecret ?? '');
    const given = Buffer.from(secret);
    return charge && expected.length > 0 && expected.length === given.length && timingSafeEqual(expected, given) ? charge : null;
  }

  const asChallenge = (charge: typeof processorCharges.$inferSelect): Challenge => ({
    id: charge.id, amount: charge.amount, outcome: (charge.challengeOutcome as ChallengeOutcome | null) ?? null, open: charge.status === 'requires_action',
  });

  /**
   * The checkout sent again after the challenge, with the challenged charge's id as its token (the
   * caller has checked its own records): it must be this checkout's (amount and description, which
   * names the cart). Completed, it holds the money; failed or never answered, it is released and
   * declined, as Stripe's are.
   */
  async function resume(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const [charge] = await db.select().from(processorCharges).where(eq(processorCharges.id, request.paymentToken));
    const ours = charge && charge.challengeSecret !== null && charge.amount === request.amountCents && charge.description === request.description;
    if (!ours || charge.status === 'voided' || charge.status === 'declined') return { status: 'declined', code: 'token_invalid', message: DECLINE_MESSAGES.token_invalid };
    if (charge.status !== 'requires_action') return answer(charge);
    const completed = charge.challengeOutcome === 'completed';
    // Conditional on the waiting state: of two re-submits at once, one moves it and the other reads the result.
    await db.update(processorCharges).set(completed ? { status: 'authorized' } : { status: 'voided', voidedAt: now() })
      .where(and(eq(processorCharges.id, charge.id), eq(processorCharges.status, 'requires_action')));
    const [settled] = await db.select().from(processorCharges).where(eq(processorCharges.id, charge.id));
    if (settled?.status === 'authorized' || settled?.status === 'captured') return answer(settled);
    return { status: 'declined', code: 'card_declined', message: DECLINE_MESSAGES.card_declined };
  }

  return {
    name: 'test',

    async tokenize(input: CardInput): Promise<TokenizeResult> {
      const checked = checkCard(input, now());
      if (!checked.ok) return { ok: false, errors: checked.errors };
      const { card } = checked;
      const id = `tok_${randomBytes(18).toString('base64url').replace(/-/g, '_')}`;
      await db.insert(processorTokens).values({
        id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear,
        declineCode: DECLINES.get(card.digits) ?? null, requiresAuthentication: card.digits === TEST_CARDS.authenticationRequired, createdAt: now(), expiresAt: new Date(now().getTime() + TOKEN_LIFETIME_MS),
      });
      return { ok: true, token: { id, brand: card.brand, last4: card.last4 } };
    },

    resumedAuthorization: (paymentToken) => (CHALLENGED.test(paymentToken) ? paymentToken : null),

    async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
      if (CHALLENGED.test(request.paymentToken)) return resume(request);
      // The first answer under the key wins, as with a real processor's idempotency keys.
      const earlier = await chargeFor(request.idempotencyKey);
      if (earlier) return answer(earlier);
      // Spending the token and writing the charge are one transaction: a parallel request of the same
      // attempt waits on the token's row until the charge is there, then answers with that charge.
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [token] = await tx.update(processorTokens).set({ usedAt: now() })
          .where(and(eq(processorTokens.id, request.paymentToken), isNull(processorTokens.usedAt), gt(processorTokens.expiresAt, now())))
          .returning();
        if (!token) return;
        const decline = token.declineCode as DeclineCode | null;
        // A card that asks for 3-D Secure holds nothing until the shopper completes the challenge.
        const challenged = !decline && token.requiresAuthentication;
        const id = challenged ? `pi_${randomBytes(12).toString('hex')}` : `ch_${randomBytes(12).toString('hex')}`;
        await tx.insert(processorCharges).values({
          id,
          idempotencyKey: request.idempotencyKey,
          amount: request.amountCents,
          brand: token.brand,
          last4: token.last4,
          status: decline ? 'declined' : challenged ? 'requires_action' : 'authorized',
          declineCode: decline,
          challengeSecret: challenged ? `${id}_secret_${randomBytes(16).toString('hex')}` : null,
          description: request.description,
        }).onConflictDoNothing({ target: processorCharges.idempotencyKey });
      });
      // No charge under the key: the token was unknown, expired or spent by another attempt.
      const charge = await chargeFor(request.idempotencyKey);
      return charge ? answer(charge) : { status: 'declined', code: 'token_invalid', message: DECLINE_MESSAGES.token_invalid };
    },

    async capture(authorizationId: string): Promise<void> {
      const [charge] = await db.select({ status: processorCharges.status }).from(processorCharges).where(eq(processorCharges.id, authorizationId));
      if (!charge) throw new Error(`no authorization ${authorizationId}`);
      if (charge.status === 'captured') return;
      if (charge.status !== 'authorized') throw new Error(`authorization ${authorizationId} is ${charge.status}`);
      await db.update(processorCharges).set({ status: 'captured', capturedAt: now() })
        .where(and(eq(processorCharges.id, authorizationId), eq(processorCharges.status, 'authorized')));
    },

    async void(authorizationId: string): Promise<void> {
      // A held charge, or one still waiting for its challenge (abandoned: the sweep releases it).
      await db.update(processorCharges).set({ status: 'voided', voidedAt: now() })
        .where(and(eq(processorCharges.id, authorizationId), inArray(processorCharges.status, ['authorized', 'requires_action'])));
    },

    async challenge(id: string, secret: string): Promise<Challenge | null> {
      const charge = await challengedCharge(id, secret);
      return charge ? asChallenge(charge) : null;
    },

    async answerChallenge(id: string, secret: string, outcome: ChallengeOutcome) {
      const charge = await challengedCharge(id, secret);
      if (!charge) return null;
      const [answered] = await db.update(processorCharges).set({ challengeOutcome: outcome })
        .where(and(eq(processorCharges.id, id), eq(processorCharges.status, 'requires_action'), isNull(processorCharges.challengeOutcome)))
        .returning();
      if (answered) return { ...asChallenge(answered), recorded: true };
      const [current] = await db.select().from(processorCharges).where(eq(processorCharges.id, id));
      return { ...asChallenge(current ?? charge), recorded: false };
    },

    async sweepTokens(): Promise<number> {
      const removed = await db.delete(processorTokens).where(lt(processorTokens.expiresAt, now())).returning({ id: processorTokens.id });
      return removed.length;
    },
  };
}
