import { canRedeem, CONTENT_FIRST_PAGE, pageMeta, REWARDS_HISTORY_PAGE_SIZE } from '@pool/account-domain';
import type { PointsTransactions, RewardBuyAnswer, RewardProduct, RewardsUser } from '@pool/api-contract';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { productImage } from '../catalog/products.js';
import type { CheckoutService } from '../checkout/checkout.service.js';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import {
  customerAddresses, customers, inventory, orderLines, orders, payments, products, rewardProducts, rewardTransactions,
  type OrderAddress,
} from '../db/schema.js';
import { HttpError, notFound } from '../http/problem.js';
import type { Mailer } from '../mail/mailer.js';
import { renderOrderConfirmation } from '../mail/templates/order-confirmation.js';
import { isUniqueViolation } from '../db/errors.js';
import { pointsBalance, toTransaction } from './points-ledger.js';

const rewardProductColumns = {
  id: rewardProducts.id, productId: rewardProducts.productId, points: rewardProducts.points, sku: products.sku, title: products.title,
  handle: products.handle,
};

type RewardRow = { id: number; productId: number; points: number; sku: string; title: string; handle: string };

function toRewardProduct(row: RewardRow): RewardProduct {
  return {
    id: row.id, product_id: row.productId, sku: row.sku, title: row.title, handle: row.handle, image: productImage(row.sku, row.title).url,
    points: row.points,
  };
}

/** The 4xx a redemption gets when the customer has no default address to ship the reward to. */
export const NO_DEFAULT_ADDRESS = 'Add a default address on /account/addresses so we can ship your reward.';

export interface RewardsDeps {
  db: Db;
  /** Shapes the reward order for its confirmation mail (the orders' one shape). */
  shapeOrder?: CheckoutService['shapeOrder'];
  /** Sends the reward order's confirmation, as for any order (docs/decisions/0017); none without it. */
  mailer?: Mailer;
  storefrontUrl?: string;
  logger?: Logger;
}

