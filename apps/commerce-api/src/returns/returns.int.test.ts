import { encodeReturnOrderLink } from '@pool/account-domain';
import {
  PointsTransactionsSchema, ReturnLabelSchema, ReturnOrderListSchema, ReturnOrderSchema, ReturnSchema, ReturnShipmentSchema, RewardBuyAnswerSchema,
  RewardProductsSchema, RewardsUserSchema,
} from '@pool/api-contract';
import { and, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderLines, orders, returnLines, returns, rewardTransactions, shipments } from '../db/schema.js';
import { useTestContext, TEST_STAFF_PASSWORD } from '../test/test-app.js';

const ctx = useTestContext();
let shopper: string;
let admin: string;
const SHOPPER = 'shopper@example.com';

async function login(email: string, password: string): Promise<string> {
  const res = await request(ctx.app).post('/api/login').send({ email, password }).expect(200);
  return res.body.token as string;
}

beforeAll(async () => {
  shopper = await login(SHOPPER, 'pool-demo-1');
  // Another customer: the staff account, without acting as anyone.
  admin = await login('admin@example.com', TEST_STAFF_PASSWORD);
}, 60_000);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const written = async () => [
  (await ctx.db.select({ n: count() }).from(returns))[0]!.n,
  (await ctx.db.select({ n: count() }).from(returnLines))[0]!.n,
];

async function shopperOrders() {
  const res = await request(ctx.app).get('/api/returns/orders').set(bearer(shopper)).expect(200);
  return ReturnOrderListSchema.parse(res.body).data;
}
async function openOrders() {
  return (await shopperOrders()).filter((o) => o.window === 'open' && o.returnable_items > 0);
}
async function orderView(id: number) {
  return ReturnOrderSchema.parse((await request(ctx.app).get(`/api/returns/order/${id}`).set(bearer(shopper)).expect(200)).body);
}

const answers = { reason: 'damaged', comment: 'Cracked housing', condition: 'opened', acknowledge_policy: true };
const parcel = { weight: 4, length: 12, width: 10, height: 8 };

async function rated(orderId: number, skus: string[], weight = parcel.weight) {
  const res = await request(ctx.app).post('/api/returns/shipping-rate').set(bearer(shopper))
    .send({ orderId, parcel: { ...parcel, weight }, productSkus: skus }).expect(200);
  return ReturnShipmentSchema.parse(res.body);
}

async function returnBody(orderId: number, lines: { sku: string; quantity: number }[], weight = parcel.weight) {
  const shipment = await rated(orderId, lines.map((l) => l.sku), weight);
  const rate = shipment.rates[0]!;
  return {
    orderId, shipmentId: shipment.shipmentId, rateId: rate.rateId, requested_carrier: rate.carrier, isDifferentPackage: false,
    parcel: { ...parcel, weight }, lines: lines.map((l) => ({ ...l, ...answers })),
  };
}

describe('orders to return from', () => {
  it("lists the customer's orders with their windows: recent deliveries open, older ones closed with the reason", async () => {
    const list = await shopperOrders();
    expect(list.length).toBeGreaterThanOrEqual(16);
    expect((await openOrders()).length).toBeGreaterThanOrEqual(2);
    const closed = list.find((o) => o.window === 'closed')!;
    expect(closed.window_message).toBe('This order was delivered more than 30 days ago, so it can no longer be returned.');
    expect(closed.returnable_items).toBe(0);
    const pending = list.find((o) => o.status === 'Pending')!;
    expect(pending).toMatchObject({ window: 'not-delivered', returnable_items: 0 });
  });

  it('needs a signed-in customer for the list (401 otherwise)', async () => {
    await request(ctx.app).get('/api/returns/orders').set(bearer('not-a-token')).expect(401);
    await request(ctx.app).get('/api/returns/orders').expect(401);
  });

  it("shows an order to its customer, never to another (404 with the spec's error)", async () => {
    const [order] = await openOrders();
    const view = await orderView(order!.id);
    expect(view.lines.every((l) => l.returnable === l.ordered && l.returned === 0)).toBe(true);
    const other = await request(ctx.app).get(`/api/returns/order/${order!.id}`).set(bearer(admin)).expect(404);
    expect(other.body.title).toBe('Error getting order.');
    expect(JSON.stringify(other.body)).not.toContain(view.lines[0]!.sku);
  });

  it("shows an order to a guest with its link (base64 of order id and email) and the right email only", async () => {
    const [order] = await openOrders();
    const ok = await request(ctx.app).get(`/api/returns/order/${encodeReturnOrderLink(order!.id, 'Shopper@Example.com')}`).expect(200);
    expect(ReturnOrderSchema.parse(ok.body).id).toBe(order!.id);
    for (const path of [
      `/api/returns/order/${encodeReturnOrderLink(order!.id, 'someone@example.com')}`,
      `/api/returns/order/${order!.id}`,
      `/api/returns/order/${encodeReturnOrderLink(999_999, SHOPPER)}`,
      '/api/returns/order/not-base64!',
    ]) {
      const res = await request(ctx.app).get(path).expect(404);
      expect(res.body.title).toBe('Error getting order.');
      expect(res.body.lines).toBeUndefined();
    }
    await request(ctx.app).get(`/api/returns/order/${order!.id}`).set('x-order-email', 'someone@example.com').expect(404);
  });
});

