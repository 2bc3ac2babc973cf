import { randomUUID } from 'node:crypto';
import { encodeReturnOrderLink } from '@pool/account-domain';
import { CartViewSchema, QuoteRequestAnswerSchema, type ProductSummary } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOOKUPS_LIMITED_MESSAGE, MAILS_LIMITED_MESSAGE } from './http/shopper-limits.js';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

/**
 * The limits of docs/decisions/0051, each walked the way an attacker would: many guesses from one
 * address, one target guessed from many addresses, and fresh sessions minted to multiply a budget.
 * Small numbers, so each walk is short; every client address is the storefront's `x-client-address`.
 */
let catalog: ProductSummary[];
let demoOrder: { id: number; email: string };

const LIMITS = {
  lookups: { windowMs: 15 * 60_000, failuresPerAddress: 6, failuresPerTarget: 4 },
  writesPerSession: 300,
  writesPerAddress: 12,
  writesPerAccount: 8,
  emailCartPerSession: 10,
  emailCartPerAddress: 3,
  emailCartPerAccount: 10,
  scanLinksPerSession: 5,
  scanLinksPerAddress: 3,
  scanLinksPerAccount: 2,
  mailsPerRecipient: 2,
  mailsPerSender: 4,
};

let nextAddress = 1;
/** A client address no other test uses (TEST-NET-3). */
const freshAddress = () => `203.0.113.${nextAddress++}`;
const buyable = (n = 0) => catalog.filter((p) => p.inventory_status === 'in' && !p.hide_price && p.inventory_level >= 5)[n]!;

const post = (path: string, from: string, cookie?: string) => {
  const call = request(stack.bff).post(path).set('x-client-address', from);
  return cookie ? call.set('cookie', cookie) : call;
};
const get = (path: string, from: string, cookie?: string) => {
  const call = request(stack.bff).get(path).set('x-client-address', from);
  return cookie ? call.set('cookie', cookie) : call;
};

/** A new session (from `from`) with one line in its cart: its cookie. */
async function sessionWithCart(from: string): Promise<string> {
  return sessionCookie(await post('/v1/cart/items', from).send({ productId: buyable().id, quantity: 1 }).expect(200));
}

function expectLimited(res: { status: number; headers: Record<string, string>; body: { title?: string } }, message: string) {
  expect(res.status).toBe(429);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.body.title).toBe(message);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const stack = useStack({ commerce: { size: 120, storefrontUrl: 'https://shop.example.test' }, bff: { config: { shopperLimits: LIMITS } } });

beforeAll(async () => {
  catalog = await stack.catalogue();
  demoOrder = (await stack.commerce.orders())[0]!;
});

describe('guest return lookup', () => {
  it('refuses the next guess from an address after its wrong ones, however right (429, Retry-After)', async () => {
    const from = freshAddress();
    for (let i = 0; i < LIMITS.lookups.failuresPerAddress; i += 1) {
      await post('/v1/returns/lookup', from).send({ orderNumber: String(900_000 + i), email: `walker${i}@example.com` }).expect(404);
    }
    expectLimited(await post('/v1/returns/lookup', from).send({ orderNumber: String(demoOrder.id), email: demoOrder.email }), LOOKUPS_LIMITED_MESSAGE);
    // Another address is not held by this one's guesses.
    await post('/v1/returns/lookup', freshAddress()).send({ orderNumber: String(demoOrder.id), email: demoOrder.email }).expect(200);
  });

  it('holds a known email walking order numbers from many addresses (limited by target)', async () => {
    const email = 'known-customer@example.com';
    for (let i = 0; i < LIMITS.lookups.failuresPerTarget; i += 1) {
      await post('/v1/returns/lookup', freshAddress()).send({ orderNumber: String(910_000 + i), email }).expect(404);
    }
    expectLimited(await post('/v1/returns/lookup', freshAddress()).send({ orderNumber: '910999', email }), LOOKUPS_LIMITED_MESSAGE);
  });

  it('counts a return link /return-an-order/{base64(order:email)} with the lookup form, per order number', async () => {
    const orderNumber = 920_001;
    for (let i = 0; i < LIMITS.lookups.failuresPerTarget - 1; i += 1) {
      await get(`/v1/returns/link/${encodeReturnOrderLink(orderNumber, `link${i}@example.com`)}`, freshAddress()).expect(404);
    }
    await post('/v1/returns/lookup', freshAddress()).send({ orderNumber: String(orderNumber), email: 'form@example.com' }).expect(404);
    expectLimited(await get(`/v1/returns/link/${encodeReturnOrderLink(orderNumber, 'last@example.com')}`, freshAddress()), LOOKUPS_LIMITED_MESSAGE);
  });
});

describe('guest order lookup', () => {
  it('holds one order number guessed from many addresses, and one address guessing many', async () => {
    const target = '930001';
    for (let i = 0; i < LIMITS.lookups.failuresPerTarget; i += 1) {
      await post('/v1/orders/lookup', freshAddress()).send({ orderNumber: target, email: `g${i}@example.com` }).expect(404);
    }
    expectLimited(await post('/v1/orders/lookup', freshAddress()).send({ orderNumber: target, email: 'g-last@example.com' }), LOOKUPS_LIMITED_MESSAGE);

    const from = freshAddress();
    for (let i = 0; i < LIMITS.lookups.failuresPerAddress; i += 1) {
      await post('/v1/orders/lookup', from).send({ orderNumber: String(931_000 + i), email: `h${i}@example.com` }).expect(404);
    }
    expectLimited(await post('/v1/orders/lookup', from).send({ orderNumber: String(demoOrder.id), email: demoOrder.email }), LOOKUPS_LIMITED_MESSAGE);
  });
});

