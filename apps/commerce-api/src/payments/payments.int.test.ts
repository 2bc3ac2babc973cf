import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { OrderSchema } from '@pool/api-contract';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAuthorizations, processorCharges, processorTokens } from '../db/schema.js';
import { placeOrder, readyCart as readyCartOf } from '../test/checkout-requests.js';
import { stockedProduct } from '../test/stocked-product.js';
import { useTestContext } from '../test/test-app.js';
import { ORPHAN_AUTHORIZATION_MINUTES, sweepOrphanAuthorizations } from './authorizations.js';
import { DECLINE_MESSAGES } from './provider.js';
import { createTestProcessor, TEST_CARDS, TOKEN_LIFETIME_MS } from './test-processor.js';
import { startTestProcessorListener } from './test-processor-listener.js';

const ctx = useTestContext();
let productId: number;

beforeAll(async () => {
  productId = await stockedProduct(ctx.db);
});

const readyCart = () => readyCartOf(ctx, productId);
const place = (cartId: string, total: number, paymentToken: string, key?: string) => placeOrder(ctx, cartId, total, paymentToken, key);

describe('payment tokens', () => {
  it('pays with a token, records the authorization on the order and keeps the fraud session id', async () => {
    const { cartId, total } = await readyCart();
    const order = OrderSchema.parse((await place(cartId, total, await ctx.paymentToken()).expect(201)).body);
    expect(order.payment).toEqual({ brand: 'visa', last4: '4242', status: 'captured' });
    // The spec's rule: the cart id, letters, digits, _ and - only, at most 32 characters.
    expect(order.fraudSessionId).toBe(cartId.slice(0, 32));
    const [record] = await ctx.db.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.orderId, order.id));
    expect(record).toMatchObject({ provider: 'test', status: 'captured', amount: Math.round(total * 100) });
  });

  it('declines an unknown, a used and an expired token with a 402 and the message to enter the card again', async () => {
    const message = DECLINE_MESSAGES.token_invalid;
    const { cartId, total } = await readyCart();
    const unknown = await place(cartId, total, 'tok_unknown_token_000').expect(402);
    expect(unknown.body).toMatchObject({ title: message, errors: { 'card.number': [message] } });

    const used = await ctx.paymentToken();
    await place(cartId, total, used).expect(201);
    const other = await readyCart();
    expect((await place(other.cartId, other.total, used).expect(402)).body.title).toBe(message);

    const stale = await ctx.paymentToken();
    ctx.clock.now = new Date(Date.now() + TOKEN_LIFETIME_MS + 60_000);
    try {
      expect((await place(other.cartId, other.total, stale).expect(402)).body.title).toBe(message);
    } finally {
      ctx.clock.now = new Date();
    }
    expect(await ctx.db.select().from(orders).where(eq(orders.cartId, other.cartId))).toHaveLength(0);
  });

  it('keeps no card number: only brand, last four, expiry and the test card\'s answer', async () => {
    const id = await ctx.paymentToken(TEST_CARDS.declined);
    const [row] = await ctx.db.select().from(processorTokens).where(eq(processorTokens.id, id));
    expect(row).toMatchObject({ brand: 'visa', last4: '0002', declineCode: 'card_declined' });
    expect(JSON.stringify(row)).not.toContain(TEST_CARDS.declined);
  });
});

