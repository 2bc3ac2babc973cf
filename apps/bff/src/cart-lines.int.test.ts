import { CartViewSchema } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_PRODUCTS_SEEDED, type ProtectionPlanOffer } from '@pool/commerce-api/testing';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 120 } });

let subscribable: { id: number; sku: string; price: number }[];
let plain: { id: number; sku: string };
let covered: { id: number; price: number; plans: ProtectionPlanOffer[] };

beforeAll(async () => {
  ({ subscribable, plain, covered } = await stack.commerce.lineKindFixtures());
  expect(covered).toBeDefined();
});

describe('subscription lines through the BFF', () => {
  let cookie: string;
  let lineId: string;

  it('creates the cart on the first subscription and shows the period label', async () => {
    const res = await request(stack.bff).post('/v1/cart/subscriptions').send({ sku: subscribable[0]!.sku, quantity: 2, period: 'QUARTERLY' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const cart = CartViewSchema.parse(res.body);
    expect(cart.lines).toEqual([expect.objectContaining({ sku: subscribable[0]!.sku, quantity: 2, isSubscription: true, periodLabel: 'Every 3 Months', kind: 'subscription' })]);
    expect(cart.itemCount).toBe(2);
    cookie = sessionCookie(res);
    lineId = cart.lines[0]!.id;
  });

  it('adds to the same cart, next to a normal line of the same product', async () => {
    await request(stack.bff).post('/v1/cart/items').set('cookie', cookie).send({ productId: subscribable[0]!.id, quantity: 1 }).expect(200);
    const res = await request(stack.bff).post('/v1/cart/subscriptions').set('cookie', cookie).send({ sku: subscribable[1]!.sku, period: 'ANNUALLY' }).expect(200);
    const cart = CartViewSchema.parse(res.body);
    expect(cart.lines.map((l) => [l.sku, l.isSubscription, l.periodLabel])).toEqual([
      [subscribable[0]!.sku, true, 'Every 3 Months'],
      [subscribable[0]!.sku, false, null],
      [subscribable[1]!.sku, true, 'Every 12 Months'],
    ]);
  });

  it('refuses a non-subscribable product (422) and a bad period or quantity 501 (400), unchanged', async () => {
    const before = (await request(stack.bff).get('/v1/cart').set('cookie', cookie).expect(200)).body;
    const notSubscribable = await request(stack.bff).post('/v1/cart/subscriptions').set('cookie', cookie).send({ sku: plain.sku, period: 'MONTHLY' });
    expect(notSubscribable.status).toBe(422);
    expect(notSubscribable.body.title).toBe('This product cannot be subscribed');
    const unknown = await request(stack.bff).post('/v1/cart/subscriptions').set('cookie', cookie).send({ sku: 'NO-SUCH-SKU', period: 'MONTHLY' });
    expect(unknown.status).toBe(422);
    const badPeriod = await request(stack.bff).post('/v1/cart/subscriptions').set('cookie', cookie).send({ sku: subscribable[0]!.sku, period: 'WEEKLY' });
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.headers['content-type']).toMatch(/application\/problem\+json/);
    await request(stack.bff).post('/v1/cart/subscriptions').set('cookie', cookie).send({ sku: subscribable[0]!.sku, period: 'MONTHLY', quantity: 501 }).expect(400);
    expect((await request(stack.bff).get('/v1/cart').set('cookie', cookie).expect(200)).body).toEqual(before);
  });

  it('updates a subscription through its own route (capped like other lines); a normal line or another session is 404', async () => {
    const capped = CartViewSchema.parse((await request(stack.bff).patch(`/v1/cart/subscriptions/${lineId}`).set('cookie', cookie).send({ quantity: 501 }).expect(200)).body);
    const line = capped.lines.find((l) => l.id === lineId)!;
    expect(line.quantity).toBe(line.maxQuantity);
    expect(line.quantity).toBeLessThan(501);
    const res = await request(stack.bff).patch(`/v1/cart/subscriptions/${lineId}`).set('cookie', cookie).send({ quantity: 3 }).expect(200);
    expect(CartViewSchema.parse(res.body).lines.find((l) => l.id === lineId)?.quantity).toBe(3);
    const normal = (res.body.lines as { id: string; isSubscription: boolean }[]).find((l) => !l.isSubscription)!;
    await request(stack.bff).patch(`/v1/cart/subscriptions/${normal.id}`).set('cookie', cookie).send({ quantity: 2 }).expect(404);
    await request(stack.bff).patch(`/v1/cart/subscriptions/${lineId}`).send({ quantity: 2 }).expect(404);
    await request(stack.bff).delete(`/v1/cart/subscriptions/${lineId}`).expect(404);
    expect(await stack.commerce.storedLineQuantity(lineId)).toBe(3);
  });

  it('removes a subscription on PATCH 0 and on DELETE', async () => {
    const zero = CartViewSchema.parse((await request(stack.bff).patch(`/v1/cart/subscriptions/${lineId}`).set('cookie', cookie).send({ quantity: 0 }).expect(200)).body);
    expect(zero.lines.some((l) => l.id === lineId)).toBe(false);
    const other = zero.lines.find((l) => l.isSubscription)!;
    const removed = CartViewSchema.parse((await request(stack.bff).delete(`/v1/cart/subscriptions/${other.id}`).set('cookie', cookie).expect(200)).body);
    expect(removed.lines.map((l) => l.isSubscription)).toEqual([false]);
  });
});

describe('protection-plan and service lines through the BFF', () => {
  it('adds a plan with its product to a new cart, shows its term under the line, and removes it with the product', async () => {
    const plan = covered.plans[0]!;
    const res = await request(stack.bff).post('/v1/cart/plans').send({ productId: covered.id, plan: plan.id }).expect(200);
    const cookie = sessionCookie(res);
    const cart = CartViewSchema.parse(res.body);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.plan).toEqual({ id: expect.any(String), sku: plan.sku, term: '2 Years', quantity: 1, unitPrice: plan.priceCents, lineTotal: plan.priceCents });
    expect(cart.subtotal).toBe(covered.price + plan.priceCents);
    const removed = await request(stack.bff).delete(`/v1/cart/items/${cart.lines[0]!.id}`).set('cookie', cookie).expect(200);
    expect(removed.body.lines).toEqual([]);
    expect(await stack.commerce.customItemExists(cart.lines[0]!.plan!.id)).toBe(false);
  });

  it('removes a plan alone; refuses an unknown plan (422) and another session (404), unchanged', async () => {
    const first = await request(stack.bff).post('/v1/cart/items').send({ productId: covered.id, quantity: 2 }).expect(200);
    const cookie = sessionCookie(first);
    const refused = await request(stack.bff).post('/v1/cart/plans').set('cookie', cookie).send({ productId: covered.id, plan: 'extend-99m-0' });
    expect(refused.status).toBe(422);
    expect(refused.body.title).toBe('Unknown protection plan');
    const withPlan = CartViewSchema.parse((await request(stack.bff).post('/v1/cart/plans').set('cookie', cookie).send({ productId: covered.id, plan: covered.plans[2]!.id }).expect(200)).body);
    const planId = withPlan.lines[0]!.plan!.id;
    expect(withPlan.lines[0]!.plan).toMatchObject({ term: '5 Years', quantity: 2 });
    await request(stack.bff).delete(`/v1/cart/plans/${planId}`).expect(404);
    const after = CartViewSchema.parse((await request(stack.bff).delete(`/v1/cart/plans/${planId}`).set('cookie', cookie).expect(200)).body);
    expect(after.lines[0]!.plan).toBeNull();
    expect(after.lines[0]!.quantity).toBe(2);
  });

  it('leaves no cart behind when the first add of a plan is refused', async () => {
    const res = await request(stack.bff).post('/v1/cart/plans').send({ productId: plain.id, plan: 'extend-99m-0' });
    expect(res.status).toBe(422);
    const cookie = sessionCookie(res);
    expect((await request(stack.bff).get('/v1/cart').set('cookie', cookie).expect(200)).body.lines).toEqual([]);
  });

  it('shows a service product as a service line', async () => {
    const service = SERVICE_PRODUCTS_SEEDED[0]!;
    const res = await request(stack.bff).post('/v1/cart/items').send({ productId: service.id, quantity: 1 }).expect(200);
    expect(CartViewSchema.parse(res.body).lines[0]).toMatchObject({ sku: service.sku, kind: 'service', plan: null });
  });
});
