import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OrderSchema, PaymentProblemSchema } from '@pool/api-contract';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAuthorizations, processorCharges } from '../db/schema.js';
import { placeOrder, readyCart as readyCartOf } from '../test/checkout-requests.js';
import { stockedProduct } from '../test/stocked-product.js';
import { useTestContext } from '../test/test-app.js';
import { ORPHAN_AUTHORIZATION_MINUTES, sweepOrphanAuthorizations } from './authorizations.js';
import { DECLINE_MESSAGES } from './provider.js';
import { createTestProcessor, TEST_CARDS } from './test-processor.js';
import { testProcessorHandler } from './test-processor-listener.js';

const STOREFRONT = 'http://localhost:3000';
const ctx = useTestContext();
let productId: number;
let listener: Server;
let base: string;

beforeAll(async () => {
  productId = await stockedProduct(ctx.db);
  listener = createServer(testProcessorHandler(createTestProcessor(ctx.db), pino({ level: 'silent' }), STOREFRONT));
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
afterAll(async () => {
  listener?.close();
});

const readyCart = () => readyCartOf(ctx, productId);
const place = (cartId: string, total: number, paymentToken: string, key: string) => placeOrder(ctx, cartId, total, paymentToken, key);

/** A checkout with the 3-D Secure card: its 402's next action, and how to send the same attempt again. */
async function challenged() {
  const { cartId, total } = await readyCart();
  const key = `attempt-${randomUUID()}`;
  const res = await place(cartId, total, await ctx.paymentToken(TEST_CARDS.authenticationRequired), key).expect(402);
  const { nextAction } = PaymentProblemSchema.parse(res.body);
  if (nextAction?.type !== 'test_3ds') throw new Error('no test_3ds next action');
  const challengeUrl = new URL(nextAction.challengeUrl);
  return {
    cartId, nextAction, resubmit: () => place(cartId, total, nextAction.paymentToken, key),
    pageUrl: (secret = nextAction.clientSecret) => `${base}${challengeUrl.pathname}?${new URLSearchParams({ secret })}`,
    answer: (outcome: string, secret = nextAction.clientSecret) =>
      fetch(`${base}${challengeUrl.pathname}`, { method: 'POST', body: new URLSearchParams({ secret, outcome }), redirect: 'manual' }),
  };
}

describe('the 3-D Secure test card', () => {
  it('answers a 402 with a test_3ds next action on the listener, recorded for the sweep, holding nothing', async () => {
    const { nextAction } = await challenged();
    expect(nextAction).toMatchObject({
      type: 'test_3ds', paymentToken: expect.stringMatching(/^pi_[a-f0-9]{24}$/), clientSecret: expect.stringMatching(/^pi_[a-f0-9]{24}_secret_[a-f0-9]+$/),
    });
    const url = new URL(nextAction.challengeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`http://localhost:4242/v1/challenges/${nextAction.paymentToken}`);
    expect(url.searchParams.get('secret')).toBe(nextAction.clientSecret);
    const [record] = await ctx.db.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, nextAction.paymentToken));
    expect(record).toMatchObject({ provider: 'test', status: 'authorized', orderId: null });
    const [charge] = await ctx.db.select().from(processorCharges).where(eq(processorCharges.id, nextAction.paymentToken));
    expect(charge).toMatchObject({ status: 'requires_action', challengeOutcome: null, last4: '3184' });
  });
});

