import { randomUUID } from 'node:crypto';
import { CartSchema, CheckoutQuoteSchema, OrderSchema, PaymentProblemSchema } from '@pool/api-contract';
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

/** A new cart of `quantity` and its checkout: `submit` sends the order with a payment token under an attempt key. */
async function checkout(quantity = 1) {
  const cart = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/session-${randomUUID()}`).send({ line_items: [{ product_id: productId, quantity }] }).expect(201)).body);
  const quote = CheckoutQuoteSchema.parse((await request(ctx.app).post('/api/v1/checkout/quote').send({ cartId: cart.id, state: 'TX' }).expect(200)).body);
  const submit = (paymentToken: string, key: string) => request(ctx.app).post('/api/v1/orders').set('idempotency-key', key)
    .send({ cartId: cart.id, email: 'ada@example.com', address: ADDRESS, shippingMethod: 'standard', paymentToken, expectedTotal: quote.total });
  return { cartId: cart.id, total: quote.total, submit };
}

async function place(paymentToken: string, key = `attempt-${randomUUID()}`) {
  return (await checkout()).submit(paymentToken, key);
}

const TOKEN_INVALID = 'Your card details have expired or were already used. Please enter your card again.';

/** A checkout whose card asks for 3-D Secure, answered with the challenge: its attempt key and the PaymentIntent. */
async function challenged(quantity = 1) {
  const placing = await checkout(quantity);
  const key = `attempt-${randomUUID()}`;
  const res = await placing.submit('pm_card_threeDSecure2Required', key);
  expect(res.status, JSON.stringify(res.body)).toBe(402);
  const intentId = String(res.body.nextAction?.paymentToken);
  return { ...placing, key, res, intentId };
}

const createsFor = (cartId: string) => api.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.fields.description === `cart ${cartId}`);

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

describe('3-D Secure with the Stripe provider (docs/decisions/0078)', () => {
  it('answers a card that asks for a challenge with a 402 naming the next action, and keeps the intent as a pending authorization', async () => {
    const { res, intentId } = await challenged();
    expect(PaymentProblemSchema.parse(res.body)).toMatchObject({ status: 402, title: 'Your bank asks you to confirm this payment.' });
    expect(res.body.nextAction).toEqual({ type: 'stripe_3ds', clientSecret: api.intents.get(intentId)?.client_secret, paymentToken: intentId });
    expect(res.body.nextAction.clientSecret).toMatch(/^pi_[a-f0-9]+_secret_[a-f0-9]+$/);
    // Nothing is cancelled: the shopper's browser is about to run the challenge.
    expect(api.intents.get(intentId)?.status).toBe('requires_action');
    const [record] = await ctx.db.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, intentId));
    expect(record).toMatchObject({ provider: 'stripe', status: 'authorized', orderId: null });
  });

  it('places the order when the checkout comes back with the PaymentIntent after a passed challenge, once for a double submit', async () => {
    const { submit, key, intentId, cartId, total } = await challenged();
    api.challenge(intentId, 'passed');
    const [first, second] = await Promise.all([submit(intentId, key), submit(intentId, key)]);
    expect([first.status, second.status].sort(), JSON.stringify([first.body, second.body])).toEqual([200, 201]);
    const order = OrderSchema.parse(first.body);
    expect(OrderSchema.parse(second.body).id).toBe(order.id);
    expect(order).toMatchObject({ cartId, total, payment: { brand: 'visa', last4: '3220', status: 'captured' } });
    // The intent was retrieved and captured, never created again.
    expect(createsFor(cartId)).toHaveLength(1);
    expect(api.intents.get(intentId)?.status).toBe('succeeded');
    const [record] = await ctx.db.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, intentId));
    expect(record).toMatchObject({ status: 'captured', orderId: order.id });
  });

  it('declines in the store\'s words, and releases the intent, when the challenge failed', async () => {
    const { submit, key, intentId } = await challenged();
    api.challenge(intentId, 'failed');
    const res = await submit(intentId, key);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ title: 'Your card was declined.', errors: { 'card.number': ['Your card was declined.'] } });
    expect(res.body.nextAction).toBeUndefined();
    expect(api.intents.get(intentId)?.status).toBe('canceled');
  });

  it('declines a PaymentIntent the store never made, or made for another amount, without touching it', async () => {
    const unknown = await place('pi_0123456789abcdef');
    expect(unknown.status).toBe(402);
    expect(unknown.body).toMatchObject({ title: TOKEN_INVALID, errors: { 'card.number': [TOKEN_INVALID] } });
    expect(api.requests.some((r) => r.path === '/v1/payment_intents/pi_0123456789abcdef')).toBe(false);

    const { intentId } = await challenged(1);
    api.challenge(intentId, 'passed');
    const other = await checkout(2);
    const res = await other.submit(intentId, `attempt-${randomUUID()}`);
    expect(res.status).toBe(402);
    expect(res.body.title).toBe(TOKEN_INVALID);
    expect(api.intents.get(intentId)?.status).toBe('requires_capture');
  });

  it('declines at the provider a PaymentIntent of another amount or checkout, and an unknown one', async () => {
    const provider = createStripeProvider(stripe);
    const { intentId, cartId, total } = await challenged();
    api.challenge(intentId, 'passed');
    const call = { idempotencyKey: `resume-${randomUUID()}`, amountCents: Math.round(total * 100), currency: 'usd' as const, paymentToken: intentId, description: `cart ${cartId}` };
    expect(provider.resumedAuthorization?.(intentId)).toBe(intentId);
    expect(provider.resumedAuthorization?.('pm_card_visa')).toBeNull();
    expect(await provider.authorize({ ...call, amountCents: call.amountCents + 1 })).toMatchObject({ status: 'declined', code: 'token_invalid' });
    expect(await provider.authorize({ ...call, description: `cart ${randomUUID()}` })).toMatchObject({ status: 'declined', code: 'token_invalid' });
    expect(await provider.authorize({ ...call, paymentToken: 'pi_00000000ffffffff' })).toMatchObject({ status: 'declined', code: 'token_invalid' });
    expect(api.intents.get(intentId)?.status).toBe('requires_capture');
    expect(await provider.authorize(call)).toMatchObject({ status: 'authorized', authorizationId: intentId, last4: '3220' });
  });

  it('cancels through the sweep an intent whose challenge the shopper abandoned; its token then pays nothing', async () => {
    const provider = createStripeProvider(stripe);
    const { submit, key, intentId } = await challenged();
    await ctx.db.update(paymentAuthorizations).set({ createdAt: new Date(Date.now() - 3_600_000) }).where(eq(paymentAuthorizations.id, intentId));
    expect(await sweepOrphanAuthorizations(ctx.db, provider, new Date())).toContain(intentId);
    expect(api.intents.get(intentId)?.status).toBe('canceled');
    const [record] = await ctx.db.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, intentId));
    expect(record?.status).toBe('voided');
    const late = await submit(intentId, key);
    expect(late.status).toBe(402);
    expect(late.body.title).toBe(TOKEN_INVALID);
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