describe('quote pages', () => {
  it('refuses an address that guessed quote ids, and the quote never shows the cart id of whoever carted it', async () => {
    const from = freshAddress();
    for (let i = 0; i < LIMITS.lookups.failuresPerAddress; i += 1) await get(`/v1/quotes/${randomUUID()}`, from).expect(404);
    const asked = QuoteRequestAnswerSchema.parse((await post('/v1/quotes/request', freshAddress()).send({
      name: 'Ada Pool', email: 'ada@example.com', phone: '', message: '', products: [{ id: buyable(1).id, sku: buyable(1).sku, quantity: 2 }],
    }).expect(200)).body);
    expectLimited(await get(`/v1/quotes/${asked.uuid}`, from), LOOKUPS_LIMITED_MESSAGE);

    await post(`/v1/quotes/${asked.uuid}/cart`, freshAddress()).expect(200);
    const shown = await get(`/v1/quotes/${asked.uuid}`, freshAddress()).expect(200);
    expect(shown.body).not.toHaveProperty('cart_id');
    expect(JSON.stringify(shown.body)).not.toMatch(/"cart_?id"/i);
  });
});

describe('/checkout?load={cartId}', () => {
  it('shows the cart a GET would load without changing the session, loads it on the POST, and holds guessers', async () => {
    const cartIds = async () => new Set((await stack.commerce.carts()).map((row) => row.id));
    const known = await cartIds();
    await sessionWithCart(freshAddress());
    const cartId = [...(await cartIds())].find((id) => !known.has(id))!;

    const visitor = freshAddress();
    const mine = await sessionWithCart(visitor);
    const preview = CartViewSchema.parse((await get(`/v1/checkout/load/${cartId}`, visitor, mine).expect(200)).body);
    expect(preview.itemCount).toBe(1);
    // The GET changed nothing: the visitor's cart is still their own.
    const before = (await get('/v1/cart', visitor, mine).expect(200)).body as { lines: { id: string }[] };
    await post('/v1/checkout/load', visitor, mine).send({ cartId }).expect(200);
    const after = (await get('/v1/cart', visitor, mine).expect(200)).body as { lines: { id: string }[] };
    expect(after.lines.map((l) => l.id)).not.toEqual(before.lines.map((l) => l.id));

    const guesser = freshAddress();
    for (let i = 0; i < LIMITS.lookups.failuresPerAddress; i += 1) await get(`/v1/checkout/load/${randomUUID()}`, guesser).expect(404);
    expectLimited(await get(`/v1/checkout/load/${cartId}`, guesser), LOOKUPS_LIMITED_MESSAGE);
    expectLimited(await post('/v1/checkout/load', guesser).send({ cartId }), LOOKUPS_LIMITED_MESSAGE);
  });
});

describe('limits that sessions cannot multiply', () => {
  const outboxTo = async (to: string) => (await stack.commerce.mails(to)).length;

  it('Email Cart from fresh sessions at one address stops at the address limit', async () => {
    const from = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.emailCartPerAddress + 1; i += 1) {
      const cookie = await sessionWithCart(from);
      statuses.push((await post('/v1/cart/email', from, cookie).send({ email: `friend${i}@example.com`, message: 'Have a look at this cart' })).status);
    }
    expect(statuses).toEqual([...Array(LIMITS.emailCartPerAddress).fill(200), 429]);
  });

  it('one recipient gets only its share a day, from any address and session; refused mails are never sent', async () => {
    const to = 'stranger@example.com';
    for (let i = 0; i < LIMITS.mailsPerRecipient; i += 1) {
      const from = freshAddress();
      await post('/v1/cart/email', from, await sessionWithCart(from)).send({ email: to, message: 'Have a look at this cart' }).expect(200);
    }
    const from = freshAddress();
    expectLimited(await post('/v1/cart/email', from, await sessionWithCart(from)).send({ email: to, message: 'Have a look at this cart' }), MAILS_LIMITED_MESSAGE);
    // A quote request naming the same address counts toward the same share.
    const quote = await post('/v1/quotes/request', freshAddress()).send({ name: 'X', email: to, phone: '', message: '', products: [{ id: buyable().id, sku: buyable().sku, quantity: 1 }] });
    expectLimited(quote, MAILS_LIMITED_MESSAGE);
    expect(await outboxTo(to)).toBe(LIMITS.mailsPerRecipient);
  });

  it('writes from fresh sessions at one address stop at the address limit', async () => {
    const from = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.writesPerAddress + 1; i += 1) statuses.push((await post('/v1/cart/items', from).send({ productId: buyable().id, quantity: 1 })).status);
    expect(statuses.slice(0, LIMITS.writesPerAddress).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("a signed-in account's writes count over all its sessions and addresses", async () => {
    const signIn = async () => sessionCookie(await post('/v1/session/login', freshAddress()).send({ email: 'shopper@example.com', password: 'pool-demo-1' }).expect(200));
    // Sign-ins are writes of no account yet; each later write is the account's.
    const sessions = [await signIn(), await signIn()];
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.writesPerAccount + 1; i += 1) {
      statuses.push((await post('/v1/cart/items', freshAddress(), sessions[i % 2]).send({ productId: buyable(2).id, quantity: 1 })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });

  it('scan-link texts from fresh sessions at one address stop at the address limit', async () => {
    const from = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.scanLinksPerAddress + 1; i += 1) {
      statuses.push((await post('/v1/water-test/send-link', from).send({ phone: `+1 555 010 99${String(i).padStart(2, '0')}` })).status);
    }
    expect(statuses).toEqual([...Array(LIMITS.scanLinksPerAddress).fill(200), 429]);
  });
});
