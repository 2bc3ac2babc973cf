import type { CancelledOrder } from '@pool/api-contract';
import { eq } from 'drizzle-orm';
import { recordCancelledOrderPoints } from '../account-content/points-ledger.js';
import type { ReviewService } from '../account-content/reviews.service.js';
import { createCustomerService } from '../customers/customers.service.js';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { orders } from '../db/schema.js';
import { HttpError, notFound } from '../http/problem.js';
import { STAFF_ONLY } from '../staff/staff.service.js';

/** Orders staff may still cancel: nothing has shipped (decision 0055). */
const CANCELLABLE = new Set(['Pending', 'Awaiting Fulfillment', 'Manual Verification Required']);

/**
 * Staff moderation of reviews and cancelling of orders (decision 0055). Every call starts from the
 * bearer token: a live token of an is_admin customer, checked here whatever the BFF decided.
 */
export function createModerationService(db: Db, reviews: ReviewService, now: () => Date) {
  const accounts = createCustomerService(db, now);

  /** The staff member of `token`: 401 for a dead token, 403 for a shopper's. */
  async function staffFor(token: string) {
    const self = await accounts.byToken(token);
    if (!self.isAdmin) throw new HttpError(403, STAFF_ONLY);
    return self;
  }

  return {
    async pendingReviews(token: string, page: number) {
      await staffFor(token);
      return reviews.pending(page);
    },

    async moderateReview(token: string, id: number, decision: 'approve' | 'reject') {
      const staff = await staffFor(token);
      return reviews.moderate(id, decision, staff.id);
    },

    /**
     * Cancels an order nothing of which has shipped, and in the same transaction takes back the points
     * it earned (a reward order's points are given back). Another status is a 409: a shipped order is
     * returned, not cancelled. Money goes back through the payment processor, outside the store.
     */
    async cancelOrder(token: string, orderId: number): Promise<CancelledOrder> {
      await staffFor(token);
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [order] = isRowId(orderId) ? await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update') : [];
        if (!order) throw notFound(`No order has the number ${orderId}.`);
        if (order.status === 'Cancelled') throw new HttpError(409, `Order #${orderId} is already cancelled.`);
        if (!CANCELLABLE.has(order.status)) throw new HttpError(409, `Order #${orderId} is ${order.status}: it can be returned, not cancelled.`);
        await tx.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, orderId));
        const points = await recordCancelledOrderPoints(tx, orderId, now());
        return { order_id: orderId, status: 'Cancelled' as const, points };
      });
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
