import { CartViewSchema, OrderDetailSchema, OrderListSchema, ReorderResultSchema, TrackingSchema } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 120 }, bff: { config: { shopperLimits: { lookups: { windowMs: 15 * 60_000, failuresPerAddress: 6, failuresPerTarget: 4 } } } } });

let demo: { id: number; status: string; email: string }[];

async function signIn(): Promise<string> {
  const res = await request(stack.bff).post('/v1/session/login').send({ email: 'shopper@example.com', password: 'pool-demo-1' }).expect(200);
  return sessionCookie(res);
}

beforeAll(async () => {
  demo = await stack.commerce.orders();
});

describe('GET /v1/orders', () => {
  it("pages the signed-in customer's orders and filters them by group", async () => {
    const cookie = await signIn();
    const page = OrderListSchema.parse((await request(stack.bff).get('/v1/orders').set('cookie', cookie).expect(200)).body);
    // The demo orders of seed/orders.ts (14) and seed/return-orders.ts (2, recently delivered).
    const total = await stack.commerce.count('orders');
    expect(page.meta).toEqual({ current_page: 1, per_page: 10, total, last_page: Math.ceil(total / 10) });
    const res = await request(stack.bff).get('/v1/orders?status=on_hold').set('cookie', cookie).expect(200);
    expect(res.headers['cache-control']).toContain('private');
    expect(new Set(OrderListSchema.parse(res.body).data.map((o) => o.status))).toEqual(new Set(['Disputed', 'Manual Verification Required']));
  });

  it('is a 401 for a guest', async () => {
    const res = await request(stack.bff).get('/v1/orders').expect(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

describe('POST /v1/orders/{id}/reorder', () => {
  it('adds the still-available lines to the session cart and names the ones it could not add', async () => {
    const cookie = await signIn();
    const order = OrderDetailSchema.parse((await request(stack.bff).get(`/v1/orders/${demo[1]!.id}`).set('cookie', cookie).expect(200)).body);
    const lines = await stack.commerce.orderLines(order.id);
    // One product sold out meanwhile (when the order has more than one line).
    const soldOut = lines.length > 1 ? lines[0]! : null;
    if (soldOut) await stack.commerce.sellOut(soldOut.productId!);
    const result = ReorderResultSchema.parse((await request(stack.bff).post(`/v1/orders/${order.id}/reorder`).set('cookie', cookie).send({}).expect(200)).body);
    expect(result.added.length + result.notAdded.length).toBe(lines.length);
    if (soldOut) expect(result.notAdded.map((l) => l.sku)).toContain(soldOut.sku);
    const cart = CartViewSchema.parse((await request(stack.bff).get('/v1/cart').set('cookie', cookie).expect(200)).body);
    for (const line of result.added) expect(cart.lines.map((l) => l.sku)).toContain(line.sku);
    expect(result.added.length).toBeGreaterThan(0);
  });

  it('re-adds protection plans (tied to their product again) and subscriptions at their period (0066)', async () => {
    const { subscribable, covered } = await stack.commerce.lineKindFixtures();
    let cookie = await signIn();
    const plan = covered.plans[0]!;
    await request(stack.bff).post('/v1/cart/items').set('cookie', cookie).send({ productId: covered.id, quantity: 1 }).expect(200);
    await request(stack.bff).post('/v1/cart/plans').set('cookie', cookie).send({ productId: covered.id, plan: plan.id }).expect(200);
    await request(stack.bff).post('/v1/cart/subscriptions').set('cookie', cookie).send({ sku: subscribable[0]!.sku, quantity: 2, period: 'QUARTERLY' }).expect(200);
    const view = (await request(stack.bff).get('/v1/checkout?state=AZ').set('cookie', cookie).expect(200)).body as { attemptKey: string; totals: { total: number } };
    const placed = await request(stack.bff).post('/v1/checkout/orders').set('cookie', cookie).send({
      attemptKey: view.attemptKey, email: 'shopper@example.com', shippingMethod: 'standard', expectedTotal: view.totals.total,
      address: { firstName: 'Sam', lastName: 'Shopper', street1: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '85004' },
      paymentToken: await stack.commerce.paymentToken(),
    }).expect(201);
    const orderId = Number(placed.body.number);

    cookie = await signIn();
    const result = ReorderResultSchema.parse((await request(stack.bff).post(`/v1/orders/${orderId}/reorder`).set('cookie', cookie).send({}).expect(200)).body);
    expect(result.notAdded).toEqual([]);
    expect(result.added.map((l) => l.sku)).toEqual(expect.arrayContaining([subscribable[0]!.sku, plan.sku]));
    const cart = CartViewSchema.parse((await request(stack.bff).get('/v1/cart').set('cookie', cookie).expect(200)).body);
    expect(cart.lines.find((l) => l.sku === subscribable[0]!.sku && l.isSubscription)).toMatchObject({ quantity: 2, periodLabel: 'Every 3 Months' });
    expect(cart.lines.find((l) => l.productId === covered.id && !l.isSubscription)?.plan).toMatchObject({ sku: plan.sku, quantity: 1 });
  });

  it("is a 404 for an order that is not the customer's and a 401 for a guest", async () => {
    const cookie = await signIn();
    await request(stack.bff).post('/v1/orders/999999/reorder').set('cookie', cookie).send({}).expect(404);
    await request(stack.bff).post(`/v1/orders/${demo[0]!.id}/reorder`).send({}).expect(401);
  });
});

describe('guest lookup and tracking', () => {
  it('tracks an order after a lookup with its number and email, and only then', async () => {
    const delivered = demo.find((o) => o.status === 'Completed')!;
    await request(stack.bff).get(`/v1/tracking/${delivered.id}`).expect(404);
    const found = await request(stack.bff).post('/v1/orders/lookup').send({ orderNumber: String(delivered.id), email: delivered.email }).expect(200);
    expect(found.body).toEqual({ orderId: delivered.id });
    const cookie = sessionCookie(found);
    const tracking = TrackingSchema.parse((await request(stack.bff).get(`/v1/tracking/${delivered.id}`).set('cookie', cookie).expect(200)).body);
    expect(tracking.variant).toBe('delivered');
    expect(tracking.shipments[0]!.events.at(-1)!.description).toBe('Delivered');
    // The grant is for this order only.
    const other = demo.find((o) => o.id !== delivered.id)!;
    await request(stack.bff).get(`/v1/tracking/${other.id}`).set('cookie', cookie).expect(404);
    await request(stack.bff).post(`/v1/tracking/${delivered.id}/feedback`).set('cookie', cookie).send({ score: 5, text: 'On time' }).expect(200);
    expect(await stack.commerce.trackingFeedback(delivered.id)).toContain('On time');
  });

  it("refuses a wrong email with the spec's error and never the order", async () => {
    const order = demo[2]!;
    const res = await request(stack.bff).post('/v1/orders/lookup').send({ orderNumber: String(order.id), email: 'someone@example.com' }).expect(404);
    expect(res.body.title).toBe('Error getting order.');
    expect(JSON.stringify(res.body)).not.toContain(order.email);
    await request(stack.bff).get(`/v1/tracking/${order.id}`).expect(404);
  });

  it('tracks by a tracking number', async () => {
    const [parcel] = await stack.commerce.shipments();
    const found = await request(stack.bff).post('/v1/tracking/lookup').send({ trackingNumber: parcel!.trackingNumber }).expect(200);
    expect(found.body).toEqual({ orderId: parcel!.orderId });
    await request(stack.bff).get(`/v1/tracking/${parcel!.orderId}`).set('cookie', sessionCookie(found)).expect(200);
    await request(stack.bff).post('/v1/tracking/lookup').send({ trackingNumber: '1ZNOSUCH00' }).expect(404);
  });

  it('holds an order number after repeated failures (429), however right the next guess', async () => {
    const order = demo[5]!;
    for (let i = 0; i < 4; i += 1) {
      await request(stack.bff).post('/v1/orders/lookup').send({ orderNumber: String(order.id), email: `guess${i}@example.com` }).expect(404);
    }
    const held = await request(stack.bff).post('/v1/orders/lookup').send({ orderNumber: String(order.id), email: order.email }).expect(429);
    expect(held.headers['retry-after']).toBeDefined();
  });
});

describe('GET /v1/account/quotes', () => {
  it('lists the signed-in customer quotes, 401 for a guest', async () => {
    const cookie = await signIn();
    expect((await request(stack.bff).get('/v1/account/quotes').set('cookie', cookie).expect(200)).body).toEqual({ data: [] });
    await request(stack.bff).get('/v1/account/quotes').expect(401);
  });
});