describe('shipping rates', () => {
  it('rate the parcel for the same order and weight the same, and change with the weight', async () => {
    const [order] = await openOrders();
    const sku = (await orderView(order!.id)).lines[0]!.sku;
    const a = await rated(order!.id, [sku]);
    expect(a.rates.length).toBeGreaterThan(0);
    expect((await rated(order!.id, [sku])).shipmentId).toBe(a.shipmentId);
    const heavier = await rated(order!.id, [sku], 9);
    expect(heavier.shipmentId).not.toBe(a.shipmentId);
    expect(heavier.rates[0]!.amount).toBeGreaterThan(a.rates[0]!.amount);
  });

  it("refuse another customer's order, skus not on the order and bad parcels", async () => {
    const [order] = await openOrders();
    const sku = (await orderView(order!.id)).lines[0]!.sku;
    await request(ctx.app).post('/api/returns/shipping-rate').set(bearer(admin)).send({ orderId: order!.id, parcel, productSkus: [sku] }).expect(404);
    await request(ctx.app).post('/api/returns/shipping-rate').send({ orderId: order!.id, parcel, productSkus: [sku] }).expect(404);
    await request(ctx.app).post('/api/returns/shipping-rate').set(bearer(shopper)).send({ orderId: order!.id, parcel, productSkus: ['NOPE-1'] }).expect(422);
    await request(ctx.app).post('/api/returns/shipping-rate').set(bearer(shopper)).send({ orderId: order!.id, parcel: { ...parcel, weight: 0 }, productSkus: [sku] }).expect(400);
  });
});

