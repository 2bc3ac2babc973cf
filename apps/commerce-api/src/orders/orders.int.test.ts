import { ORDER_STATUS_GROUPS, type OrderStatusGroup } from '@pool/account-domain';
import { OrderDetailSchema, OrderListSchema, TrackingSchema } from '@pool/api-contract';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, customerTokens, orders, quotes, shipments, trackingFeedback } from '../db/schema.js';
import { newToken, tokenDigest } from '../customers/tokens.js';
import { useTestContext } from '../test/test-app.js';

const ctx = useTestContext();
let shopper: string;
let stranger: string;
let demo: { id: number; status: string; email: string; createdAt: Date }[];

async function login(email: string, password: string): Promise<string> {
  const res = await request(ctx.app).post('/api/login').send({ email, password }).expect(200);
  return `Bearer ${res.body.token as string}`;
}

beforeAll(async () => {
  shopper = await login('shopper@example.com', 'pool-demo-1');
  const [other] = await ctx.db.insert(customers).values({ email: 'other@example.com', firstName: 'Oli', lastName: 'Other', passwordHash: 'x' }).returning();
  const token = newToken();
  await ctx.db.insert(customerTokens).values({ tokenHash: tokenDigest(token), customerId: other!.id, expiresAt: new Date(Date.now() + 86_400_000) });
  stranger = `Bearer ${token}`;
  demo = await ctx.db.select({ id: orders.id, status: orders.status, email: orders.email, createdAt: orders.createdAt }).from(orders);
});

const list = (query: Record<string, string | number>, auth = shopper) =>
  request(ctx.app).get('/api/orders').set('authorization', auth).query(query);

describe('GET /api/orders', () => {
  it('pages the demo orders 10 at a time, newest first, with the meta of the spec', async () => {
    expect(demo.length).toBeGreaterThan(10); // seed/orders.ts and seed/return-orders.ts: two pages
    const first = OrderListSchema.parse((await list({ page: 1, type: 2 }).expect(200)).body);
    expect(first.meta).toEqual({ current_page: 1, per_page: 10, total: demo.length, last_page: Math.ceil(demo.length / 10) });
    expect(first.data).toHaveLength(10);
    const times = first.data.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.data[0]!.products.length).toBeGreaterThan(0);
    expect(first.data[0]!.products[0]!.image).toMatch(/^\/images\//);
    const second = OrderListSchema.parse((await list({ page: 2 }).expect(200)).body);
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2 });
    expect(second.data).toHaveLength(demo.length - 10);
    expect(new Set([...first.data, ...second.data].map((o) => o.id)).size).toBe(demo.length);
    expect((await list({ page: 3 }).expect(200)).body.data).toEqual([]);
    expect((await list({ limit: 5 }).expect(200)).body.meta).toEqual({ current_page: 1, per_page: 5, total: demo.length, last_page: Math.ceil(demo.length / 5) });
  });

  it.each(Object.keys(ORDER_STATUS_GROUPS) as OrderStatusGroup[])('filter group %s returns only its statuses', async (group) => {
    const body = OrderListSchema.parse((await list({ status: group, limit: 50 }).expect(200)).body);
    const expected = demo.filter((o) => (ORDER_STATUS_GROUPS[group] as readonly string[]).includes(o.status));
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.meta.total).toBe(expected.length);
    expect(body.data.map((o) => o.id).sort()).toEqual(expected.map((o) => o.id).sort());
  });

  it('shows every order for all and for an unknown group (spec 4)', async () => {
    expect((await list({ status: 'all' }).expect(200)).body.meta.total).toBe(demo.length);
    expect((await list({ status: 'shipped' }).expect(200)).body.meta.total).toBe(demo.length);
  });

  it('filters by a date range (days inclusive, UTC)', async () => {
    const sorted = [...demo].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const from = day(sorted[3]!.createdAt);
    const to = day(sorted[6]!.createdAt);
    const expected = sorted.filter((o) => day(o.createdAt) >= from && day(o.createdAt) <= to).map((o) => o.id).sort();
    const body = OrderListSchema.parse((await list({ date_range: `${from},${to}`, limit: 50 }).expect(200)).body);
    expect(body.data.map((o) => o.id).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    expect((await list({ date_range: `${from},` , limit: 50 }).expect(200)).body.meta.total).toBe(sorted.filter((o) => day(o.createdAt) >= from).length);
    const bad = await list({ date_range: '2026-03-01,2026-01-01' }).expect(422);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    await list({ date_range: 'last week' }).expect(422);
  });

  it('needs a valid token and shows a customer only their own orders', async () => {
    await request(ctx.app).get('/api/orders').expect(401);
    await list({}, 'Bearer not-a-token').expect(401);
    expect((await list({}, stranger).expect(200)).body).toEqual({ data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } });
  });
});

