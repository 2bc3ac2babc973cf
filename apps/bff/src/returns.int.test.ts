import { encodeReturnOrderLink } from '@pool/account-domain';
import { ReturnOrderListSchema, ReturnOrderSchema, ReturnSchema, ReturnShipmentSchema } from '@pool/api-contract';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { TEST_STAFF_PASSWORD } from '@pool/commerce-api/testing';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 120, storefrontUrl: 'https://shop.example.test' } });

const SHOPPER = { email: 'shopper@example.com', password: 'pool-demo-1' };

const written = async () => [
  await stack.commerce.count('returns'),
  await stack.commerce.count('returnLines'),
];

async function signIn(credentials = SHOPPER): Promise<string> {
  return sessionCookie(await request(stack.bff).post('/v1/session/login').send(credentials).expect(200));
}

async function openOrders(cookie: string) {
  const res = await request(stack.bff).get('/v1/returns/orders').set('cookie', cookie).expect(200);
  return ReturnOrderListSchema.parse(res.body).data.filter((o) => o.window === 'open' && o.returnable_items > 0);
}

const parcel = { weight: 3, length: 10, width: 8, height: 6 };
const answers = { reason: 'defective', comment: 'Does not turn on', condition: 'used', acknowledge_policy: true };

async function returnOf(cookie: string, orderId: number, sku: string, quantity: number, attemptKey: string) {
  const shipment = ReturnShipmentSchema.parse((await request(stack.bff).post('/v1/returns/shipping-rate').set('cookie', cookie)
    .send({ orderId, parcel, productSkus: [sku] }).expect(200)).body);
  const rate = shipment.rates[1]!;
  return request(stack.bff).post('/v1/returns').set('cookie', cookie).send({
    orderId, shipmentId: shipment.shipmentId, rateId: rate.rateId, requested_carrier: rate.carrier, isDifferentPackage: false, parcel,
    lines: [{ sku, quantity, ...answers }], attemptKey,
  });
}

describe('signed-in returns', () => {
  it('a customer returns a delivered line once (a re-post is the same return) and sees it with its label', async () => {
    const cookie = await signIn();
    const [order] = await openOrders(cookie);
    const view = ReturnOrderSchema.parse((await request(stack.bff).get(`/v1/returns/orders/${order!.id}`).set('cookie', cookie).expect(200)).body);
    const line = view.lines[0]!;
    const before = await written();
    const first = await returnOf(cookie, order!.id, line.sku, 1, 'attempt-key-0123456789');
    expect(first.status).toBe(201);
    const created = ReturnSchema.parse(first.body);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const again = await returnOf(cookie, order!.id, line.sku, 1, 'attempt-key-0123456789');
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.id);
    expect(await written()).toEqual([before[0]! + 1, before[1]! + 1]);
    const list = (await request(stack.bff).get('/v1/returns').set('cookie', cookie).expect(200)).body.data as { id: number }[];
    expect(list.map((r) => r.id)).toContain(created.id);
    expect((await request(stack.bff).get(`/v1/returns/${created.id}`).set('cookie', cookie).expect(200)).body.id).toBe(created.id);
    const label = await request(stack.bff).get(`/v1/returns/${created.id}/label`).set('cookie', cookie).expect(200);
    expect(label.body.svg).toContain(`Return #${created.id}`);
  });

  it("another customer, and a guest, get 404 for the customer's order, return and label", async () => {
    const cookie = await signIn();
    const [order] = await openOrders(cookie);
    const [ret] = (await request(stack.bff).get('/v1/returns').set('cookie', cookie).expect(200)).body.data as { id: number }[];
    const admin = await signIn({ email: 'admin@example.com', password: TEST_STAFF_PASSWORD });
    for (const who of [{ cookie: admin }, {}]) {
      const req = (path: string) => (who.cookie ? request(stack.bff).get(path).set('cookie', who.cookie) : request(stack.bff).get(path));
      const orderRes = await req(`/v1/returns/orders/${order!.id}`).expect(404);
      expect(orderRes.body.title).toBe('Error getting order.');
      await req(`/v1/returns/${ret!.id}`).expect(404);
      await req(`/v1/returns/${ret!.id}/label`).expect(404);
    }
    await request(stack.bff).get('/v1/returns').expect(401);
    await request(stack.bff).get('/v1/returns/orders').expect(401);
  });
});

describe('guest returns', () => {
  it("a guest with the order number and email returns a line; the session keeps the access, not the browser", async () => {
    const customerCookie = await signIn();
    const [, order] = await openOrders(customerCookie);
    const lookup = await request(stack.bff).post('/v1/returns/lookup').send({ orderNumber: `#${order!.id}`, email: 'SHOPPER@example.com' }).expect(200);
    const cookie = sessionCookie(lookup);
    const view = ReturnOrderSchema.parse(lookup.body);
    const line = view.lines[0]!;
    expect((await request(stack.bff).get(`/v1/returns/orders/${order!.id}`).set('cookie', cookie).expect(200)).body.id).toBe(order!.id);
    const created = await returnOf(cookie, order!.id, line.sku, 1, 'guest-attempt-0123456789');
    expect(created.status).toBe(201);
    expect((await request(stack.bff).get(`/v1/returns/${created.body.id}/label`).set('cookie', cookie).expect(200)).body.svg).toContain('<svg');
    // Without the session, nothing.
    await request(stack.bff).get(`/v1/returns/${created.body.id}`).expect(404);
  });

  it("a wrong email gets the spec's 'Error getting order.' and no order, and no access", async () => {
    const customerCookie = await signIn();
    const [order] = await openOrders(customerCookie);
    const res = await request(stack.bff).post('/v1/returns/lookup').send({ orderNumber: String(order!.id), email: 'someone@example.com' }).expect(404);
    expect(res.body.title).toBe('Error getting order.');
    expect(res.body.lines).toBeUndefined();
    const before = await written();
    await request(stack.bff).post('/v1/returns/shipping-rate').send({ orderId: order!.id, parcel, productSkus: ['X'] }).expect(404);
    expect(await written()).toEqual(before);
  });

  it('the return link (base64 of order id and email) opens the order for the session', async () => {
    const customerCookie = await signIn();
    const [order] = await openOrders(customerCookie);
    const res = await request(stack.bff).get(`/v1/returns/link/${encodeReturnOrderLink(order!.id, 'shopper@example.com')}`).expect(200);
    expect(ReturnOrderSchema.parse(res.body).id).toBe(order!.id);
    const cookie = sessionCookie(res);
    await request(stack.bff).get(`/v1/returns/orders/${order!.id}`).set('cookie', cookie).expect(200);
    const wrong = await request(stack.bff).get(`/v1/returns/link/${encodeReturnOrderLink(order!.id, 'someone@example.com')}`).expect(404);
    expect(wrong.body.title).toBe('Error getting order.');
    await request(stack.bff).get('/v1/returns/link/%%%').expect(404);
  });
});