describe('creating a return', () => {
  it('refuses lines missing any of the four answers, with messages per line and field, writing nothing', async () => {
    const [order] = await openOrders();
    const sku = (await orderView(order!.id)).lines[0]!.sku;
    const body = await returnBody(order!.id, [{ sku, quantity: 1 }]);
    const before = await written();
    const res = await request(ctx.app).post('/api/returns').set(bearer(shopper)).set('idempotency-key', 'test-missing-answers-1')
      .send({ ...body, lines: [{ sku, quantity: 1, reason: '', comment: ' ', condition: 'opened', acknowledge_policy: false }] }).expect(422);
    expect(res.body.errors).toEqual({
      'lines.0.reason': ['Choose a reason for the return.'],
      'lines.0.comment': ['Tell us more about the return.'],
      'lines.0.acknowledge_policy': ['Please acknowledge the return policy.'],
    });
    await request(ctx.app).post('/api/returns').set(bearer(shopper)).send({ ...body, lines: [] }).expect(422);
    await request(ctx.app).post('/api/returns').set(bearer(shopper)).send({ ...body, lines: [{ sku, quantity: 1, ...answers, reason: 'bored' }] }).expect(422);
    expect(await written()).toEqual(before);
  });

  it('refuses more than was ordered, skus not on the order, outside the window and a stale rate, writing nothing', async () => {
    const [order] = await openOrders();
    const line = (await orderView(order!.id)).lines[0]!;
    const before = await written();
    const over = await request(ctx.app).post('/api/returns').set(bearer(shopper)).send(await returnBody(order!.id, [{ sku: line.sku, quantity: line.ordered + 1 }])).expect(422);
    expect(over.body.errors['lines.0.quantity']).toEqual([`Return between 1 and ${line.returnable} of ${line.sku}.`]);
    const unknownSku = { ...(await returnBody(order!.id, [{ sku: line.sku, quantity: 1 }])), lines: [{ sku: 'NOPE-1', quantity: 1, ...answers }] };
    await request(ctx.app).post('/api/returns').set(bearer(shopper)).send(unknownSku).expect(422);
    const stale = { ...(await returnBody(order!.id, [{ sku: line.sku, quantity: 1 }])), parcel: { ...parcel, weight: 7 } };
    const staleRes = await request(ctx.app).post('/api/returns').set(bearer(shopper)).send(stale).expect(422);
    expect(staleRes.body.title).toBe('The shipping rate no longer matches the parcel. Get the rates again.');
    const closed = (await shopperOrders()).find((o) => o.window === 'closed')!;
    const closedLine = (await orderView(closed.id)).lines[0]!;
    const outside = await request(ctx.app).post('/api/returns').set(bearer(shopper)).send(await returnBody(closed.id, [{ sku: closedLine.sku, quantity: 1 }])).expect(422);
    expect(outside.body.title).toBe('This order was delivered more than 30 days ago, so it can no longer be returned.');
    expect(await written()).toEqual(before);
  });

  it("refuses another customer's order and a guest without the order's email with 404, writing nothing", async () => {
    const [order] = await openOrders();
    const sku = (await orderView(order!.id)).lines[0]!.sku;
    const body = await returnBody(order!.id, [{ sku, quantity: 1 }]);
    const before = await written();
    await request(ctx.app).post('/api/returns').set(bearer(admin)).send(body).expect(404);
    const guest = await request(ctx.app).post('/api/returns').set('x-order-email', 'someone@example.com').send(body).expect(404);
    expect(guest.body.title).toBe('Error getting order.');
    expect(await written()).toEqual(before);
  });

  it('creates the return and its lines, mails a confirmation, replays on the same key and refuses the same quantities again', async () => {
    const [order] = await openOrders();
    const line = (await orderView(order!.id)).lines[0]!;
    const body = await returnBody(order!.id, [{ sku: line.sku, quantity: line.returnable }]);
    const before = await written();
    const created = ReturnSchema.parse((await request(ctx.app).post('/api/returns').set(bearer(shopper)).set('idempotency-key', 'test-create-return-1').send(body).expect(201)).body);
    expect(created).toMatchObject({ order_id: order!.id, status: 'requested', lines: [{ sku: line.sku, quantity: line.returnable, reason: 'damaged' }] });
    expect(await written()).toEqual([before[0]! + 1, before[1]! + 1]);
    // The returned line's points go back with the return (decision 0055), visible in the history.
    const [paid] = await ctx.db.select().from(orders).where(eq(orders.id, order!.id));
    const [lineRow] = await ctx.db.select().from(orderLines).where(and(eq(orderLines.orderId, order!.id), eq(orderLines.sku, line.sku)));
    const [earned] = await ctx.db.select().from(rewardTransactions).where(and(eq(rewardTransactions.orderId, order!.id), eq(rewardTransactions.kind, 'order')));
    const taken = Math.min(earned!.points, Math.floor((earned!.points * lineRow!.unitPrice * line.returnable) / paid!.subtotal));
    expect(taken).toBeGreaterThan(0);
    const history = PointsTransactionsSchema.parse((await request(ctx.app).get('/api/rewards/transactions').set(bearer(shopper)).expect(200)).body);
    expect(history.points_transactions[0]).toMatchObject({
      kind: 'reversal', points: -taken, order_id: order!.id, description: `Return #${created.id} of order #${order!.id}`,
    });
    const replay = await request(ctx.app).post('/api/returns').set(bearer(shopper)).set('idempotency-key', 'test-create-return-1').send(body).expect(200);
    expect(replay.body.id).toBe(created.id);
    expect(await ctx.db.select().from(rewardTransactions).where(eq(rewardTransactions.returnId, created.id))).toHaveLength(1);
    const again = await request(ctx.app).post('/api/returns').set(bearer(shopper)).set('idempotency-key', 'test-create-return-2').send(body).expect(422);
    expect(again.body.errors['lines.0.quantity']).toEqual([`${line.sku} has nothing left to return.`]);
    expect(await written()).toEqual([before[0]! + 1, before[1]! + 1]);
    expect((await orderView(order!.id)).lines[0]).toMatchObject({ returned: line.returnable, returnable: 0 });
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'return-confirmation'));
    const mail = mails.find((m) => m.subject.includes(`#${created.id}`));
    expect(mail?.toAddress).toBe(SHOPPER);
    expect(mail?.text).toContain(`/account/returns/${created.id}`);
    expect(mails.filter((m) => m.subject.includes(`#${created.id}`))).toHaveLength(1);
  });

  it('gives back the points a returned reward order was paid with, once (decision 0055)', async () => {
    await request(ctx.app).post('/api/addresses').set(bearer(shopper)).send({
      firstName: 'Sam', lastName: 'Shopper', company: null, street1: '1 Reward Way', street2: null, city: 'San Antonio', state: 'TX', zip: '78201', phone: null,
    }).expect(201);
    const balance = async () => RewardsUserSchema.parse((await request(ctx.app).get('/api/rewards/user').set(bearer(shopper)).expect(200)).body).points;
    const [reward] = RewardProductsSchema.parse((await request(ctx.app).get('/api/rewards/products').expect(200)).body).data;
    const before = await balance();
    const bought = RewardBuyAnswerSchema.parse((await request(ctx.app).post('/api/rewards/buy').set(bearer(shopper)).send({ productId: reward!.id }).expect(201)).body);
    expect(await balance()).toBe(before - reward!.points);
    // Delivered yesterday: its return window is open.
    await ctx.db.update(orders).set({ status: 'Completed' }).where(eq(orders.id, bought.order.id));
    await ctx.db.insert(shipments).values({
      orderId: bought.order.id, carrier: 'UPS', trackingNumber: `1ZREWARD${bought.order.id}`, shippedAt: new Date(Date.now() - 3 * 86_400_000), deliveredAt: new Date(Date.now() - 86_400_000),
    });
    const line = (await orderView(bought.order.id)).lines[0]!;
    const created = ReturnSchema.parse((await request(ctx.app).post('/api/returns').set(bearer(shopper))
      .send(await returnBody(bought.order.id, [{ sku: line.sku, quantity: line.returnable }])).expect(201)).body);
    expect(await balance()).toBe(before);
    const history = PointsTransactionsSchema.parse((await request(ctx.app).get('/api/rewards/transactions').set(bearer(shopper)).expect(200)).body);
    expect(history.points_transactions.filter((t) => t.order_id === bought.order.id && t.kind === 'refund')).toMatchObject([{
      points: reward!.points, description: `Reward order #${bought.order.id} returned: points returned`,
    }]);
    expect(await ctx.db.select().from(rewardTransactions).where(eq(rewardTransactions.returnId, created.id))).toHaveLength(1);
    // Cancelling it afterwards is refused (it shipped) and gives nothing back twice.
    await request(ctx.app).post(`/api/admin/orders/${bought.order.id}/cancel`).set(bearer(admin)).expect(409);
    expect(await balance()).toBe(before);
  });

  it('two returns of the same lines at once: one is created, the other refused', async () => {
    const [, order] = await openOrders();
    const line = (await orderView(order!.id)).lines[0]!;
    const body = await returnBody(order!.id, [{ sku: line.sku, quantity: line.returnable }]);
    const before = await written();
    const answers2 = await Promise.all(['test-race-return-a', 'test-race-return-b'].map((key) =>
      request(ctx.app).post('/api/returns').set(bearer(shopper)).set('idempotency-key', key).send(body)));
    expect(answers2.map((r) => r.status).sort()).toEqual([201, 422]);
    expect((await written())[0]).toBe(before[0]! + 1);
  });
});