describe('the challenge page', () => {
  it('needs the secret, sends its own policy framed by the storefront only, and shows the two buttons', async () => {
    const { pageUrl, nextAction } = await challenged();
    const page = await fetch(pageUrl());
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${STOREFRONT}`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    const html = await page.text();
    expect(html).toMatch(/<title>[^<]*bank[^<]*<\/title>/);
    expect(html).toContain('>Complete authentication</button>');
    expect(html).toContain('>Fail authentication</button>');

    expect((await fetch(pageUrl('pi_0_secret_0'))).status).toBe(404);
    // The secret with its last character changed (never to itself: a secret ending in 0 stayed valid).
    const secret = nextAction.clientSecret;
    expect((await fetch(pageUrl(`${secret.slice(0, -1)}${secret.endsWith('0') ? '1' : '0'}`))).status).toBe(404);
    expect((await fetch(`${base}/v1/challenges/${nextAction.paymentToken}`)).status).toBe(404);
  });

  it('records the first outcome once, tells the storefront with postMessage, and refuses an answer without the secret', async () => {
    const { answer, nextAction, pageUrl } = await challenged();
    expect((await answer('completed', 'pi_0_secret_0')).status).toBe(404);
    expect((await answer('maybe')).status).toBe(400);
    const first = await answer('completed');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-security-policy')).toContain(`frame-ancestors ${STOREFRONT}`);
    const html = await first.text();
    expect(html).toContain('Authentication completed.');
    expect(html).toContain('postMessage');
    expect(html).toContain(`data-origin="${STOREFRONT}"`);
    expect(html).toContain(`&#34;paymentToken&#34;:&#34;${nextAction.paymentToken}&#34;`);
    expect(html).toContain('&#34;outcome&#34;:&#34;completed&#34;');

    const second = await answer('failed');
    expect(second.status).toBe(409);
    expect(await second.text()).toContain('Authentication completed.');
    const [charge] = await ctx.db.select().from(processorCharges).where(eq(processorCharges.id, nextAction.paymentToken));
    expect(charge!.challengeOutcome).toBe('completed');
    // Shown again, the page answers the recorded outcome instead of the buttons.
    expect(await (await fetch(pageUrl())).text()).not.toContain('Fail authentication');
  });
});

describe('the checkout sent again after the challenge', () => {
  it('is paid once the challenge was completed, and the order takes the same authorization', async () => {
    const { answer, resubmit, nextAction, cartId } = await challenged();
    await answer('completed');
    const order = OrderSchema.parse((await resubmit().expect(201)).body);
    expect(order.payment).toEqual({ brand: 'visa', last4: '3184', status: 'captured' });
    const [record] = await ctx.db.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, nextAction.paymentToken));
    expect(record).toMatchObject({ orderId: order.id, status: 'captured' });
    // Sent once more: the attempt's order, not a second one.
    expect((await resubmit()).body).toMatchObject({ id: order.id });
    expect(await ctx.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(1);
  });

  it.each([['failed'], ['never answered']])('is declined when the challenge was %s, and the challenge is over', async (how) => {
    const { answer, resubmit, nextAction, cartId, pageUrl } = await challenged();
    if (how === 'failed') expect((await answer('failed')).status).toBe(200);
    const res = await resubmit().expect(402);
    expect(res.body).toMatchObject({ title: DECLINE_MESSAGES.card_declined, errors: { 'card.number': [DECLINE_MESSAGES.card_declined] } });
    expect(res.body.nextAction).toBeUndefined();
    const [charge] = await ctx.db.select().from(processorCharges).where(eq(processorCharges.id, nextAction.paymentToken));
    expect(charge!.status).toBe('voided');
    expect(await ctx.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
    // Completing it now changes nothing: the authorization is gone.
    if (how === 'never answered') {
      expect((await answer('completed')).status).toBe(410);
      expect((await fetch(pageUrl())).status).toBe(410);
    }
    expect((await resubmit().expect(402)).body.title).toBe(DECLINE_MESSAGES.token_invalid);
  });

  it('is refused for another cart or amount, leaving the challenge alone', async () => {
    const { answer, nextAction } = await challenged();
    await answer('completed');
    const other = await readyCart();
    const res = await place(other.cartId, other.total, nextAction.paymentToken, `attempt-${randomUUID()}`).expect(402);
    expect(res.body.title).toBe(DECLINE_MESSAGES.token_invalid);
    const [charge] = await ctx.db.select().from(processorCharges).where(eq(processorCharges.id, nextAction.paymentToken));
    expect(charge!.status).toBe('requires_action');
  });

  it('is declined after the sweep voided the abandoned challenge, even if completed late', async () => {
    const { answer, resubmit, nextAction } = await challenged();
    const later = new Date(Date.now() + (ORPHAN_AUTHORIZATION_MINUTES + 1) * 60_000);
    expect(await sweepOrphanAuthorizations(ctx.db, createTestProcessor(ctx.db), later)).toContain(nextAction.paymentToken);
    const [charge] = await ctx.db.select().from(processorCharges).where(eq(processorCharges.id, nextAction.paymentToken));
    expect(charge!.status).toBe('voided');
    expect((await answer('completed')).status).toBe(410);
    expect((await resubmit().expect(402)).body.title).toBe(DECLINE_MESSAGES.token_invalid);
  });
});