describe('the test processor listener', () => {
  it('tokenizes a card posted as a form from any origin, and refuses a bad one with the card messages', async () => {
    const processor = createTestProcessor(ctx.db);
    const listener = await startTestProcessorListener({ processor, host: '127.0.0.1', port: 45_000 + Math.floor(Math.random() * 5000), logger: pino({ level: 'silent' }), storefrontOrigin: 'http://localhost:3000' });
    expect(listener).not.toBeNull();
    const url = `http://127.0.0.1:${(listener!.address() as AddressInfo).port}/v1/tokens`;
    try {
      const form = new URLSearchParams({ number: '4242 4242 4242 4242', expMonth: '12', expYear: String(new Date().getUTCFullYear() + 1), cvc: '123' });
      const made = await fetch(url, { method: 'POST', body: form, headers: { origin: 'http://localhost:3000' } });
      expect(made.status).toBe(200);
      expect(made.headers.get('access-control-allow-origin')).toBe('*');
      const token = (await made.json()) as { id: string; brand: string; last4: string };
      expect(token).toMatchObject({ id: expect.stringMatching(/^tok_[A-Za-z0-9_]+$/), brand: 'visa', last4: '4242' });

      const bad = await fetch(url, { method: 'POST', body: new URLSearchParams({ number: '4242 4242 4242 4241', expMonth: '1', expYear: '2020', cvc: '1' }) });
      expect(bad.status).toBe(400);
      const refused = (await bad.json()) as { error: { errors: Record<string, string[]> } };
      expect(Object.keys(refused.error.errors).sort()).toEqual(['cvc', 'expiry', 'number']);
      expect((await fetch(url, { method: 'POST', body: 'x'.repeat(5000) })).status).toBe(413);
      expect((await fetch(url, { method: 'POST', body: '{"number":1}', headers: { 'content-type': 'application/json' } })).status).toBe(400);
      expect((await fetch(url.replace('/v1/tokens', '/v1/charges'), { method: 'POST', body: '' })).status).toBe(404);
    } finally {
      listener!.close();
    }
  });
});

describe('sweepOrphanAuthorizations', () => {
  it('voids authorizations left without an order past the cut-off, once, and leaves the rest', async () => {
    const now = new Date();
    const processor = createTestProcessor(ctx.db);
    const authorize = async () => {
      const answer = await processor.authorize({ idempotencyKey: `orphan-${randomUUID()}`, amountCents: 1234, currency: 'usd', paymentToken: await ctx.paymentToken(), description: 'crashed checkout' });
      if (answer.status !== 'authorized') throw new Error('not authorized');
      return answer.authorizationId;
    };
    const old = await authorize();
    const recent = await authorize();
    const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
    await ctx.db.insert(paymentAuthorizations).values([
      { id: old, provider: 'test', amount: 1234, createdAt: minutesAgo(ORPHAN_AUTHORIZATION_MINUTES + 5) },
      { id: recent, provider: 'test', amount: 1234, createdAt: minutesAgo(5) },
    ]);
    // A placed order's authorization is never an orphan, however old.
    const { cartId, total } = await readyCart();
    const order = OrderSchema.parse((await place(cartId, total, await ctx.paymentToken()).expect(201)).body);
    await ctx.db.update(paymentAuthorizations).set({ createdAt: minutesAgo(600) }).where(eq(paymentAuthorizations.orderId, order.id));

    expect(await sweepOrphanAuthorizations(ctx.db, processor, now)).toEqual([old]);
    const statuses = async () => Object.fromEntries((await ctx.db.select().from(processorCharges)).map((c) => [c.id, c.status]));
    expect((await statuses())[old]).toBe('voided');
    expect((await statuses())[recent]).toBe('authorized');
    const [record] = await ctx.db.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, old));
    expect(record).toMatchObject({ status: 'voided', orderId: null });
    // Again: nothing left to void.
    expect(await sweepOrphanAuthorizations(ctx.db, processor, now)).toEqual([]);
    // An hour later the recent one is old enough.
    expect(await sweepOrphanAuthorizations(ctx.db, processor, new Date(now.getTime() + 3_600_000))).toEqual([recent]);
    expect((await ctx.db.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.orderId, order.id)))[0]!.status).toBe('captured');
  });

  it('leaves an authorization whose void failed for the next sweep', async () => {
    const processor = createTestProcessor(ctx.db);
    const id = `ch_failing_${randomUUID().slice(0, 8)}`;
    await ctx.db.insert(paymentAuthorizations).values({ id, provider: 'test', amount: 100, createdAt: new Date(Date.now() - 86_400_000) });
    const failing = { ...processor, void: async () => { throw new Error('processor down'); } };
    await expect(sweepOrphanAuthorizations(ctx.db, failing, new Date())).rejects.toThrow('processor down');
    expect((await ctx.db.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, id)))[0]!.status).toBe('authorized');
    expect(await sweepOrphanAuthorizations(ctx.db, processor, new Date())).toContain(id);
  });
});
