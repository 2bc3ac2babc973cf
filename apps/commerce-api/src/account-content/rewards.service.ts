import { canRedeem, CONTENT_FIRST_PAGE, orderRewardPoints, pageMeta, REWARDS_HISTORY_PAGE_SIZE } from '@pool/account-domain';
import type { PointsTransaction, PointsTransactions, RewardBuyAnswer, RewardProduct, RewardsUser } from '@pool/api-contract';
import { rewardPoints } from '@pool/pricing';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { productImage } from '../catalog/products.js';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { customers, products, rewardProducts, rewardTransactions } from '../db/schema.js';
import { HttpError, notFound } from '../http/problem.js';

type TransactionRow = typeof rewardTransactions.$inferSelect;

function toTransaction(row: TransactionRow): PointsTransaction {
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
 * Records the points an order earns (the whole-dollar part of each unit price, per unit: `@pool/pricing`
 * `rewardPoints`). Called inside the order's transaction, so the order and its points stand or fall
 * together; an order earns once (unique order id). Guests' orders earn nothing.
 */
export async function recordOrderPoints(
  tx: Db,
  order: { id: number; customerId: number | null; createdAt?: Date },
  lines: readonly { unitPriceCents: number; quantity: number }[],
): Promise<number> {
  if (order.customerId === null) return 0;
  const points = orderRewardPoints(lines, rewardPoints);
  await tx.insert(rewardTransactions).values({
    customerId: order.customerId, kind: 'order', points, orderId: order.id, description: `Order #${order.id}`,
    ...(order.createdAt ? { createdAt: order.createdAt } : {}),
  }).onConflictDoNothing();
  return points;
}

const rewardProductColumns = {
  id: rewardProducts.id, productId: rewardProducts.productId, points: rewardProducts.points, sku: products.sku, title: products.title,
  handle: products.handle,
};

function toRewardProduct(row: { id: number; productId: number; points: number; sku: string; title: string; handle: string }): RewardProduct {
  return {
    id: row.id, product_id: row.productId, sku: row.sku, title: row.title, handle: row.handle, image: productImage(row.sku, row.title).url,
    points: row.points,
  };
}

/** Rewards: the member's balance, the point products, the history and redeeming (decision 0025). */
export function createRewardsService(db: Db) {
  return {
    async user(customer: { id: number; email: string }): Promise<RewardsUser> {
      return { user_id: customer.id, email: customer.email, points: await pointsBalance(db, customer.id) };
    },

    async products(): Promise<{ data: RewardProduct[] }> {
      const rows = await db.select(rewardProductColumns).from(rewardProducts).innerJoin(products, eq(products.id, rewardProducts.productId))
        .where(eq(rewardProducts.active, true)).orderBy(asc(rewardProducts.points), asc(rewardProducts.id));
      return { data: rows.map(toRewardProduct) };
    },

    async transactions(customerId: number, page = CONTENT_FIRST_PAGE): Promise<PointsTransactions> {
      const [total] = await db.select({ n: count() }).from(rewardTransactions).where(eq(rewardTransactions.customerId, customerId));
      const rows = await db.select().from(rewardTransactions).where(eq(rewardTransactions.customerId, customerId))
        .orderBy(desc(rewardTransactions.createdAt), desc(rewardTransactions.id))
        .limit(REWARDS_HISTORY_PAGE_SIZE).offset((page - 1) * REWARDS_HISTORY_PAGE_SIZE);
      return { meta: pageMeta(total?.n ?? 0, REWARDS_HISTORY_PAGE_SIZE, page), points_transactions: rows.map(toTransaction) };
    },

    /**
     * Buys a reward product with points. The customer's row is locked first, so two redemptions at once
     * are serialised and the balance read under the lock is the one debited: never below zero. Too
     * few points is a 422 and writes nothing.
     */
    async buy(customerId: number, rewardProductId: number): Promise<RewardBuyAnswer> {
      const [row] = isRowId(rewardProductId)
        ? await db.select(rewardProductColumns).from(rewardProducts).innerJoin(products, eq(products.id, rewardProducts.productId))
          .where(and(eq(rewardProducts.id, rewardProductId), eq(rewardProducts.active, true)))
        : [];
      if (!row) throw notFound(`No reward product has the id ${rewardProductId}.`);
      const product = toRewardProduct(row);
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
        const balance = await pointsBalance(tx, customerId);
        if (!canRedeem(balance, product.points)) {
          throw new HttpError(422, 'Not enough points for this reward.', {
            errors: { productId: [`This reward costs ${product.points} points; you have ${balance}.`] },
          });
        }
        const [transaction] = await tx.insert(rewardTransactions).values({
          customerId, kind: 'redeem', points: -product.points, rewardProductId: product.id, description: `Redeemed: ${product.title}`,
        }).returning();
        return { points: balance - product.points, transaction: toTransaction(transaction!), product };
      });
    },
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
