import { cancelledOrderPoints, orderRewardPoints, returnPointsReversal } from '@pool/account-domain';
import type { PointsTransaction } from '@pool/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orderLines, returnLines, returns, rewardTransactions } from '../db/schema.js';

// The points ledger: one row a change to a customer's points. Orders, cancellations and returns write
// it inside their own transactions; the rewards service reads it and redeems from it.

type TransactionRow = typeof rewardTransactions.$inferSelect;

/** One ledger row as the API shows it. */
export function toTransaction(row: TransactionRow): PointsTransaction {
  return {
    id: row.id, kind: row.kind, points: row.points, description: row.description, order_id: row.orderId, created_at: row.createdAt.toISOString(),
  };
}

/** A customer's points balance: the sum of their ledger. */
export async function pointsBalance(db: Db, customerId: number): Promise<number> {
  const [row] = await db.select({ points: sql<string>`coalesce(sum(${rewardTransactions.points}), 0)` }).from(rewardTransactions)
    .where(eq(rewardTransactions.customerId, customerId));
  return Number(row?.points ?? 0);
}

/**
 * Records the points an order earns: one per whole dollar paid for its goods, after coupons, without
 * shipping and tax (account-domain `orderRewardPoints`, decision 0055). Called inside the order's
 * transaction, so the order and its points stand or fall together; an order earns once (unique order
 * id). Guests' orders earn nothing.
 */
export async function recordOrderPoints(
  tx: Db,
  order: { id: number; customerId: number | null; subtotal: number; discount: number; createdAt?: Date },
): Promise<number> {
  if (order.customerId === null) return 0;
  const points = orderRewardPoints({ subtotalCents: order.subtotal, discountCents: order.discount });
  await tx.insert(rewardTransactions).values({
    customerId: order.customerId, kind: 'order', points, orderId: order.id, description: `Order #${order.id}`,
    ...(order.createdAt ? { createdAt: order.createdAt } : {}),
  }).onConflictDoNothing();
  return points;
}

/** What an order did to the ledger so far: who, earned, redeemed (a reward order), reversed and refunded. */
async function orderLedger(tx: Db, orderId: number) {
  const rows = await tx.select().from(rewardTransactions).where(eq(rewardTransactions.orderId, orderId));
  const sum = (kind: TransactionRow['kind']) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r.points, 0);
  return {
    customerId: rows[0]?.customerId ?? null,
    earned: sum('order'),
    redeemed: -sum('redeem'),
    reversedBefore: -sum('reversal'),
    refunded: rows.some((r) => r.kind === 'refund'),
  };
}

/**
 * Undoes an order's points when it is cancelled (decision 0055), inside the cancelling transaction:
 * a negative `reversal` row for what it earned and returns did not already take back, or a `refund`
 * row giving back a reward order's points. Once per order (unique index); null when nothing is left.
 */
export async function recordCancelledOrderPoints(tx: Db, orderId: number, at: Date): Promise<PointsTransaction | null> {
  const ledger = await orderLedger(tx, orderId);
  if (ledger.customerId === null || ledger.refunded) return null;
  const undo = cancelledOrderPoints(ledger);
  if (!undo) return null;
  const [row] = await tx.insert(rewardTransactions).values({
    customerId: ledger.customerId, kind: undo.kind, points: undo.points, orderId,
    description: undo.kind === 'refund' ? `Reward order #${orderId} cancelled: points returned` : `Order #${orderId} cancelled`, createdAt: at,
  }).onConflictDoNothing().returning();
  return row ? toTransaction(row) : null;
}

/**
 * Takes back the points of a return's lines when the return is filed (decision 0055), inside its
 * transaction: the order's points in the share of its subtotal returned so far, less earlier returns'
 * (account-domain `returnPointsReversal`); a returned reward order gives its points back instead.
 */
export async function recordReturnPoints(
  tx: Db, order: { id: number; subtotal: number }, returnId: number, at: Date,
): Promise<PointsTransaction | null> {
  const ledger = await orderLedger(tx, order.id);
  if (ledger.customerId === null) return null;
  if (ledger.redeemed > 0) {
    if (ledger.refunded) return null;
    const [row] = await tx.insert(rewardTransactions).values({
      customerId: ledger.customerId, kind: 'refund', points: ledger.redeemed, orderId: order.id, returnId,
      description: `Reward order #${order.id} returned: points returned`, createdAt: at,
    }).returning();
    return toTransaction(row!);
  }
  const [returned] = await tx.select({ cents: sql<string>`coalesce(sum(${orderLines.unitPrice} * ${returnLines.quantity}), 0)` })
    .from(returnLines).innerJoin(returns, eq(returns.id, returnLines.returnId)).innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(eq(returns.orderId, order.id));
  const points = returnPointsReversal({
    earned: ledger.earned, subtotalCents: order.subtotal, returnedCents: Number(returned?.cents ?? 0), reversedBefore: ledger.reversedBefore,
  });
  if (points === 0) return null;
  const [row] = await tx.insert(rewardTransactions).values({
    customerId: ledger.customerId, kind: 'reversal', points: -points, orderId: order.id, returnId,
    description: `Return #${returnId} of order #${order.id}`, createdAt: at,
  }).returning();
  return toTransaction(row!);
}
