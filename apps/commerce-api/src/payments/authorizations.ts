import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { paymentAuthorizations } from '../db/schema.js';
import type { PaymentProvider } from './provider.js';

/**
 * An authorization this long without an order is left behind (a crash between the charge and the
 * order, never retried; a 3-D Secure challenge the shopper abandoned, docs/decisions/0078).
 */
export const ORPHAN_AUTHORIZATION_MINUTES = 30;

/**
 * Writes down an authorization the provider granted (or one waiting for the shopper's challenge, which
 * may hold money once it is passed), before its order exists; again for a replayed attempt (same id)
 * changes nothing.
 */
export async function recordAuthorization(db: Db, row: { id: string; provider: string; amount: number }, now: Date): Promise<void> {
  await db.insert(paymentAuthorizations).values({ ...row, createdAt: now }).onConflictDoNothing({ target: paymentAuthorizations.id });
}

/**
 * Whether the store's records hold an authorization by this id, of this provider and amount, that no
 * order has taken nor sweep voided: what a payment token resuming it (Stripe's `pi_...` after the
 * shopper's 3-D Secure challenge, docs/decisions/0078) must name.
 */
export async function isOpenAuthorization(db: Db, row: { id: string; provider: string; amount: number }): Promise<boolean> {
  const [found] = await db.select({ id: paymentAuthorizations.id }).from(paymentAuthorizations).where(and(
    eq(paymentAuthorizations.id, row.id), eq(paymentAuthorizations.provider, row.provider), eq(paymentAuthorizations.amount, row.amount),
    eq(paymentAuthorizations.status, 'authorized'), isNull(paymentAuthorizations.orderId),
  ));
  return found !== undefined;
}

/**
 * Voids the provider's authorizations older than `minutes` that no order took (docs/decisions/0061).
 * Idempotent: a voided one is no longer a candidate, and voiding twice is a no-op at the provider. A
 * void that fails stops the sweep and leaves its authorization for the next one. Returns the ids voided.
 */
export async function sweepOrphanAuthorizations(db: Db, provider: PaymentProvider, now: Date, minutes = ORPHAN_AUTHORIZATION_MINUTES): Promise<string[]> {
  const cutoff = new Date(now.getTime() - minutes * 60_000);
  const orphans = await db.select({ id: paymentAuthorizations.id }).from(paymentAuthorizations).where(and(
    eq(paymentAuthorizations.provider, provider.name), eq(paymentAuthorizations.status, 'authorized'),
    isNull(paymentAuthorizations.orderId), lt(paymentAuthorizations.createdAt, cutoff),
  )).limit(500);
  const voided: string[] = [];
  for (const { id } of orphans) {
    // Claimed first, only while no order has it: the order transaction takes an authorization only
    // while it is still 'authorized', so a late order and the sweep cannot both have it.
    const claimed = await db.update(paymentAuthorizations).set({ status: 'voided', voidedAt: now })
      .where(and(eq(paymentAuthorizations.id, id), eq(paymentAuthorizations.status, 'authorized'), isNull(paymentAuthorizations.orderId)))
      .returning({ id: paymentAuthorizations.id });
    if (claimed.length === 0) continue;
    try {
      await provider.void(id);
      voided.push(id);
    } catch (error) {
      // Left for the next sweep.
      await db.update(paymentAuthorizations).set({ status: 'authorized', voidedAt: null }).where(eq(paymentAuthorizations.id, id));
      throw error;
    }
  }
  return voided;
}