describe('returns and labels', () => {
  it("list and show the customer's returns and label; another customer gets 404", async () => {
    const list = (await request(ctx.app).get('/api/returns').set(bearer(shopper)).expect(200)).body.data as { id: number }[];
    expect(list.length).toBeGreaterThanOrEqual(1);
    const id = list[0]!.id;
    expect(ReturnSchema.parse((await request(ctx.app).get(`/api/returns/${id}`).set(bearer(shopper)).expect(200)).body).id).toBe(id);
    const label = ReturnLabelSchema.parse((await request(ctx.app).get(`/api/returns/${id}/label`).set(bearer(shopper)).expect(200)).body);
    expect(label.svg).toContain('<svg');
    expect(label.svg).toContain(`Return #${id}`);
    expect(label.svg).not.toMatch(/<script|href=/i);
    expect((await request(ctx.app).get('/api/returns').set(bearer(admin)).expect(200)).body.data).toEqual([]);
    await request(ctx.app).get(`/api/returns/${id}`).set(bearer(admin)).expect(404);
    await request(ctx.app).get(`/api/returns/${id}/label`).set(bearer(admin)).expect(404);
    await request(ctx.app).get(`/api/returns/999999`).set(bearer(shopper)).expect(404);
  });

  it("show a return and its label to a guest holding the order's email, never to another email", async () => {
    const [ret] = (await request(ctx.app).get('/api/returns').set(bearer(shopper)).expect(200)).body.data as { id: number }[];
    await request(ctx.app).get(`/api/returns/${ret!.id}`).set('x-order-email', 'SHOPPER@example.com').expect(200);
    await request(ctx.app).get(`/api/returns/${ret!.id}/label`).set('x-order-email', SHOPPER).expect(200);
    await request(ctx.app).get(`/api/returns/${ret!.id}`).set('x-order-email', 'someone@example.com').expect(404);
    await request(ctx.app).get(`/api/returns/${ret!.id}/label`).expect(404);
  });
});

