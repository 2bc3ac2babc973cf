import { randomUUID } from 'node:crypto';
import {
  CancelledOrderSchema, LoginResponseSchema, PendingReviewsSchema, PointsTransactionsSchema, ReviewsPageSchema, RewardBuyAnswerSchema,
  RewardProductsSchema, RewardsUserSchema,
} from '@pool/api-contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, productReviews, products, rewardTransactions } from '../db/schema.js';
import { useTestContext } from '../test/test-app.js';

const ctx = useTestContext();
let shopper: { id: number; token: string };
let staff: { id: number; token: string };

const auth = (who: { token: string }) => ({ authorization: `Bearer ${who.token}` });

async function register(first: string): Promise<{ id: number; token: string }> {
  const answer = LoginResponseSchema.parse((await request(ctx.app).post('/api/register')
    .send({ first_name: first, last_name: 'Test', email: `${first.toLowerCase()}-${randomUUID()}@example.com`, password: 'a-long-enough-passphrase' }).expect(201)).body);
  return { id: answer.user.id, token: answer.token };
}

const balance = async (who: { token: string }) => RewardsUserSchema.parse((await request(ctx.app).get('/api/rewards/user').set(auth(who)).expect(200)).body).points;

beforeAll(async () => {
  const login = LoginResponseSchema.parse((await request(ctx.app).post('/api/login').send({ email: 'shopper@example.com', password: 'pool-demo-1' }).expect(200)).body);
  shopper = { id: login.user.id, token: login.token };
  // A staff member of its own (is_admin), whatever staff account the seed holds.
  staff = await register('Staff');
  await ctx.db.update(customers).set({ isAdmin: true }).where(eq(customers.id, staff.id));
}, 60_000);

describe('review moderation', () => {
  it('is for staff only: no token 401, a shopper 403, nothing decided', async () => {
    const [product] = await ctx.db.select({ id: products.id, sku: products.sku }).from(products).orderBy(asc(products.id)).limit(1);
    const written = await request(ctx.app).post('/api/reviews').set(auth(shopper)).send({ sku: product!.sku, rating: 1, title: 'Meh', text: 'Ten letters at least.' }).expect(201);
    await request(ctx.app).get('/api/admin/reviews').expect(401);
    await request(ctx.app).get('/api/admin/reviews').set(auth(shopper)).expect(403);
    await request(ctx.app).post(`/api/admin/reviews/${written.body.id}`).set(auth(shopper)).send({ decision: 'approve' }).expect(403);
    await request(ctx.app).post(`/api/admin/reviews/${written.body.id}`).send({ decision: 'approve' }).expect(401);
    const [row] = await ctx.db.select().from(productReviews).where(eq(productReviews.id, written.body.id));
    expect(row!.status).toBe('pending');
  });

  it('rejects a review: it never counts or shows, leaves the queue and cannot be decided again', async () => {
    const [, product] = await ctx.db.select({ id: products.id, sku: products.sku, count: products.reviewCount, rating: products.reviewStarRating })
      .from(products).orderBy(asc(products.id)).limit(2);
    const written = await request(ctx.app).post('/api/reviews').set(auth(shopper)).send({ sku: product!.sku, rating: 5, title: 'Spam', text: 'Buy followers at spam.example' }).expect(201);
    const queue = PendingReviewsSchema.parse((await request(ctx.app).get('/api/admin/reviews').set(auth(staff)).expect(200)).body);
    expect(queue.data.map((r) => r.id)).toContain(written.body.id);
    const rejected = await request(ctx.app).post(`/api/admin/reviews/${written.body.id}`).set(auth(staff)).send({ decision: 'reject' }).expect(200);
    expect(rejected.body).toMatchObject({ id: written.body.id, status: 'rejected' });
    const page = ReviewsPageSchema.parse((await request(ctx.app).get(`/api/reviews?productId=${product!.id}`).expect(200)).body);
    expect(page).toMatchObject({ total: 0, count: product!.count, average: product!.rating });
    const after = PendingReviewsSchema.parse((await request(ctx.app).get('/api/admin/reviews').set(auth(staff)).expect(200)).body);
    expect(after.data.map((r) => r.id)).not.toContain(written.body.id);
    const again = await request(ctx.app).post(`/api/admin/reviews/${written.body.id}`).set(auth(staff)).send({ decision: 'approve' }).expect(409);
    expect(again.body.title).toBe('This review was already rejected.');
    await request(ctx.app).post('/api/admin/reviews/999999999').set(auth(staff)).send({ decision: 'approve' }).expect(404);
    await request(ctx.app).post(`/api/admin/reviews/${written.body.id}`).set(auth(staff)).send({ decision: 'delete' }).expect(400);
    // Its writer still cannot send another review of the product.
    await request(ctx.app).post('/api/reviews').set(auth(shopper)).send({ sku: product!.sku, rating: 5, title: 'Again', text: 'Ten letters at least.' }).expect(409);
  });
});

