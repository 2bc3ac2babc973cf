import { randomUUID } from 'node:crypto';
import {
  CartSchema, CheckoutQuoteSchema, CustomerSchema, LoginResponseSchema, OrderDetailSchema, OrderListSchema, OrderSchema, PointsTransactionsSchema,
  PendingReviewsSchema, QuestionsPageSchema, ReviewsPageSchema, RewardBuyAnswerSchema, RewardProductsSchema, RewardsUserSchema, SavedProductsPageSchema,
} from '@pool/api-contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, mailOutbox, orderLines, orders, payments, pools, productReviews, products, rewardTransactions, savedProducts } from '../db/schema.js';
import { TEST_CARDS } from '../payments/test-processor.js';
import { allProducts } from '../testing/queries.js';
import { useTestContext } from '../test/test-app.js';

const ctx = useTestContext();
let shopper: { id: number; token: string };
let stranger: { id: number; token: string };
let skus: { id: number; sku: string; price: number }[];

const auth = (who: { token: string }) => ({ authorization: `Bearer ${who.token}` });

/** Gives a customer a default address (their first address is the default), once. */
async function withDefaultAddress(who: { token: string }) {
  const customer = CustomerSchema.parse((await request(ctx.app).get('/api/customer').set(auth(who)).expect(200)).body);
  if (customer.addresses.some((a) => a.isDefault)) return;
  await request(ctx.app).post('/api/addresses').set(auth(who)).send({
    firstName: 'Sam', lastName: 'Shopper', company: null, street1: '1 Reward Way', street2: null, city: 'San Antonio', state: 'TX', zip: '78201', phone: null,
  }).expect(201);
}

/** A staff member of its own (a registered customer made is_admin), whatever accounts the seed holds. */
async function staffMember(): Promise<{ id: number; token: string }> {
  const registered = LoginResponseSchema.parse((await request(ctx.app).post('/api/register')
    .send({ first_name: 'Mod', last_name: 'Erator', email: `staff-${randomUUID()}@example.com`, password: 'a-long-enough-passphrase' }).expect(201)).body);
  await ctx.db.update(customers).set({ isAdmin: true }).where(eq(customers.id, registered.user.id));
  return { id: registered.user.id, token: registered.token };
}

/** Row counts of every table a redemption writes. */
async function tableCounts() {
  const n = async (table: typeof orders | typeof orderLines | typeof payments | typeof rewardTransactions) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;
  return { orders: await n(orders), lines: await n(orderLines), payments: await n(payments), ledger: await n(rewardTransactions) };
}