/** Rewards: the member's balance, the point products, the history and redeeming (decisions 0025, 0036). */
export function createRewardsService({ db, shapeOrder, mailer, storefrontUrl = 'http://localhost:3000', logger }: RewardsDeps) {

  async function rewardRow(rewardProductId: number): Promise<RewardRow | undefined> {
    if (!isRowId(rewardProductId)) return undefined;
    const [row] = await db.select(rewardProductColumns).from(rewardProducts).innerJoin(products, eq(products.id, rewardProducts.productId))
      .where(and(eq(rewardProducts.id, rewardProductId), eq(rewardProducts.active, true)));
    return row;
  }

  /** The answer of a redemption already made under this attempt key (a double submit or a retry). */
  async function replay(tx: Db, customerId: number, attemptKey: string, product: RewardProduct): Promise<RewardBuyAnswer | null> {
    const [found] = await tx.select({ order: orders, transaction: rewardTransactions }).from(orders)
      .innerJoin(rewardTransactions, eq(rewardTransactions.orderId, orders.id))
      .where(and(eq(orders.attemptKey, attemptKey), eq(orders.customerId, customerId)));
    if (!found) return null;
    if (found.transaction.rewardProductId !== product.id) {
      throw new HttpError(422, 'This Idempotency-Key was used for a different request.', { errors: { 'idempotency-key': ['Send a new key for a new redemption.'] } });
    }
    return {
      points: await pointsBalance(tx, customerId), transaction: toTransaction(found.transaction), product,
      order: { id: found.order.id, number: String(found.order.id) }, created: false,
    };
  }

  function sendConfirmation(orderId: number, points: number): void {
    if (!mailer || !shapeOrder) return;
    // Off the customer's path, as for a bought order: the redemption stands whether or not the mail goes out.
    void db.select().from(orders).where(eq(orders.id, orderId))
      .then(async ([row]) => {
        if (!row) return;
        const order = await shapeOrder(row);
        await mailer.send(renderOrderConfirmation(order, storefrontUrl, { path: `/account/orders/${row.id}`, paidWith: `${points} points` }));
      })
      .catch((err: unknown) => logger?.warn({ err, orderId }, 'reward order confirmation not sent'));
  }

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
     * Redeems a reward product (decision 0036): one transaction debits the points and places a $0.00
     * order of the product, paid with points, to the customer's default address, taking one from stock.
     * The customer's row is locked first, so redemptions at once are serialised and the balance read
     * under the lock is the one debited: never below zero. Too few points (422), no default address
     * (422) or no stock (409) write nothing. With an idempotency key a repeat is answered with the first
     * redemption (`created: false`); the key is unique per customer (`orders.attempt_key`).
     */
    async buy(customerId: number, rewardProductId: number, idempotencyKey?: string): Promise<RewardBuyAnswer> {
      const row = await rewardRow(rewardProductId);
      if (!row) throw notFound(`No reward product has the id ${rewardProductId}.`);
      const product = toRewardProduct(row);
      const attemptKey = `reward:${customerId}:${idempotencyKey ?? randomUUID()}`;
      const answer = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [customer] = await tx.select({ id: customers.id, email: customers.email }).from(customers).where(eq(customers.id, customerId)).for('update');
        if (!customer) throw notFound(`No customer ${customerId}.`);
        const earlier = await replay(tx, customerId, attemptKey, product);
        if (earlier) return earlier;
        const balance = await pointsBalance(tx, customerId);
        if (!canRedeem(balance, product.points)) {
          throw new HttpError(422, 'Not enough points for this reward.', {
            errors: { productId: [`This reward costs ${product.points} points; you have ${balance}.`] },
          });
        }
        const [home] = await tx.select().from(customerAddresses)
          .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
        if (!home) throw new HttpError(422, NO_DEFAULT_ADDRESS, { errors: { address: [NO_DEFAULT_ADDRESS] } });
        const taken = await tx.update(inventory).set({ level: sql`greatest(${inventory.level} - 1, 0)` })
          .where(and(eq(inventory.productId, row.productId), or(gte(inventory.level, 1), eq(inventory.canBackorder, true))))
          .returning({ productId: inventory.productId });
        if (taken.length === 0) throw new HttpError(409, 'This reward is out of stock right now.', { errors: { productId: ['Not enough in stock.'] } });
        const address: OrderAddress = {
          firstName: home.firstName, lastName: home.lastName, company: home.company, street1: home.street1, street2: home.street2,
          city: home.city, state: home.state, zip: home.zip, phone: home.phone,
        };
        // The orders' own table and numbering: a $0.00 order that earns no points (it has no 'order' ledger row).
        const [order] = await tx.insert(orders).values({
          attemptKey, cartId: randomUUID(), customerId, email: customer.email, shippingAddress: address, shippingMethod: 'standard',
          subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0,
        }).returning();
        await tx.insert(orderLines).values({
          orderId: order!.id, productId: row.productId, sku: row.sku, title: row.title, handle: row.handle, quantity: 1, unitPrice: 0, lineTotal: 0,
        });
        await tx.insert(payments).values({
          orderId: order!.id, kind: 'points', provider: 'points', authorizationId: `points:${order!.id}`, amount: 0, brand: 'Reward points',
          last4: '', points: product.points, status: 'captured', capturedAt: order!.createdAt,
        });
        const [transaction] = await tx.insert(rewardTransactions).values({
          customerId, kind: 'redeem', points: -product.points, orderId: order!.id, rewardProductId: product.id, description: `Redeemed: ${product.title}`,
        }).returning();
        return {
          points: balance - product.points, transaction: toTransaction(transaction!), product,
          order: { id: order!.id, number: String(order!.id) }, created: true,
        };
      }).catch(async (error: unknown) => {
        // Two submits of one key at once: the loser's insert hits the unique attempt key; the winner's is the answer.
        if (isUniqueViolation(error)) {
          const winner = await replay(db, customerId, attemptKey, product);
          if (winner) return winner;
        }
        throw error;
      });
      if (answer.created) {
        logger?.info({ orderId: answer.order.id, points: product.points }, 'reward redeemed');
        sendConfirmation(answer.order.id, product.points);
      }
      return answer;
    },
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
