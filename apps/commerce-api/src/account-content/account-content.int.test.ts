import { randomUUID } from 'node:crypto';
import {
  CartSchema, CheckoutQuoteSchema, CustomerSchema, LoginResponseSchema, OrderSchema, PointsTransactionsSchema, QuestionsPageSchema,
  ReviewsPageSchema, RewardProductsSchema, RewardsUserSchema, SavedProductsPageSchema,
} from '@pool/api-contract';
import { rewardPoints } from '@pool/pricing';
import { asc, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inventory, orderLines, orders, pools, pricingTiers, productReviews, products, rewardTransactions, savedProducts } from '../db/schema.js';
import { TEST_CARDS } from '../payments/test-processor.js';
import { createTestContext, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
let shopper: { id: number; token: string };
let stranger: { id: number; token: string };
let skus: { id: number; sku: string; price: number }[];

const auth = (who: { token: string }) => ({ authorization: `Bearer ${who.token}` });

beforeAll(async () => {
  ctx = await createTestContext();
  const login = LoginResponseSchema.parse((await request(ctx.app).post('/api/login').send({ email: 'shopper@example.com', password: 'pool-demo-1' }).expect(200)).body);
  shopper = { id: login.user.id, token: login.token };
  const registered = LoginResponseSchema.parse((await request(ctx.app).post('/api/register')
    .send({ first_name: 'Other', last_name: 'Person', email: `other-${randomUUID()}@example.com`, password: 'a-long-enough-passphrase' }).expect(201)).body);
  stranger = { id: registered.user.id, token: registered.token };
  const tiered = new Set((await ctx.db.select({ id: pricingTiers.productId }).from(pricingTiers)).map((r) => r.id));
  const rows = await ctx.db.select({ id: products.id, sku: products.sku, price: products.price, hidePrice: products.hidePrice, level: inventory.level, status: inventory.status })
    .from(products).innerJoin(inventory, eq(inventory.productId, products.id)).orderBy(asc(products.id));
  skus = rows.filter((r) => r.status === 'in' && !r.hidePrice && !tiered.has(r.id) && r.level >= 5);
});
afterAll(async () => {
  await ctx?.close();
});

describe('saved products', () => {
  it('saves, lists newest first a page at a time, fills Customer.saved_products and removes', async () => {
    const [a, b] = [skus[0]!, skus[1]!];
    await request(ctx.app).post(`/api/saved-products/${a.sku}`).set(auth(shopper)).expect(200, { product_id: a.id, saved: true, pool: null });
    await request(ctx.app).post(`/api/saved-products/${b.sku}`).set(auth(shopper)).expect(200);
    // Saving again changes nothing.
    await request(ctx.app).post(`/api/saved-products/${b.sku}`).set(auth(shopper)).expect(200);
    const page = SavedProductsPageSchema.parse((await request(ctx.app).get('/api/saved-products').set(auth(shopper)).expect(200)).body);
    expect(page).toMatchObject({ current_page: 1, total: 2, last_page: 1 });
    expect(page.data.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    const customer = CustomerSchema.parse((await request(ctx.app).get('/api/customer').set(auth(shopper)).expect(200)).body);
    expect(customer.saved_products.map((s) => s.product_id).sort()).toEqual([a.id, b.id].sort());

    await request(ctx.app).delete(`/api/saved-products/${a.sku}`).set(auth(shopper)).expect(200, { product_id: a.id, saved: false, pool: null });
    const after = SavedProductsPageSchema.parse((await request(ctx.app).get('/api/saved-products?page=1').set(auth(shopper)).expect(200)).body);
    expect(after.data.map((p) => p.id)).toEqual([b.id]);
  });

  it('pages by 12', async () => {
    for (const p of skus.slice(0, 14)) await request(ctx.app).post(`/api/saved-products/${p.sku}`).set(auth(stranger)).expect(200);
    const second = SavedProductsPageSchema.parse((await request(ctx.app).get('/api/saved-products?page=2').set(auth(stranger)).expect(200)).body);
    expect(second).toMatchObject({ current_page: 2, per_page: 12, total: 14, last_page: 2 });
    expect(second.data).toHaveLength(2);
    await ctx.db.delete(savedProducts).where(eq(savedProducts.customerId, stranger.id));
  });

  it("keeps each customer's list their own; an unknown sku is a 404; no token is a 401", async () => {
    await request(ctx.app).post(`/api/saved-products/${skus[5]!.sku}`).set(auth(stranger)).expect(200);
    const mine = SavedProductsPageSchema.parse((await request(ctx.app).get('/api/saved-products').set(auth(shopper)).expect(200)).body);
    expect(mine.data.map((p) => p.id)).not.toContain(skus[5]!.id);
    // Removing through another customer's token removes nothing of the owner's.
    await request(ctx.app).delete(`/api/saved-products/${skus[1]!.sku}`).set(auth(stranger)).expect(200);
    const still = SavedProductsPageSchema.parse((await request(ctx.app).get('/api/saved-products').set(auth(shopper)).expect(200)).body);
    expect(still.data.map((p) => p.id)).toContain(skus[1]!.id);
    await request(ctx.app).post('/api/saved-products/no-such-sku').set(auth(shopper)).expect(404);
    await request(ctx.app).get('/api/saved-products').expect(401);
    await request(ctx.app).get('/api/saved-products').set({ authorization: 'Bearer nope' }).expect(401);
    await request(ctx.app).get('/api/saved-products?page=0').set(auth(shopper)).expect(400);
  });
});

describe('saved products in pools (decision 0033)', () => {
  const poolRow = (customerId: number, name: string) => ({
    customerId, name, gallons: 15_000, surface: 'plaster', sanitizer: 'liquid_chlorine', location: 'outdoor', kind: 'pool',
  } as const);
  beforeEach(async () => {
    await ctx.db.delete(savedProducts).where(eq(savedProducts.customerId, stranger.id));
  });

  it("saves into the customer's own pool, moves to another, lists by pool with the pool's name, and keeps the product when the pool goes", async () => {
    const [backyard, spa] = await ctx.db.insert(pools).values([poolRow(stranger.id, 'Backyard'), poolRow(stranger.id, 'Hot Tub')]).returning({ id: pools.id });
    const [a, b, c] = [skus[6]!, skus[7]!, skus[8]!];
    await request(ctx.app).post(`/api/saved-products/${a.sku}`).set(auth(stranger)).send({ pool_id: backyard!.id })
      .expect(200, { product_id: a.id, saved: true, pool: { id: backyard!.id, name: 'Backyard' } });
    await request(ctx.app).post(`/api/saved-products/${b.sku}`).set(auth(stranger)).send({ pool_id: backyard!.id }).expect(200);
    await request(ctx.app).post(`/api/saved-products/${c.sku}`).set(auth(stranger)).expect(200, { product_id: c.id, saved: true, pool: null });

    const inBackyard = SavedProductsPageSchema.parse((await request(ctx.app).get(`/api/saved-products?pool=${backyard!.id}`).set(auth(stranger)).expect(200)).body);
    expect(inBackyard).toMatchObject({ current_page: 1, total: 2, last_page: 1 });
    expect(inBackyard.data.map((p) => [p.id, p.pool?.name])).toEqual([[b.id, 'Backyard'], [a.id, 'Backyard']]);
    const all = SavedProductsPageSchema.parse((await request(ctx.app).get('/api/saved-products').set(auth(stranger)).expect(200)).body);
    expect(all.data.map((p) => [p.id, p.pool?.id ?? null])).toEqual([[c.id, null], [b.id, backyard!.id], [a.id, backyard!.id]]);

    // Saving a saved product into another pool moves it (one entry per product, its place kept).
    await request(ctx.app).post(`/api/saved-products/${a.sku}`).set(auth(stranger)).send({ pool_id: spa!.id })
      .expect(200, { product_id: a.id, saved: true, pool: { id: spa!.id, name: 'Hot Tub' } });
    const inSpa = SavedProductsPageSchema.parse((await request(ctx.app).get(`/api/saved-products?pool=${spa!.id}&page=1`).set(auth(stranger)).expect(200)).body);
    expect(inSpa.data.map((p) => p.id)).toEqual([a.id]);
    const moved = SavedProductsPageSchema.parse((await request(ctx.app).get(`/api/saved-products?pool=${backyard!.id}`).set(auth(stranger)).expect(200)).body);
    expect(moved.data.map((p) => p.id)).toEqual([b.id]);
    const customer = CustomerSchema.parse((await request(ctx.app).get('/api/customer').set(auth(stranger)).expect(200)).body);
    expect(customer.saved_products.map((s) => s.product_id).sort()).toEqual([a.id, b.id, c.id].sort());

    // Deleting a pool keeps its products saved, without a pool.
    await ctx.db.delete(pools).where(eq(pools.id, backyard!.id));
    const after = SavedProductsPageSchema.parse((await request(ctx.app).get('/api/saved-products').set(auth(stranger)).expect(200)).body);
    expect(after.data.find((p) => p.id === b.id)?.pool).toBeNull();
    await ctx.db.delete(savedProducts).where(eq(savedProducts.customerId, stranger.id));
    await ctx.db.delete(pools).where(eq(pools.customerId, stranger.id));
  });

  it("answers another customer's pool and an unknown pool with 404 (nothing saved), and bad input with 400", async () => {
    const [theirs] = await ctx.db.insert(pools).values(poolRow(shopper.id, 'Not yours')).returning({ id: pools.id });
    const [mine] = await ctx.db.insert(pools).values(poolRow(stranger.id, 'Mine')).returning({ id: pools.id });
    const sku = skus[9]!.sku;
    await request(ctx.app).post(`/api/saved-products/${sku}`).set(auth(stranger)).send({ pool_id: theirs!.id }).expect(404);
    await request(ctx.app).post(`/api/saved-products/${sku}`).set(auth(stranger)).send({ pool_id: 2_147_483_000 }).expect(404);
    await request(ctx.app).post(`/api/saved-products/${sku}`).set(auth(stranger)).send({ pool_id: 2 ** 40 }).expect(404);
    await request(ctx.app).get(`/api/saved-products?pool=${theirs!.id}`).set(auth(stranger)).expect(404);
    await request(ctx.app).get('/api/saved-products?pool=2147483000').set(auth(stranger)).expect(404);
    expect(await ctx.db.select().from(savedProducts).where(eq(savedProducts.customerId, stranger.id))).toEqual([]);

    for (const body of [{ pool_id: 'x' }, { pool_id: 0 }, { pool_id: -3 }, { pool_id: 1.5 }, { pool: mine!.id }]) {
      const res = await request(ctx.app).post(`/api/saved-products/${sku}`).set(auth(stranger)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
    }
    for (const query of ['pool=abc', 'pool=0', 'pool=-1', 'pool=1.5']) {
      await request(ctx.app).get(`/api/saved-products?${query}`).set(auth(stranger)).expect(400);
    }
    await request(ctx.app).post(`/api/saved-products/${sku}`).send({ pool_id: mine!.id }).expect(401);
    expect(await ctx.db.select().from(savedProducts).where(eq(savedProducts.customerId, stranger.id))).toEqual([]);
    await ctx.db.delete(pools).where(eq(pools.id, theirs!.id));
    await ctx.db.delete(pools).where(eq(pools.customerId, stranger.id));
  });
});

describe('rewards', () => {
  it('backfills the seeded orders: one ledger row per demo order, worth its whole-dollar unit prices', async () => {
    const demo = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, shopper.id));
    const history = PointsTransactionsSchema.parse((await request(ctx.app).get('/api/rewards/transactions').set(auth(shopper)).expect(200)).body);
    expect(history.meta.total).toBe(demo.length);
    const first = history.points_transactions[0]!;
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, first.order_id!));
    expect(first.points).toBe(lines.reduce((sum, l) => sum + rewardPoints(l.unitPrice) * l.quantity, 0));
    const user = RewardsUserSchema.parse((await request(ctx.app).get('/api/rewards/user').set(auth(shopper)).expect(200)).body);
    const ledger = await ctx.db.select().from(rewardTransactions).where(eq(rewardTransactions.customerId, shopper.id));
    expect(user).toMatchObject({ user_id: shopper.id, email: 'shopper@example.com', points: ledger.reduce((s, r) => s + r.points, 0) });
    expect(user.points).toBeGreaterThan(1000);
  });

  it("records the points of a placed order in the order's transaction", async () => {
    const p = skus[20]!;
    const cart = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/session-${randomUUID()}`)
      .send({ line_items: [{ product_id: p.id, quantity: 2 }], customer_id: stranger.id }).expect(201)).body);
    const quote = CheckoutQuoteSchema.parse((await request(ctx.app).post('/api/v1/checkout/quote').send({ cartId: cart.id, state: 'TX', customerId: stranger.id }).expect(200)).body);
    const order = OrderSchema.parse((await request(ctx.app).post('/api/v1/orders').set('idempotency-key', `attempt-${randomUUID()}`).send({
      cartId: cart.id, customerId: stranger.id, email: 'other@example.com', shippingMethod: 'standard', expectedTotal: quote.total,
      address: { firstName: 'O', lastName: 'P', street1: '1 Main St', city: 'San Antonio', state: 'TX', zip: '78201' },
      card: { number: TEST_CARDS.approved, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
    }).expect(201)).body);
    const history = PointsTransactionsSchema.parse((await request(ctx.app).get('/api/rewards/transactions').set(auth(stranger)).expect(200)).body);
    expect(history.points_transactions).toEqual([expect.objectContaining({ kind: 'order', order_id: order.id, points: rewardPoints(p.price) * 2 })]);
    const user = RewardsUserSchema.parse((await request(ctx.app).get('/api/rewards/user').set(auth(stranger)).expect(200)).body);
    expect(user.points).toBe(rewardPoints(p.price) * 2);
  });

  it('redeems a reward product: the points debited once; too few points refused and nothing written', async () => {
    const rewards = RewardProductsSchema.parse((await request(ctx.app).get('/api/rewards/products').expect(200)).body).data;
    expect(rewards.map((r) => r.points)).toEqual([100, 250, 500, 1000]);
    const before = RewardsUserSchema.parse((await request(ctx.app).get('/api/rewards/user').set(auth(shopper)).expect(200)).body).points;
    const bought = await request(ctx.app).post('/api/rewards/buy').set(auth(shopper)).send({ productId: rewards[1]!.id }).expect(201);
    expect(bought.body).toMatchObject({ points: before - 250, transaction: { kind: 'redeem', points: -250 }, product: { id: rewards[1]!.id } });

    const [{ n: rowsBefore }] = (await ctx.db.select({ n: count() }).from(rewardTransactions)) as [{ n: number }];
    const newcomer = LoginResponseSchema.parse((await request(ctx.app).post('/api/register')
      .send({ first_name: 'New', last_name: 'Comer', email: `new-${randomUUID()}@example.com`, password: 'a-long-enough-passphrase' }).expect(201)).body);
    const tooDear = rewards[0]!;
    const refused = await request(ctx.app).post('/api/rewards/buy').set(auth(newcomer)).send({ productId: tooDear.id }).expect(422);
    expect(refused.headers['content-type']).toMatch(/problem\+json/);
    expect(refused.body.errors.productId[0]).toContain(`costs ${tooDear.points} points`);
    const [{ n: rowsAfter }] = (await ctx.db.select({ n: count() }).from(rewardTransactions)) as [{ n: number }];
    expect(rowsAfter).toBe(rowsBefore);
    await request(ctx.app).post('/api/rewards/buy').set(auth(shopper)).send({ productId: 999_999 }).expect(404);
    await request(ctx.app).post('/api/rewards/buy').set(auth(shopper)).send({ productId: 'x' }).expect(400);
  });

  it('never overspends when the same balance is redeemed many times at once', async () => {
    const rewards = RewardProductsSchema.parse((await request(ctx.app).get('/api/rewards/products').expect(200)).body).data;
    const dearest = rewards.at(-1)!;
    const balance = RewardsUserSchema.parse((await request(ctx.app).get('/api/rewards/user').set(auth(shopper)).expect(200)).body).points;
    const tries = Math.floor(balance / dearest.points) + 3;
    const answers = await Promise.all(Array.from({ length: tries }, () => request(ctx.app).post('/api/rewards/buy').set(auth(shopper)).send({ productId: dearest.id })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(Math.floor(balance / dearest.points));
    expect(answers.every((a) => a.status === 201 || a.status === 422)).toBe(true);
    const after = RewardsUserSchema.parse((await request(ctx.app).get('/api/rewards/user').set(auth(shopper)).expect(200)).body).points;
    expect(after).toBe(balance % dearest.points);
  });
});

describe('reviews and questions', () => {
  it('stores a review, pages the list and moves the product aggregate the catalogue shows', async () => {
    const p = skus[30]!;
    const [before] = await ctx.db.select({ rating: products.reviewStarRating, count: products.reviewCount }).from(products).where(eq(products.id, p.id));
    const review = await request(ctx.app).post('/api/reviews').set(auth(shopper))
      .send({ sku: p.sku, rating: 5, title: 'Great pump', text: 'Quiet and strong, easy to install.' }).expect(201);
    expect(review.body).toMatchObject({ author: 'Sam S.', rating: 5, title: 'Great pump' });
    const page = ReviewsPageSchema.parse((await request(ctx.app).get(`/api/reviews?productId=${p.id}`).expect(200)).body);
    expect(page).toMatchObject({ current_page: 1, total: 1, count: before!.count + 1 });
    expect(page.data[0]!.text).toBe('Quiet and strong, easy to install.');
    const expected = Math.round(((before!.rating * before!.count + 5) / (before!.count + 1)) * 10) / 10;
    expect(page.average).toBeCloseTo(expected, 5);
    for (let i = 0; i < 5; i++) {
      await request(ctx.app).post('/api/reviews').set(auth(stranger)).send({ sku: p.sku, rating: 1 + (i % 5), title: `T${i}`, text: 'Ten letters at least.' }).expect(201);
    }
    const second = ReviewsPageSchema.parse((await request(ctx.app).get(`/api/reviews?productId=${p.id}&page=2`).expect(200)).body);
    expect(second).toMatchObject({ current_page: 2, per_page: 5, total: 6, last_page: 2, count: before!.count + 6 });
    expect(second.data).toHaveLength(1);
    const stored = await ctx.db.select({ n: count() }).from(productReviews).where(eq(productReviews.productId, p.id));
    expect(stored[0]!.n).toBe(6);
  });

  it('refuses bad reviews with field messages and writes nothing', async () => {
    const p = skus[31]!;
    const bad = await request(ctx.app).post('/api/reviews').set(auth(shopper)).send({ sku: p.sku, rating: 6, title: '', text: 'short' }).expect(400);
    expect(bad.headers['content-type']).toMatch(/problem\+json/);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['rating', 'title', 'text']));
    await request(ctx.app).post('/api/reviews').set(auth(shopper)).send({ sku: 'no-such-sku', rating: 4, title: 'x', text: 'long enough text' }).expect(422);
    await request(ctx.app).post('/api/reviews').send({ sku: p.sku, rating: 4, title: 'x', text: 'long enough text' }).expect(401);
    const [row] = await ctx.db.select({ count: products.reviewCount }).from(products).where(eq(products.id, p.id));
    const page = ReviewsPageSchema.parse((await request(ctx.app).get(`/api/reviews?productId=${p.id}`).expect(200)).body);
    expect(page.total).toBe(0);
    expect(page.count).toBe(row!.count);
  });

  it('stores a question and lists it; unknown products are 404', async () => {
    const p = skus[32]!;
    await request(ctx.app).post('/api/question').set(auth(shopper)).send({ sku: p.sku, text: 'Does it fit a 1.5 inch pipe?' }).expect(201);
    const page = QuestionsPageSchema.parse((await request(ctx.app).get(`/api/questions?productId=${p.id}&page=1`).expect(200)).body);
    expect(page.data).toEqual([expect.objectContaining({ author: 'Sam S.', text: 'Does it fit a 1.5 inch pipe?', answer: null })]);
    await request(ctx.app).get('/api/questions?productId=999999').expect(404);
    await request(ctx.app).get('/api/reviews?productId=0').expect(400);
    await request(ctx.app).post('/api/question').set(auth(shopper)).send({ sku: p.sku, text: 'short' }).expect(400);
  });
});