describe('staff acting as a customer (user-id, docs/decisions/0066)', () => {
  it("staff see and start the customer's returns; a shopper's user-id is ignored", async () => {
    const shopperId = (await request(ctx.app).get('/api/customer').set(bearer(shopper)).expect(200)).body.id as number;
    const adminId = (await request(ctx.app).get('/api/customer').set(bearer(admin)).expect(200)).body.id as number;
    const acting = { ...bearer(admin), 'user-id': String(shopperId) };
    const theirs = ReturnOrderListSchema.parse((await request(ctx.app).get('/api/returns/orders').set(acting).expect(200)).body).data;
    expect(theirs.map((o) => o.id)).toEqual((await shopperOrders()).map((o) => o.id));
    // Without user-id the staff member is themselves: none of the shopper's orders.
    const own = ReturnOrderListSchema.parse((await request(ctx.app).get('/api/returns/orders').set(bearer(admin)).expect(200)).body).data;
    expect(own.some((o) => theirs.some((t) => t.id === o.id))).toBe(false);

    const [open] = await openOrders();
    const view = await orderView(open!.id);
    const line = view.lines.find((l) => l.returnable > 0)!;
    const shipment = ReturnShipmentSchema.parse((await request(ctx.app).post('/api/returns/shipping-rate').set(acting)
      .send({ orderId: open!.id, parcel, productSkus: [line.sku] }).expect(200)).body);
    const rate = shipment.rates[0]!;
    const created = ReturnSchema.parse((await request(ctx.app).post('/api/returns').set(acting).set('idempotency-key', 'acting-return-key-1').send({
      orderId: open!.id, shipmentId: shipment.shipmentId, rateId: rate.rateId, requested_carrier: rate.carrier, isDifferentPackage: false,
      parcel, lines: [{ sku: line.sku, quantity: 1, ...answers }],
    }).expect(201)).body);
    const [row] = await ctx.db.select().from(returns).where(eq(returns.id, created.id));
    expect(row!.customerId).toBe(shopperId);
    await request(ctx.app).get(`/api/returns/${created.id}`).set(acting).expect(200);
    await request(ctx.app).get(`/api/returns/${created.id}/label`).set(acting).expect(200);
    await request(ctx.app).get(`/api/returns/${created.id}`).set(bearer(admin)).expect(404);

    // A shopper naming the staff member (or anyone) in user-id is still only themselves.
    const named = ReturnOrderListSchema.parse((await request(ctx.app).get('/api/returns/orders').set(bearer(shopper)).set('user-id', String(adminId)).expect(200)).body).data;
    expect(named.map((o) => o.id)).toEqual(theirs.map((o) => o.id));
    await request(ctx.app).get('/api/returns').set(acting).set('user-id', 'abc').expect(400);
    await request(ctx.app).get('/api/returns').set(bearer(admin)).set('user-id', '999999').expect(404);
  });
});