beforeAll(async () => {
  const login = LoginResponseSchema.parse((await request(ctx.app).post('/api/login').send({ email: 'shopper@example.com', password: 'pool-demo-1' }).expect(200)).body);
  shopper = { id: login.user.id, token: login.token };
  const registered = LoginResponseSchema.parse((await request(ctx.app).post('/api/register')
    .send({ first_name: 'Other', last_name: 'Person', email: `other-${randomUUID()}@example.com`, password: 'a-long-enough-passphrase' }).expect(201)).body);
  stranger = { id: registered.user.id, token: registered.token };
  skus = (await allProducts(ctx.db)).filter((r) => r.status === 'in' && !r.hidePrice && !r.tiered && r.level >= 5);
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
  it('backfills the seeded orders: one ledger row per demo order, worth the whole dollars paid for its goods', async () => {
    const demo = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, shopper.id));
    const history = PointsTransactionsSchema.parse((await request(ctx.app).get('/api/rewards/transactions').set(auth(shopper)).expect(200)).body);
    expect(history.meta.total).toBe(demo.length);
    const first = history.points_transactions[0]!;
    const [paid] = await ctx.db.select().from(orders).where(eq(orders.id, first.order_id!));
    expect(first.points).toBe(Math.floor((paid!.subtotal - paid!.discount) / 100));
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
      paymentToken: await ctx.paymentToken(TEST_CARDS.approved),
    }).expect(201)).body);
    const history = PointsTransactionsSchema.parse((await request(ctx.app).get('/api/rewards/transactions').set(auth(stranger)).expect(200)).body);
    // One point per whole dollar of the goods' price × quantity (not per unit's whole dollars), shipping and tax excluded.
    const points = Math.floor((p.price * 2) / 100);
    expect(history.points_transactions).toEqual([expect.objectContaining({ kind: 'order', order_id: order.id, points })]);
    const user = RewardsUserSchema.parse((await request(ctx.app).get('/api/rewards/user').set(auth(stranger)).expect(200)).body);
    expect(user.points).toBe(points);
  });

  it('redeems a reward product into a $0.00 order paid with points, shipped to the default address, earning nothing', async () => {
    const rewards = RewardProductsSchema.parse((await request(ctx.app).get('/api/rewards/products').expect(200)).body).data;
    expect(rewards.map((r) => r.points)).toEqual([100, 250, 500, 1000]);
    await withDefaultAddress(shopper);
    const before = RewardsUserSchema.parse((await request(ctx.app).get('/api/rewards/user').set(auth(shopper)).expect(200)).body).points;
    const key = `redeem-${randomUUID()}`;
    const bought = RewardBuyAnswerSchema.parse((await request(ctx.app).post('/api/rewards/buy').set(auth(shopper)).set('idempotency-key', key)
      .send({ productId: rewards[1]!.id }).expect(201)).body);
    expect(bought).toMatchObject({ points: before - 250, transaction: { kind: 'redeem', points: -250 }, product: { id: rewards[1]!.id }, created: true });
    expect(bought.transaction.order_id).toBe(bought.order.id);

    // An order like any other: in the list and in full, $0.00, paid with 250 points, to the default address.
    const list = OrderListSchema.parse((await request(ctx.app).get('/api/orders').set(auth(shopper)).expect(200)).body);
    expect(list.data[0]).toMatchObject({ id: bought.order.id, number: bought.order.number, total: 0, status: 'Awaiting Fulfillment' });
    const order = OrderDetailSchema.parse((await request(ctx.app).get(`/api/orders/${bought.order.id}`).set(auth(shopper)).expect(200)).body);
    expect(order.lines).toEqual([expect.objectContaining({ productId: rewards[1]!.product_id, quantity: 1, unitPrice: 0, lineTotal: 0 })]);
    expect(order).toMatchObject({ total: 0, subtotal: 0, shipping: 0, tax: 0, shippingAddress: { street1: '1 Reward Way', city: 'San Antonio' } });
    expect(order.payments).toEqual([{ kind: 'points', brand: 'Reward points', last4: '', points: 250, status: 'captured', amount: 0 }]);
    // It earns no points: its only ledger row is the debit.
    const rows = await ctx.db.select().from(rewardTransactions).where(eq(rewardTransactions.orderId, bought.order.id));
    expect(rows.map((r) => [r.kind, r.points])).toEqual([['redeem', -250]]);
    // The confirmation goes out like any order's, linking to the account's order page.
    const subject = `Your Pool Supplies order #${bought.order.number}`;
    await expect.poll(async () => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject))).length).toBe(1);
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
    expect(mail!.text).toContain('Paid with: 250 points');
    expect(mail!.text).toContain(`/account/orders/${bought.order.id}`);

    // The same key again (a double submit): the first redemption, nothing new written.
    const again = await request(ctx.app).post('/api/rewards/buy').set(auth(shopper)).set('idempotency-key', key).send({ productId: rewards[1]!.id }).expect(200);
    expect(again.body).toMatchObject({ order: bought.order, transaction: { id: bought.transaction.id }, points: before - 250, created: false });
    await request(ctx.app).post('/api/rewards/buy').set(auth(shopper)).set('idempotency-key', key).send({ productId: rewards[0]!.id }).expect(422);
    expect(RewardsUserSchema.parse((await request(ctx.app).get('/api/rewards/user').set(auth(shopper)).expect(200)).body).points).toBe(before - 250);
    // Another customer cannot see it.
    await request(ctx.app).get(`/api/orders/${bought.order.id}`).set(auth(stranger)).expect(404);
  });

  it('refuses too few points, no default address, unknown rewards and guests, writing nothing', async () => {
    const rewards = RewardProductsSchema.parse((await request(ctx.app).get('/api/rewards/products').expect(200)).body).data;
    const counts = tableCounts;
    const start = await counts();
    const newcomer = LoginResponseSchema.parse((await request(ctx.app).post('/api/register')
      .send({ first_name: 'New', last_name: 'Comer', email: `new-${randomUUID()}@example.com`, password: 'a-long-enough-passphrase' }).expect(201)).body);
    await withDefaultAddress({ token: newcomer.token });
    const tooDear = rewards[0]!;
    const refused = await request(ctx.app).post('/api/rewards/buy').set(auth(newcomer)).send({ productId: tooDear.id }).expect(422);
    expect(refused.headers['content-type']).toMatch(/problem\+json/);
    expect(refused.body.title).toBe('Not enough points for this reward.');
    expect(refused.body.errors.productId[0]).toContain(`costs ${tooDear.points} points`);
    expect(await counts()).toEqual(start);

    // Enough points but nowhere to ship: a 422 asking for a default address.
    const homeless = LoginResponseSchema.parse((await request(ctx.app).post('/api/register')
      .send({ first_name: 'No', last_name: 'Home', email: `nohome-${randomUUID()}@example.com`, password: 'a-long-enough-passphrase' }).expect(201)).body);
    await ctx.db.insert(rewardTransactions).values({ customerId: homeless.user.id, kind: 'order', points: 500, description: 'Seeded for the test' });
    const before = await counts();
    const noAddress = await request(ctx.app).post('/api/rewards/buy').set(auth(homeless)).send({ productId: tooDear.id }).expect(422);
    expect(noAddress.body.title).toBe('Add a default address on /account/addresses so we can ship your reward.');
    expect(await counts()).toEqual(before);

    await request(ctx.app).post('/api/rewards/buy').set(auth(shopper)).send({ productId: 999_999 }).expect(404);
    // An id that is not a reward product's (the ids are the reward products', not the catalogue's): 404 with a message.
    const notReward = await request(ctx.app).post('/api/rewards/buy').set(auth(shopper)).send({ productId: Math.max(...rewards.map((r) => r.id)) + 1 }).expect(404);
    expect(notReward.body.detail).toMatch(/^No reward product has the id \d+\.$/);
    await request(ctx.app).post('/api/rewards/buy').set(auth(shopper)).send({ productId: 'x' }).expect(400);
    await request(ctx.app).post('/api/rewards/buy').send({ productId: tooDear.id }).expect(401);
    await request(ctx.app).post('/api/rewards/buy').set({ authorization: 'Bearer nope' }).send({ productId: tooDear.id }).expect(401);
    expect(await counts()).toEqual(before);
  });

  it('never overspends when the same balance is redeemed many times at once', async () => {
    const rewards = RewardProductsSchema.parse((await request(ctx.app).get('/api/rewards/products').expect(200)).body).data;
    const dearest = rewards.at(-1)!;
    await withDefaultAddress(shopper);
    const balance = RewardsUserSchema.parse((await request(ctx.app).get('/api/rewards/user').set(auth(shopper)).expect(200)).body).points;
    const tries = Math.floor(balance / dearest.points) + 3;
    const answers = await Promise.all(Array.from({ length: tries }, () => request(ctx.app).post('/api/rewards/buy').set(auth(shopper)).send({ productId: dearest.id })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(Math.floor(balance / dearest.points));
    expect(answers.every((a) => a.status === 201 || a.status === 422)).toBe(true);
    const after = RewardsUserSchema.parse((await request(ctx.app).get('/api/rewards/user').set(auth(shopper)).expect(200)).body).points;
    expect(after).toBe(balance % dearest.points);
  });

  it('redeems the last points once when two redemptions race: one order, the other refused with nothing written', async () => {
    const rewards = RewardProductsSchema.parse((await request(ctx.app).get('/api/rewards/products').expect(200)).body).data;
    const cheapest = rewards[0]!;
    const racer = LoginResponseSchema.parse((await request(ctx.app).post('/api/register')
      .send({ first_name: 'Race', last_name: 'Car', email: `race-${randomUUID()}@example.com`, password: 'a-long-enough-passphrase' }).expect(201)).body);
    await withDefaultAddress({ token: racer.token });
    await ctx.db.insert(rewardTransactions).values({ customerId: racer.user.id, kind: 'order', points: cheapest.points, description: 'Seeded for the test' });
    const answers = await Promise.all([0, 1].map((n) => request(ctx.app).post('/api/rewards/buy').set(auth(racer))
      .set('idempotency-key', `race-${n}-${randomUUID()}`).send({ productId: cheapest.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const placed = await ctx.db.select().from(orders).where(eq(orders.customerId, racer.user.id));
    expect(placed).toHaveLength(1);
    const ledger = await ctx.db.select().from(rewardTransactions).where(eq(rewardTransactions.customerId, racer.user.id));
    expect(ledger.reduce((sum, r) => sum + r.points, 0)).toBe(0);
    expect(ledger.filter((r) => r.kind === 'redeem')).toHaveLength(1);
  });

  it('redeems once when the same submit arrives twice at once (one idempotency key)', async () => {
    const rewards = RewardProductsSchema.parse((await request(ctx.app).get('/api/rewards/products').expect(200)).body).data;
    const twice = LoginResponseSchema.parse((await request(ctx.app).post('/api/register')
      .send({ first_name: 'Double', last_name: 'Click', email: `twice-${randomUUID()}@example.com`, password: 'a-long-enough-passphrase' }).expect(201)).body);
    await withDefaultAddress({ token: twice.token });
    await ctx.db.insert(rewardTransactions).values({ customerId: twice.user.id, kind: 'order', points: 1000, description: 'Seeded for the test' });
    const key = `twice-${randomUUID()}`;
    const answers = await Promise.all([0, 1].map(() => request(ctx.app).post('/api/rewards/buy').set(auth(twice)).set('idempotency-key', key).send({ productId: rewards[0]!.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.order).toEqual(answers[1]!.body.order);
    expect(await ctx.db.select().from(orders).where(eq(orders.customerId, twice.user.id))).toHaveLength(1);
  });
});

describe('reviews and questions', () => {
  it('holds a review until staff approve it, then lists it and moves the product aggregate the catalogue shows', async () => {
    const p = skus[30]!;
    const [before] = await ctx.db.select({ rating: products.reviewStarRating, count: products.reviewCount }).from(products).where(eq(products.id, p.id));
    const review = await request(ctx.app).post('/api/reviews').set(auth(shopper))
      .send({ sku: p.sku, rating: 5, title: 'Great pump', text: 'Quiet and strong, easy to install.' }).expect(201);
    expect(review.body).toMatchObject({ author: 'Sam S.', rating: 5, title: 'Great pump' });
    // Held: not listed, not counted.
    const held = ReviewsPageSchema.parse((await request(ctx.app).get(`/api/reviews?productId=${p.id}`).expect(200)).body);
    expect(held).toMatchObject({ total: 0, data: [], count: before!.count, average: before!.rating });

    const staff = await staffMember();
    const queue = PendingReviewsSchema.parse((await request(ctx.app).get('/api/admin/reviews').set(auth(staff)).expect(200)).body);
    expect(queue.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: review.body.id, product: expect.objectContaining({ sku: p.sku }) })]));
    await request(ctx.app).post(`/api/admin/reviews/${review.body.id}`).set(auth(staff)).send({ decision: 'approve' }).expect(200);

    const page = ReviewsPageSchema.parse((await request(ctx.app).get(`/api/reviews?productId=${p.id}`).expect(200)).body);
    expect(page).toMatchObject({ current_page: 1, total: 1, count: before!.count + 1 });
    expect(page.data[0]!.text).toBe('Quiet and strong, easy to install.');
    const expected = Math.round(((before!.rating * before!.count + 5) / (before!.count + 1)) * 10) / 10;
    expect(page.average).toBeCloseTo(expected, 5);
    // Approved reviews page like before; pending and rejected ones stay out of the list.
    await ctx.db.insert(productReviews).values([1, 2, 3, 4, 5].map((i) => ({
      productId: p.id, customerId: null, author: `Reader ${i}`, rating: i, title: `T${i}`, body: 'Ten letters at least.',
      status: i === 5 ? ('rejected' as const) : ('approved' as const),
    })));
    await ctx.db.insert(productReviews).values({ productId: p.id, customerId: stranger.id, author: 'Other P.', rating: 1, title: 'Held', body: 'Ten letters at least.' });
    const second = ReviewsPageSchema.parse((await request(ctx.app).get(`/api/reviews?productId=${p.id}&page=1`).expect(200)).body);
    expect(second).toMatchObject({ current_page: 1, per_page: 5, total: 5, last_page: 1 });
    const stored = await ctx.db.select({ n: count() }).from(productReviews).where(eq(productReviews.productId, p.id));
    expect(stored[0]!.n).toBe(7);
  });

  it('takes one review per customer and product: a second is a 409 that says so, writing nothing', async () => {
    const p = skus[32]!;
    await request(ctx.app).post('/api/reviews').set(auth(stranger)).send({ sku: p.sku, rating: 4, title: 'First', text: 'Ten letters at least.' }).expect(201);
    const again = await request(ctx.app).post('/api/reviews').set(auth(stranger)).send({ sku: p.sku, rating: 1, title: 'Again', text: 'Ten letters at least.' }).expect(409);
    expect(again.headers['content-type']).toMatch(/problem\+json/);
    expect(again.body.title).toBe('You have already reviewed this product.');
    // Two at once: the unique index lets one through.
    const q = skus[33]!;
    const both = await Promise.all([1, 2].map((n) => request(ctx.app).post('/api/reviews').set(auth(stranger)).send({ sku: q.sku, rating: n, title: `T${n}`, text: 'Ten letters at least.' })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const stored = await ctx.db.select({ n: count() }).from(productReviews)
      .where(and(eq(productReviews.customerId, stranger.id), inArray(productReviews.productId, [p.id, q.id])));
    expect(stored[0]!.n).toBe(2);
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