describe('cancelling an order', () => {
  it("takes back the points it earned, in the history, once; shipped orders and shoppers are refused", async () => {
    const [open] = await ctx.db.select().from(orders)
      .where(and(eq(orders.customerId, shopper.id), inArray(orders.status, ['Pending', 'Awaiting Fulfillment']))).orderBy(asc(orders.id)).limit(1);
    const [earned] = await ctx.db.select().from(rewardTransactions).where(and(eq(rewardTransactions.orderId, open!.id), eq(rewardTransactions.kind, 'order')));
    expect(earned!.points).toBeGreaterThan(0);
    const before = await balance(shopper);
    await request(ctx.app).post(`/api/admin/orders/${open!.id}/cancel`).set(auth(shopper)).expect(403);

    const cancelled = CancelledOrderSchema.parse((await request(ctx.app).post(`/api/admin/orders/${open!.id}/cancel`).set(auth(staff)).expect(200)).body);
    expect(cancelled).toMatchObject({ order_id: open!.id, status: 'Cancelled', points: { kind: 'reversal', points: -earned!.points } });
    expect(await balance(shopper)).toBe(before - earned!.points);
    const history = PointsTransactionsSchema.parse((await request(ctx.app).get('/api/rewards/transactions').set(auth(shopper)).expect(200)).body);
    expect(history.points_transactions[0]).toMatchObject({ kind: 'reversal', order_id: open!.id, description: `Order #${open!.id} cancelled` });

    const twice = await request(ctx.app).post(`/api/admin/orders/${open!.id}/cancel`).set(auth(staff)).expect(409);
    expect(twice.body.title).toBe(`Order #${open!.id} is already cancelled.`);
    expect(await balance(shopper)).toBe(before - earned!.points);
    const [shipped] = await ctx.db.select().from(orders).where(and(eq(orders.customerId, shopper.id), eq(orders.status, 'Shipped'))).limit(1);
    const refused = await request(ctx.app).post(`/api/admin/orders/${shipped!.id}/cancel`).set(auth(staff)).expect(409);
    expect(refused.body.title).toBe(`Order #${shipped!.id} is Shipped: it can be returned, not cancelled.`);
    await request(ctx.app).post('/api/admin/orders/999999999/cancel').set(auth(staff)).expect(404);
  });

  it('gives back the points a cancelled reward order was paid with', async () => {
    await request(ctx.app).post('/api/addresses').set(auth(shopper)).send({
      firstName: 'Sam', lastName: 'Shopper', company: null, street1: '1 Reward Way', street2: null, city: 'San Antonio', state: 'TX', zip: '78201', phone: null,
    }).expect(201);
    const [reward] = RewardProductsSchema.parse((await request(ctx.app).get('/api/rewards/products').expect(200)).body).data;
    const before = await balance(shopper);
    const bought = RewardBuyAnswerSchema.parse((await request(ctx.app).post('/api/rewards/buy').set(auth(shopper)).send({ productId: reward!.id }).expect(201)).body);
    expect(await balance(shopper)).toBe(before - reward!.points);
    const cancelled = CancelledOrderSchema.parse((await request(ctx.app).post(`/api/admin/orders/${bought.order.id}/cancel`).set(auth(staff)).expect(200)).body);
    expect(cancelled.points).toMatchObject({ kind: 'refund', points: reward!.points });
    expect(await balance(shopper)).toBe(before);
  });
});
