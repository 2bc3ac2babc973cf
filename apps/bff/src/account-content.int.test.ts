import { randomUUID } from 'node:crypto';
import {
  OrderDetailSchema, OrderListSchema, PendingReviewsSchema, QuestionsPageSchema, ReviewsPageSchema, RewardBuyAnswerSchema, RewardProductsSchema, RewardsAccountViewSchema,
  SavedProductsViewSchema,
} from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_STAFF_PASSWORD } from '@pool/commerce-api/testing';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 120 } });

let shopper: string;
let other: string;
let catalog: { id: number; sku: string }[];

/** A staff session of its own (a registered customer made is_admin), whatever staff account the seed holds. */
async function staffCookie(): Promise<string> {
  const email = `staff-${randomUUID()}@example.com`;
  await request(stack.bff).post('/v1/session/register').send({ first_name: 'Mod', last_name: 'Erator', email, password: 'a-long-enough-passphrase' }).expect(200);
  await stack.commerce.makeStaff(email);
  return sessionCookie(await request(stack.bff).post('/v1/session/login').send({ email, password: 'a-long-enough-passphrase' }).expect(200));
}

beforeAll(async () => {
  shopper = sessionCookie(await request(stack.bff).post('/v1/session/login').send({ email: 'shopper@example.com', password: 'pool-demo-1' }).expect(200));
  other = sessionCookie(await request(stack.bff).post('/v1/session/register')
    .send({ first_name: 'Other', last_name: 'Person', email: `other-${randomUUID()}@example.com`, password: 'a-long-enough-passphrase' }).expect(200));
  catalog = (await stack.commerce.products()).filter((p) => !p.hidePrice).slice(0, 10);
});