describe('GET /api/orders/{orderNumber}', () => {
  it("gives the customer's order with lines, addresses, payments (last four only) and shipments", async () => {
    const shipped = demo.find((o) => o.status === 'Completed')!;
    const order = OrderDetailSchema.parse((await request(ctx.app).get(`/api/orders/${shipped.id}`).set('authorization', shopper).expect(200)).body);
    expect(order.lines.length).toBeGreaterThan(0);
    expect(order.billingAddress).toEqual(order.shippingAddress);
    expect(order.payments[0]!.last4).toMatch(/^\d{4}$/);
    expect(JSON.stringify(order)).not.toMatch(/authorization|ch_seed/i);
    expect(order.shipments[0]!.trackingUrl).toMatch(/^https:\/\//);
  });

  it("is a 404 for another customer's order and for an unknown one", async () => {
    const id = demo[0]!.id;
    const res = await request(ctx.app).get(`/api/orders/${id}`).set('authorization', stranger).expect(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    await request(ctx.app).get('/api/orders/999999').set('authorization', shopper).expect(404);
    await request(ctx.app).get('/api/orders/99999999999').set('authorization', shopper).expect(400);
  });
});

describe('POST /api/orders (guest lookup)', () => {
  it('finds the order only with both its number and its email', async () => {
    const order = demo[0]!;
    const found = OrderDetailSchema.parse((await request(ctx.app).post('/api/orders').send({ orderNumber: String(order.id), email: order.email.toUpperCase() }).expect(200)).body);
    expect(found.id).toBe(order.id);
    const wrongEmail = await request(ctx.app).post('/api/orders').send({ orderNumber: String(order.id), email: 'other@example.com' }).expect(404);
    expect(wrongEmail.body.title).toBe('Error getting order.');
    expect(wrongEmail.body).not.toHaveProperty('id');
    const wrongNumber = await request(ctx.app).post('/api/orders').send({ orderNumber: '999999', email: order.email }).expect(404);
    expect(wrongNumber.body.title).toBe('Error getting order.');
    await request(ctx.app).post('/api/orders').send({ orderNumber: String(order.id) }).expect(400);
    await request(ctx.app).post('/api/orders').send({ email: order.email }).expect(400);
  });
});

describe('GET /api/tracking/{id}', () => {
  it("shows a delivered order's timeline to its customer, by its email, or by its tracking number", async () => {
    const delivered = demo.find((o) => o.status === 'Completed')!;
    const [parcel] = await ctx.db.select().from(shipments).where(eq(shipments.orderId, delivered.id));
    const byCustomer = TrackingSchema.parse((await request(ctx.app).get(`/api/tracking/${delivered.id}`).set('authorization', shopper).expect(200)).body);
    expect(byCustomer.variant).toBe('delivered');
    const events = byCustomer.shipments[0]!.events;
    expect(events.map((e) => e.code)).toEqual(['label_created', 'picked_up', 'departed', 'arrived_hub', 'out_for_delivery', 'delivered']);
    expect(events.at(-1)!.location).toBe('San Antonio, TX');
    const byEmail = (await request(ctx.app).get(`/api/tracking/${delivered.id}`).set('x-order-email', delivered.email).expect(200)).body;
    expect(byEmail).toEqual(byCustomer);
    const byNumber = (await request(ctx.app).get(`/api/tracking/${parcel!.trackingNumber}`).expect(200)).body;
    expect(byNumber).toEqual(byCustomer);
  });

  it('gives each status its variant', async () => {
    const variants = new Map<string, string>();
    for (const order of demo) {
      const body = (await request(ctx.app).get(`/api/tracking/${order.id}`).set('authorization', shopper).expect(200)).body;
      variants.set(order.status, body.variant);
    }
    expect(Object.fromEntries(variants)).toMatchObject({
      Pending: 'pending', 'Awaiting Fulfillment': 'pending', 'Partially Shipped': 'in transit', Completed: 'delivered', Shipped: 'delivered',
      Cancelled: 'warning', Refunded: 'returned', Disputed: 'on hold', 'Manual Verification Required': 'on hold',
    });
  });

  it("is a 404 for another customer's order, a wrong email, no proof at all or an unknown tracking number", async () => {
    const id = demo[0]!.id;
    await request(ctx.app).get(`/api/tracking/${id}`).set('authorization', stranger).expect(404);
    await request(ctx.app).get(`/api/tracking/${id}`).set('x-order-email', 'other@example.com').expect(404);
    await request(ctx.app).get(`/api/tracking/${id}`).expect(404);
    await request(ctx.app).get('/api/tracking/1ZNOSUCHPARCEL').expect(404);
    await request(ctx.app).get('/api/tracking/..%2F').expect(400);
  });

  it('stores feedback with the same access as the tracking', async () => {
    const order = demo[0]!;
    const before = (await ctx.db.select({ n: count() }).from(trackingFeedback))[0]!.n;
    await request(ctx.app).post(`/api/tracking/${order.id}/feedback`).set('x-order-email', 'other@example.com').send({ score: 5, text: 'x' }).expect(404);
    await request(ctx.app).post(`/api/tracking/${order.id}/feedback`).set('authorization', shopper).send({ score: 6 }).expect(400);
    expect((await ctx.db.select({ n: count() }).from(trackingFeedback))[0]!.n).toBe(before);
    await request(ctx.app).post(`/api/tracking/${order.id}/feedback`).set('authorization', shopper).send({ score: 4, text: ' Quick ' }).expect(201);
    const [saved] = await ctx.db.select().from(trackingFeedback).where(eq(trackingFeedback.orderId, order.id));
    expect(saved).toMatchObject({ score: 4, text: 'Quick' });
    expect((await request(ctx.app).get(`/api/tracking/${order.id}`).set('authorization', shopper).expect(200)).body.feedbackGiven).toBe(true);
  });
});

describe('GET /api/quotes', () => {
  it("lists only the customer's own quotes", async () => {
    const [me] = await ctx.db.select().from(customers).where(eq(customers.email, 'shopper@example.com'));
    await ctx.db.insert(quotes).values([
      { name: 'Sam', email: 'shopper@example.com', customerId: me!.id },
      { name: 'Someone', email: 'someone@example.com' },
    ]);
    const mine = (await request(ctx.app).get('/api/quotes').set('authorization', shopper).expect(200)).body.data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'requested', lines: 0, total: 0 });
    expect((await request(ctx.app).get('/api/quotes').set('authorization', stranger).expect(200)).body.data).toEqual([]);
    await request(ctx.app).get('/api/quotes').expect(401);
  });
});
