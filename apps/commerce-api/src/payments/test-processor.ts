import { randomBytes } from 'node:crypto';
import { checkCard, type CardErrors, type CardInput } from '@pool/cart-domain';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { processorCharges, processorTokens } from '../db/schema.js';
import { DECLINE_MESSAGES, type AuthorizeRequest, type AuthorizeResult, type DeclineCode, type PaymentProvider } from './provider.js';

/** The test cards with a fixed answer; every other valid card number is approved. */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const DECLINES = new Map<string, DeclineCode>([
  [TEST_CARDS.declined, 'card_declined'],
  [TEST_CARDS.insufficientFunds, 'insufficient_funds'],
]);

/** How long a test processor token can be authorized after it was made. */
export const TOKEN_LIFETIME_MS = 15 * 60_000;

export type TokenizeResult = { ok: true; token: { id: string; brand: string; last4: string } } | { ok: false; errors: CardErrors };

export interface TestProcessor extends PaymentProvider {
  /**
   * The processor's side of the browser's tokenization call (its own listener, test-processor-listener.ts):
   * checks the card as a processor does and keeps what an authorization needs, never the number.
   */
  tokenize(card: CardInput): Promise<TokenizeResult>;
  /** Deletes tokens past their expiry (the hourly sweep); returns how many. */
  sweepTokens(): Promise<number>;
}

/**
 * The built-in card processor of a store run on one machine (docs/decisions/0061): it behaves like a
 * real one (one-time expiring tokens, idempotent authorizations, declines for the test cards, captures
 * and voids on its own ledger) without leaving the database. Its tables, `processor_tokens` and
 * `processor_charges`, stand for the processor's side: the store's own records are
 * `payment_authorizations` and the order's `payments` row.
 */
export function createTestProcessor(db: Db, options: { now?: () => Date } = {}): TestProcessor {
  const now = options.now ?? (() => new Date());

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
    return { status: 'authorized', authorizationId: charge.id, brand: charge.brand, last4: charge.last4 };
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
        declineCode: DECLINES.get(card.digits) ?? null, createdAt: now(), expiresAt: new Date(now().getTime() + TOKEN_LIFETIME_MS),
      });
      return { ok: true, token: { id, brand: card.brand, last4: card.last4 } };
    },

    async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
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
        await tx.insert(processorCharges).values({
          id: `ch_${randomBytes(12).toString('hex')}`,
          idempotencyKey: request.idempotencyKey,
          amount: request.amountCents,
          brand: token.brand,
          last4: token.last4,
          status: decline ? 'declined' : 'authorized',
          declineCode: decline,
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
      await db.update(processorCharges).set({ status: 'voided', voidedAt: now() })
        .where(and(eq(processorCharges.id, authorizationId), eq(processorCharges.status, 'authorized')));
    },

    async sweepTokens(): Promise<number> {
      const removed = await db.delete(processorTokens).where(lt(processorTokens.expiresAt, now())).returning({ id: processorTokens.id });
      return removed.length;
    },
  };
}
