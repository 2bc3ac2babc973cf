import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { processorCharges } from '../db/schema.js';
import { HttpError } from '../http/problem.js';
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

/**
 * The built-in card processor of a store run on one machine: it behaves like a real one (idempotent
 * authorizations, declines for the test cards, captures and voids on its own ledger) without leaving
 * the database. Its ledger, `processor_charges`, stands for the processor's side: the store's own
 * record of a payment is the `payments` row of the order.
 */
export function createTestProcessor(db: Db): PaymentProvider {
  return {
    name: 'test',

    async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
      const decline = DECLINES.get(request.card.digits) ?? null;
      const id = `ch_${randomBytes(12).toString('hex')}`;
      await db.insert(processorCharges).values({
        id,
        idempotencyKey: request.idempotencyKey,
        amount: request.amountCents,
        brand: request.card.brand,
        last4: request.card.last4,
        status: decline ? 'declined' : 'authorized',
        declineCode: decline,
        description: request.description,
      }).onConflictDoNothing({ target: processorCharges.idempotencyKey });
      // The first answer under the key wins, as with a real processor's idempotency keys.
      const [charge] = await db.select().from(processorCharges).where(eq(processorCharges.idempotencyKey, request.idempotencyKey));
      if (!charge) throw new Error('the test processor lost a charge it just wrote');
      if (charge.amount !== request.amountCents || charge.last4 !== request.card.last4) {
        throw new HttpError(409, 'This checkout attempt was already paid with other details; reload the page to start again.');
      }
      if (charge.status === 'declined') {
        const code = (charge.declineCode ?? 'card_declined') as DeclineCode;
        return { status: 'declined', code, message: DECLINE_MESSAGES[code] };
      }
      return { status: 'authorized', authorizationId: charge.id, brand: request.card.brand, last4: charge.last4 };
    },

    async capture(authorizationId: string): Promise<void> {
      const [charge] = await db.select({ status: processorCharges.status }).from(processorCharges).where(eq(processorCharges.id, authorizationId));
      if (!charge) throw new Error(`no authorization ${authorizationId}`);
      if (charge.status === 'captured') return;
      if (charge.status !== 'authorized') throw new Error(`authorization ${authorizationId} is ${charge.status}`);
      await db.update(processorCharges).set({ status: 'captured', capturedAt: new Date() })
        .where(and(eq(processorCharges.id, authorizationId), eq(processorCharges.status, 'authorized')));
    },

    async void(authorizationId: string): Promise<void> {
      await db.update(processorCharges).set({ status: 'voided', voidedAt: new Date() })
        .where(and(eq(processorCharges.id, authorizationId), eq(processorCharges.status, 'authorized')));
    },
  };
}
