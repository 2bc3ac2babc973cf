import { randomUUID } from 'node:crypto';
import { CartSchema, CheckoutQuoteSchema, OrderSchema } from '@pool/api-contract';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAuthorizations, payments } from '../db/schema.js';
import { stockedProduct } from '../test/stocked-product.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { sweepOrphanAuthorizations } from './authorizations.js';
import { startStripeApiDouble, type StripeApiDouble } from './stripe-api-double.js';
import { createStripeProvider, stripeClient } from './stripe-provider.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_double';
let api: StripeApiDouble;
let ctx: TestContext;
let stripe: ReturnType<typeof stripeClient>;
let productId: number;

beforeAll(async () => {
  api = await startStripeApiDouble();
  stripe = stripeClient('sk_test_double', { host: api.host, port: api.port, protocol: 'http' });
  ctx = await createTestContext(undefined, { payments: { paymentProvider: createStripeProvider(stripe), stripeWebhook: { stripe, webhookSecret: WEBHOOK_SECRET } } });
  productId = await stockedProduct(ctx.db);
});
afterAll(async () => {
  await ctx?.close();
  await api?.close();
});

const ADDRESS = { firstName: 'Ada', lastName: 'Pool', street1: '1 Main St', city: 'San Antonio', state: 'TX', zip: '78201' };

async function place(paymentToken: string, key = `attempt-${randomUUID()}`) {
  const cart = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/session-${randomUUID()}`).send({ line_items: [{ product_id: productId, quantity: 1 }] }).expect(201)).body);
  const quote = CheckoutQuoteSchema.parse((await request(ctx.app).post('/api/v1/checkout/quote').send({ cartId: cart.id, state: 'TX' }).expect(200)).body);
  return request(ctx.app).post('/api/v1/orders').set('idempotency-key', key)
    .send({ cartId: cart.id, email: 'ada@example.com', address: ADDRESS, shippingMethod: 'standard', paymentToken, expectedTotal: quote.total });
}

describe('the Stripe provider (the official library against a local double of the API)', () => {
  it('authorizes a PaymentIntent with manual capture under an idempotency key, then captures it', async () => {
    const res = await place('pm_card_visa');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = OrderSchema.parse(res.body);
    expect(order.payment).toEqual({ brand: 'visa', last4: '4242', status: 'captured' });
    const create = api.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.fields.description?.endsWith(order.cartId));
    expect(create?.fields).toMatchObject({ amount: String(Math.round(order.total * 100)), currency: 'usd', capture_method: 'manual', confirm: 'true', payment_method: 'pm_card_visa' });
    expect(create?.idempotencyKey).toMatch(/^attempt-/);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(api.intents.get(payment!.authorizationId)?.status).toBe('succeeded');
    expect(api.requests.find((r) => r.path === `/v1/payment_intents/${payment!.authorizationId}/capture`)?.idempotencyKey).toBe(`capture:${payment!.authorizationId}`);
  });

  it('answers the same key with the same PaymentIntent: one authorization for a retried call', async () => {
    const provider = createStripeProvider(stripe);
    const call = { idempotencyKey: `retry-${randomUUID()}`, amountCents: 4200, currency: 'usd' as const, paymentToken: 'pm_card_visa', description: 'retry' };
    const [first, second] = [await provider.authorize(call), await provider.authorize(call)];
    expect(first).toMatchObject({ status: 'authorized' });
    expect(second).toEqual(first);
    await provider.void((first as { authorizationId: string }).authorizationId);
    await provider.void((first as { authorizationId: string }).authorizationId);
    expect(api.intents.get((first as { authorizationId: string }).authorizationId)?.status).toBe('canceled');
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['pm_never_made_123', 'Your card details have expired or were already used. Please enter your card again.'],
  ])('declines %s with a 402 and the message, never a 5xx', async (token, message) => {
    const res = await place(token);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ title: message, errors: { 'card.number': [message] } });
  });

  it('voids an orphan authorization through the sweep (cancels its PaymentIntent)', async () => {
    const provider = createStripeProvider(stripe);
    const made = await provider.authorize({ idempotencyKey: `orphan-${randomUUID()}`, amountCents: 999, currency: 'usd', paymentToken: 'pm_card_visa', description: 'crashed' });
    if (made.status !== 'authorized') throw new Error('not authorized');
    await ctx.db.insert(paymentAuthorizations).values({ id: made.authorizationId, provider: 'stripe', amount: 999, createdAt: new Date(Date.now() - 3_600_000) });
    expect(await sweepOrphanAuthorizations(ctx.db, provider, new Date())).toEqual([made.authorizationId]);
    expect(api.intents.get(made.authorizationId)?.status).toBe('canceled');
    expect(await sweepOrphanAuthorizations(ctx.db, provider, new Date())).toEqual([]);
  });
});

describe('the Stripe webhook', () => {
  const event = (type: string, id: string) => JSON.stringify({ id: `evt_${randomUUID().slice(0, 8)}`, object: 'event', type, data: { object: { id, object: 'payment_intent' } } });

  it('accepts an event signed with the endpoint secret and records what happened to the PaymentIntent', async () => {
    const provider = createStripeProvider(stripe);
    const made = await provider.authorize({ idempotencyKey: `hook-${randomUUID()}`, amountCents: 500, currency: 'usd', paymentToken: 'pm_card_visa', description: 'hook' });
    if (made.status !== 'authorized') throw new Error('not authorized');
    await ctx.db.insert(paymentAuthorizations).values({ id: made.authorizationId, provider: 'stripe', amount: 500 });
    const payload = event('payment_intent.canceled', made.authorizationId);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    // No service key: Stripe signs its calls instead.
    await request(ctx.bareApp).post('/webhooks/stripe').set('stripe-signature', signature).set('content-type', 'application/json').send(payload).expect(200, { received: true });
    const [record] = await ctx.db.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, made.authorizationId));
    expect(record?.status).toBe('voided');
  });

  it('refuses a bad or missing signature with a 400, changing nothing', async () => {
    const payload = event('payment_intent.succeeded', 'pi_00000000');
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const refused = await request(ctx.bareApp).post('/webhooks/stripe').set('stripe-signature', forged).set('content-type', 'application/json').send(payload).expect(400);
    expect(refused.body.title).toBe('The webhook signature does not match.');
    await request(ctx.bareApp).post('/webhooks/stripe').set('content-type', 'application/json').send(payload).expect(400);
    const stale = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    await request(ctx.bareApp).post('/webhooks/stripe').set('stripe-signature', stale).set('content-type', 'application/json').send(payload).expect(400);
  });
});