describe('saved products through the session', () => {
  it("saves for the session's customer, lists cards, removes; a guest gets 401 and nothing is written", async () => {
    const p = catalog[0]!;
    await request(stack.bff).post(`/v1/account/saved-products/${p.sku}`).set('cookie', shopper).expect(200, { product_id: p.id, saved: true, pool: null });
    const list = await request(stack.bff).get('/v1/account/saved-products').set('cookie', shopper).expect(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const page = SavedProductsViewSchema.parse(list.body);
    expect(page.data.map((c) => c.sku)).toEqual([p.sku]);
    expect(page.data[0]!.href).toMatch(/\.html$/);
    const others = SavedProductsViewSchema.parse((await request(stack.bff).get('/v1/account/saved-products').set('cookie', other).expect(200)).body);
    expect(others.total).toBe(0);

    const before = await stack.commerce.count('savedProducts');
    const guest = await request(stack.bff).post(`/v1/account/saved-products/${catalog[1]!.sku}`).expect(401);
    expect(guest.headers['content-type']).toContain('application/problem+json');
    await request(stack.bff).get('/v1/account/saved-products').expect(401);
    expect(await stack.commerce.count('savedProducts')).toBe(before);

    await request(stack.bff).delete(`/v1/account/saved-products/${p.sku}`).set('cookie', shopper).expect(200, { product_id: p.id, saved: false, pool: null });
    await request(stack.bff).post('/v1/account/saved-products/no-such-sku').set('cookie', shopper).expect(404);
    await request(stack.bff).get('/v1/account/saved-products?page=0').set('cookie', shopper).expect(400);
  });
});

describe('saved products in pools through the session (decision 0033)', () => {
  const poolBody = (name: string) => ({ name, gallons: 12_000, surface: 'plaster', sanitizer_type: 'liquid_chlorine', location: 'outdoor', type: 'pool' });
  const createPool = async (cookie: string, name: string) => {
    const created = await request(stack.bff).post('/v1/pools').set('cookie', cookie).send(poolBody(name));
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    return created.body.id as number;
  };

  it("saves into the customer's own pool and lists by pool; another customer's or an unknown pool is a 404; bad input a 400", async () => {
    const cookie = sessionCookie(await request(stack.bff).post('/v1/session/register')
      .send({ first_name: 'Pool', last_name: 'Owner', email: `pool-${randomUUID()}@example.com`, password: 'a-long-enough-passphrase' }).expect(200));
    const deck = await createPool(cookie, 'Deck Pool');
    const theirs = await createPool(other, 'Not Yours');
    const [a, b] = [catalog[2]!, catalog[3]!];

    const saved = await request(stack.bff).post(`/v1/account/saved-products/${a.sku}`).set('cookie', cookie).send({ pool_id: deck }).expect(200);
    expect(saved.headers['cache-control']).toBe('private, no-store');
    expect(saved.body).toEqual({ product_id: a.id, saved: true, pool: { id: deck, name: 'Deck Pool' } });
    await request(stack.bff).post(`/v1/account/saved-products/${b.sku}`).set('cookie', cookie).expect(200, { product_id: b.id, saved: true, pool: null });

    const inDeck = SavedProductsViewSchema.parse((await request(stack.bff).get(`/v1/account/saved-products?pool=${deck}`).set('cookie', cookie).expect(200)).body);
    expect(inDeck.data.map((c) => [c.sku, c.pool?.name])).toEqual([[a.sku, 'Deck Pool']]);
    expect(inDeck.data[0]!.href).toMatch(/\.html$/);
    const all = SavedProductsViewSchema.parse((await request(stack.bff).get('/v1/account/saved-products').set('cookie', cookie).expect(200)).body);
    expect(all.data.map((c) => [c.sku, c.pool?.id ?? null])).toEqual([[b.sku, null], [a.sku, deck]]);

    const rows = await stack.commerce.count('savedProducts');
    const refused = await request(stack.bff).post(`/v1/account/saved-products/${b.sku}`).set('cookie', cookie).send({ pool_id: theirs }).expect(404);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    await request(stack.bff).post(`/v1/account/saved-products/${b.sku}`).set('cookie', cookie).send({ pool_id: 2_000_000_000 }).expect(404);
    await request(stack.bff).get(`/v1/account/saved-products?pool=${theirs}`).set('cookie', cookie).expect(404);
    await request(stack.bff).get('/v1/account/saved-products?pool=2000000000').set('cookie', cookie).expect(404);
    for (const body of [{ pool_id: 'deck' }, { pool_id: 0 }, { pool_id: 2.5 }, { poolId: deck }]) {
      const bad = await request(stack.bff).post(`/v1/account/saved-products/${b.sku}`).set('cookie', cookie).send(body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    await request(stack.bff).get('/v1/account/saved-products?pool=abc').set('cookie', cookie).expect(400);
    await request(stack.bff).post(`/v1/account/saved-products/${b.sku}`).send({ pool_id: deck }).expect(401);
    expect(await stack.commerce.count('savedProducts')).toBe(rows);
    // The refused saves left b where it was: saved, in no pool.
    const still = SavedProductsViewSchema.parse((await request(stack.bff).get('/v1/account/saved-products').set('cookie', cookie).expect(200)).body);
    expect(still.data.find((c) => c.sku === b.sku)?.pool).toBeNull();

    // Moving into the pool: saved again with the pool.
    await request(stack.bff).post(`/v1/account/saved-products/${b.sku}`).set('cookie', cookie).send({ pool_id: deck }).expect(200);
    const moved = SavedProductsViewSchema.parse((await request(stack.bff).get(`/v1/account/saved-products?pool=${deck}&page=1`).set('cookie', cookie).expect(200)).body);
    expect(moved.data.map((c) => c.sku).sort()).toEqual([a.sku, b.sku].sort());
    expect(moved).toMatchObject({ current_page: 1, total: 2 });
    await request(stack.bff).delete(`/v1/pools/${theirs}`).set('cookie', other).expect(200);
  });
});

/** A default address for a customer (straight into commerce-api's database: the address book has its own tests). */
async function giveDefaultAddress(customerId: number) {
  await stack.commerce.addDefaultAddress(customerId, { firstName: 'Sam', lastName: 'Shopper', street1: '1 Reward Way', city: 'San Antonio', state: 'TX', zip: '78201' });
}

describe('rewards through the session', () => {
  it('shows the balance and history of the seeded orders, redeems into an order once per attempt key, and refuses a customer with too few points', async () => {
    const rewards = RewardProductsSchema.parse((await request(stack.bff).get('/v1/rewards/products').expect(200)).body).data;
    expect(rewards.length).toBeGreaterThan(0);
    const mine = RewardsAccountViewSchema.parse((await request(stack.bff).get('/v1/account/rewards').set('cookie', shopper).expect(200)).body);
    expect(mine.user.email).toBe('shopper@example.com');
    // One earning per demo order (seed/orders.ts and seed/return-orders.ts).
    expect(mine.history.meta.total).toBe(await stack.commerce.count('orders'));

    // No default address yet: a 422 that says where to add one, nothing written.
    const rowsBefore = await stack.commerce.count('rewardTransactions');
    const homeless = await request(stack.bff).post('/v1/account/rewards/buy').set('cookie', shopper).send({ productId: rewards[0]!.id }).expect(422);
    expect(homeless.body.title).toBe('Add a default address on /account/addresses so we can ship your reward.');
    expect(await stack.commerce.count('rewardTransactions')).toBe(rowsBefore);

    await giveDefaultAddress(await stack.commerce.customerId('shopper@example.com'));
    const attemptKey = randomUUID();
    const bought = RewardBuyAnswerSchema.parse((await request(stack.bff).post('/v1/account/rewards/buy').set('cookie', shopper)
      .send({ productId: rewards[0]!.id, attemptKey }).expect(200)).body);
    expect(bought.points).toBe(mine.user.points - rewards[0]!.points);
    expect(bought.created).toBe(true);
    // The form posted twice: the same redemption, no second order.
    const again = RewardBuyAnswerSchema.parse((await request(stack.bff).post('/v1/account/rewards/buy').set('cookie', shopper)
      .send({ productId: rewards[0]!.id, attemptKey }).expect(200)).body);
    expect(again).toMatchObject({ created: false, order: bought.order, points: bought.points });

    // The reward order is one of the customer's orders, $0.00 and paid with points.
    const list = OrderListSchema.parse((await request(stack.bff).get('/v1/orders').set('cookie', shopper).expect(200)).body);
    expect(list.data.filter((o) => o.id === bought.order.id)).toHaveLength(1);
    const detail = OrderDetailSchema.parse((await request(stack.bff).get(`/v1/orders/${bought.order.id}`).set('cookie', shopper).expect(200)).body);
    expect(detail.payments).toEqual([expect.objectContaining({ kind: 'points', points: rewards[0]!.points, amount: 0 })]);
    const history = RewardsAccountViewSchema.parse((await request(stack.bff).get('/v1/account/rewards').set('cookie', shopper).expect(200)).body).history;
    expect(history.points_transactions[0]).toMatchObject({ kind: 'redeem', order_id: bought.order.id });
    await request(stack.bff).get(`/v1/orders/${bought.order.id}`).set('cookie', other).expect(404);

    const rows = await stack.commerce.count('rewardTransactions');
    const refused = await request(stack.bff).post('/v1/account/rewards/buy').set('cookie', other).send({ productId: rewards[0]!.id }).expect(422);
    expect(refused.body.title).toBe('Not enough points for this reward.');
    await request(stack.bff).post('/v1/account/rewards/buy').send({ productId: rewards[0]!.id }).expect(401);
    await request(stack.bff).post('/v1/account/rewards/buy').set('cookie', shopper).send({ productId: 999_999 }).expect(404);
    await request(stack.bff).post('/v1/account/rewards/buy').set('cookie', shopper).send({ productId: rewards[0]!.id, attemptKey: 'not-a-uuid' }).expect(400);
    // The browser cannot name another customer: a userId in the body is refused or ignored, never used.
    await request(stack.bff).post('/v1/account/rewards/buy').set('cookie', other).send({ productId: rewards[0]!.id, userId: 1 }).expect((res) => {
      expect([400, 422]).toContain(res.status);
    });
    expect(await stack.commerce.count('rewardTransactions')).toBe(rows);
    const theirs = RewardsAccountViewSchema.parse((await request(stack.bff).get('/v1/account/rewards').set('cookie', other).expect(200)).body);
    expect(theirs).toMatchObject({ user: { points: 0 }, history: { meta: { total: 0 }, points_transactions: [] } });
  });

  it('staff acting as the customer redeem with the customer\'s points, into the customer\'s orders', async () => {
    const rewards = RewardProductsSchema.parse((await request(stack.bff).get('/v1/rewards/products').expect(200)).body).data;
    const shopperId = await stack.commerce.customerId('shopper@example.com');
    await giveDefaultAddress(shopperId);
    const staff = sessionCookie(await request(stack.bff).post('/v1/session/login').send({ email: 'admin@example.com', password: TEST_STAFF_PASSWORD }).expect(200));
    const acting = sessionCookie(await request(stack.bff).post('/v1/staff/act-as').set('cookie', staff).send({ customerId: shopperId }).expect(200));
    const before = RewardsAccountViewSchema.parse((await request(stack.bff).get('/v1/account/rewards').set('cookie', acting).expect(200)).body).user;
    expect(before.user_id).toBe(shopperId);
    const bought = RewardBuyAnswerSchema.parse((await request(stack.bff).post('/v1/account/rewards/buy').set('cookie', acting)
      .send({ productId: rewards[0]!.id, attemptKey: randomUUID() }).expect(200)).body);
    expect(bought.points).toBe(before.points - rewards[0]!.points);
    const order = (await stack.commerce.orders()).find((o) => o.id === bought.order.id);
    expect(order!.customerId).toBe(shopperId);
  });
});

describe('reviews and questions through the session', () => {
  it('holds a review for moderation until staff approve it in the queue; a second is refused; validation is a 400 with field messages', async () => {
    const p = catalog[2]!;
    const before = await stack.commerce.product(p.id);
    const sent = await request(stack.bff).post('/v1/reviews').set('cookie', shopper).send({ sku: p.sku, rating: 4, title: 'Solid', text: 'Works as described, no leaks.' }).expect(200);
    // Held: not listed, not counted.
    const held = ReviewsPageSchema.parse((await request(stack.bff).get(`/v1/reviews?productId=${p.id}`).expect(200)).body);
    expect(held).toMatchObject({ data: [], count: before!.reviewCount });
    const again = await request(stack.bff).post('/v1/reviews').set('cookie', shopper).send({ sku: p.sku, rating: 1, title: 'Again', text: 'Works as described, no leaks.' }).expect(409);
    expect(again.body.title).toBe('You have already reviewed this product.');

    // The queue is for staff only: a guest 401, a shopper 403.
    await request(stack.bff).get('/v1/staff/reviews').expect(401);
    await request(stack.bff).get('/v1/staff/reviews').set('cookie', shopper).expect(403);
    await request(stack.bff).post(`/v1/staff/reviews/${sent.body.id}`).set('cookie', shopper).send({ decision: 'approve' }).expect(403);
    const staff = await staffCookie();
    const queue = PendingReviewsSchema.parse((await request(stack.bff).get('/v1/staff/reviews').set('cookie', staff).expect(200).expect('cache-control', 'private, no-store')).body);
    expect(queue.data).toEqual([expect.objectContaining({ id: sent.body.id, title: 'Solid', product: expect.objectContaining({ sku: p.sku }) })]);
    await request(stack.bff).post(`/v1/staff/reviews/${sent.body.id}`).set('cookie', staff).send({ decision: 'approve' }).expect(200);
    await request(stack.bff).post(`/v1/staff/reviews/${sent.body.id}`).set('cookie', staff).send({ decision: 'approve' }).expect(409);

    // The same for everyone, so product pages showing them can be shared by caches.
    const page = ReviewsPageSchema.parse((await request(stack.bff).get(`/v1/reviews?productId=${p.id}`).expect(200).expect('cache-control', /^public/)).body);
    expect(page.data).toEqual([expect.objectContaining({ author: 'Sam S.', rating: 4, title: 'Solid' })]);
    expect(page.count).toBe(before!.reviewCount + 1);
    const bad = await request(stack.bff).post('/v1/reviews').set('cookie', shopper).send({ sku: p.sku, rating: 0, title: 'x', text: 'short' }).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['rating', 'text']));
    await request(stack.bff).post('/v1/reviews').send({ sku: p.sku, rating: 4, title: 'Solid', text: 'Works as described, no leaks.' }).expect(401);
    expect(await stack.commerce.count('reviews')).toBe(1);

    await request(stack.bff).post('/v1/questions').set('cookie', other).send({ sku: p.sku, text: 'Is it salt-water safe?' }).expect(200);
    const questions = QuestionsPageSchema.parse((await request(stack.bff).get(`/v1/questions?productId=${p.id}&page=1`).expect(200)).body);
    expect(questions.data).toEqual([expect.objectContaining({ author: 'Other P.', text: 'Is it salt-water safe?' })]);
  });
});
