import { type ProductSummary } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 120, storefrontUrl: 'https://shop.example.test' }, bff: { config: { shopperLimits: { emailCartPerSession: 4, emailCartPerAddress: 100, mailsPerRecipient: 100, mailsPerSender: 1000 } } } });

let catalog: ProductSummary[];

const buyable = () => catalog.find((p) => p.inventory_status === 'in' && !p.hide_price && p.inventory_level >= 5)!;
const outboxCount = () => stack.commerce.count('mails');
const GOOD = { email: 'friend@example.com', message: 'Have a look at this cart' };

/** A new session with one line in its cart: its cookie and cart id. */
async function sessionWithCart(): Promise<{ cookie: string; cartId: string }> {
  const res = await request(stack.bff).post('/v1/cart/items').send({ productId: buyable().id, quantity: 2 }).expect(200);
  return { cookie: sessionCookie(res), cartId: res.body.id as string };
}

beforeAll(async () => {
  const pages = await Promise.all([1, 2].map((page) => stack.catalogue(`per_page=100&page=${page}`)));
  catalog = pages.flat();
  expect(catalog.some((p) => p.inventory_status === 'out')).toBe(true);
});

describe('POST /v1/cart/email', () => {
  it("mails the session's cart, stored in commerce-api's outbox", async () => {
    const { cookie } = await sessionWithCart();
    const res = await request(stack.bff).post('/v1/cart/email').set('cookie', cookie).send({ email: ' friend@example.com ', message: ' Have a look at this cart ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true, to: 'friend@example.com' });
    expect(res.headers['cache-control']).toBe('private, no-store');

    // The outbox is read on commerce-api's loopback listener, never through the BFF (docs/decisions/0050).
    await request(stack.bff).get('/v1/dev/outbox').expect(404);
    const message = (await stack.commerce.mails())[0]!;
    expect(message).toMatchObject({ to: 'friend@example.com', subject: 'A shopping cart from Pool Supplies' });
    expect(message.text).toContain(buyable().title);
    expect(message.text).toContain('Have a look at this cart');
    expect(message.html).toContain(`https://shop.example.test/${buyable().handle}.html`);
  });

  it.each([
    [{ message: GOOD.message }, 'Email is required.', 'email'],
    [{ email: 'friend@', message: GOOD.message }, 'Invalid email address.', 'email'],
    [{ email: GOOD.email, message: '' }, 'Message is required', 'message'],
    [{ email: GOOD.email, message: 'short' }, 'Message must have at least 8 letters.', 'message'],
  ])('refuses %j with 422 "%s" and sends nothing', async (body, title, field) => {
    const { cookie } = await sessionWithCart();
    const before = await outboxCount();
    const res = await request(stack.bff).post('/v1/cart/email').set('cookie', cookie).send(body);
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({ title, errors: { [field]: [title] } });
    expect(await outboxCount()).toBe(before);
  });

  it("answers 422 without a cart, and never mails another session's cart named in the body", async () => {
    const { cartId } = await sessionWithCart();
    const before = await outboxCount();
    const none = await request(stack.bff).post('/v1/cart/email').send(GOOD);
    expect(none.status).toBe(422);
    expect(none.body.title).toBe('Your cart is empty');
    const forged = await request(stack.bff).post('/v1/cart/email').send({ ...GOOD, cartId });
    expect(forged.status).toBe(422);
    expect(await outboxCount()).toBe(before);
  });

  it('refuses a message over 500 characters with 400 and sends nothing', async () => {
    const { cookie } = await sessionWithCart();
    const before = await outboxCount();
    const res = await request(stack.bff).post('/v1/cart/email').set('cookie', cookie).send({ email: GOOD.email, message: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Message may have at most 500 characters.');
    expect(await outboxCount()).toBe(before);
  });

  it('refuses an oversize body with 413 and sends nothing', async () => {
    const { cookie } = await sessionWithCart();
    const before = await outboxCount();
    const res = await request(stack.bff).post('/v1/cart/email').set('cookie', cookie).send({ email: GOOD.email, message: 'x'.repeat(40_000) });
    expect(res.status).toBe(413);
    expect(await outboxCount()).toBe(before);
  });

  it('limits the mails a session may send in an hour', async () => {
    const { cookie } = await sessionWithCart();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await request(stack.bff).post('/v1/cart/email').set('cookie', cookie).send(GOOD)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('POST /v1/products/{sku}/stock-notification', () => {
  it('stores the request once and says when it was already there', async () => {
    const soldOut = catalog.find((p) => p.inventory_status === 'out')!;
    const first = await request(stack.bff).post(`/v1/products/${encodeURIComponent(soldOut.sku)}/stock-notification`).send({ email: 'Waiting@Example.com' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ sku: soldOut.sku, email: 'waiting@example.com', alreadyRequested: false });
    const again = await request(stack.bff).post(`/v1/products/${encodeURIComponent(soldOut.sku)}/stock-notification`).send({ email: 'waiting@example.com' });
    expect(again.body.alreadyRequested).toBe(true);
  });

  it('passes on 422 for a bad address, 404 for an unknown sku and 409 for a product in stock, storing nothing', async () => {
    const count = () => stack.commerce.count('stockNotifications');
    const before = await count();
    const soldOut = catalog.find((p) => p.inventory_status === 'out')!;
    const bad = await request(stack.bff).post(`/v1/products/${encodeURIComponent(soldOut.sku)}/stock-notification`).send({ email: 'nope' });
    expect(bad.status).toBe(422);
    expect(bad.body.title).toBe('Invalid email address.');
    expect((await request(stack.bff).post('/v1/products/NO-SUCH-SKU/stock-notification').send({ email: 'pat@example.com' })).status).toBe(404);
    const inStock = await request(stack.bff).post(`/v1/products/${encodeURIComponent(buyable().sku)}/stock-notification`).send({ email: 'pat@example.com' });
    expect(inStock.status).toBe(409);
    expect(inStock.body.title).toBe('This product is in stock: you can order it now.');
    expect(await count()).toBe(before);
  });
});

describe('POST /v1/products/{sku}/email and /email-me (docs/decisions/0070)', () => {
  it("mails a product with a message once per key, and Email me to the shopper's address", async () => {
    const product = buyable();
    const key = `email-product:${Date.now()}-0001`;
    const before = await outboxCount();
    const { cookie } = await sessionWithCart();
    const share = () => request(stack.bff).post(`/v1/products/${encodeURIComponent(product.sku)}/email`).set('cookie', cookie).set('idempotency-key', key).send({ email: ' pal@example.com ', message: ' Is this the one we need? ' });
    const [first, second] = await Promise.all([share(), share()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body).toEqual({ sent: true, to: 'pal@example.com' });
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(await outboxCount()).toBe(before + 1);
    expect((await stack.commerce.mails())[0]).toMatchObject({ to: 'pal@example.com', subject: `A product from Pool Supplies: ${product.title}` });

    const me = await request(stack.bff).post(`/v1/products/${encodeURIComponent(product.sku)}/email-me`).set('cookie', cookie).send({ email: 'me@example.com' });
    expect(me.body).toEqual({ sent: true, to: 'me@example.com' });
    expect((await stack.commerce.mails())[0]).toMatchObject({ to: 'me@example.com', subject: `The product you saved at Pool Supplies: ${product.title}` });
  });

  it("refuses with the spec's messages (422) and an unknown sku (404), sending nothing; counts with Email Cart's hourly limit", async () => {
    const before = await outboxCount();
    const sku = encodeURIComponent(buyable().sku);
    const refused = (await sessionWithCart()).cookie;
    const short = await request(stack.bff).post(`/v1/products/${sku}/email`).set('cookie', refused).send({ email: GOOD.email, message: 'short' });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ title: 'Message must have at least 8 letters.', errors: { message: ['Message must have at least 8 letters.'] } });
    const noAddress = await request(stack.bff).post(`/v1/products/${sku}/email-me`).set('cookie', refused).send({ email: '' });
    expect(noAddress.body).toMatchObject({ title: 'Email is required.', errors: { email: ['Email is required.'] } });
    expect((await request(stack.bff).post('/v1/products/NO-SUCH-SKU/email-me').set('cookie', refused).send({ email: GOOD.email })).status).toBe(404);
    expect(await outboxCount()).toBe(before);

    const { cookie } = await sessionWithCart();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const path = i % 2 === 0 ? `/v1/products/${sku}/email-me` : `/v1/products/${sku}/email`;
      statuses.push((await request(stack.bff).post(path).set('cookie', cookie).send(GOOD)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('POST /v1/chat/requests (docs/decisions/0070)', () => {
  it("mails the question to the store and answers with the shopper's address; 422 with the spec's messages", async () => {
    const { cookie } = await sessionWithCart();
    const before = await outboxCount();
    const res = await request(stack.bff).post('/v1/chat/requests').set('cookie', cookie).send({ name: 'Pat', email: ' pat@example.com ', message: 'Which cartridge fits my filter?', page: '/help' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true, to: 'pat@example.com' });
    expect((await stack.commerce.mails())[0]).toMatchObject({ to: 'help@pool-supplies.test', subject: 'Chat request from Pat' });
    const refused = await request(stack.bff).post('/v1/chat/requests').set('cookie', cookie).send({ name: '', email: 'pat@example.com', message: 'Which cartridge fits?' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ title: 'Name is required.', errors: { name: ['Name is required.'] } });
    expect(await outboxCount()).toBe(before + 1);
  });
});

describe('Email Cart while commerce-api sends over SMTP', () => {
  const sent: string[] = [];
  // A mailer that reports the SMTP transport (the SMTP conversation itself is commerce-api's test).
  const smtpStack = useStack({ commerce: { size: 120, mailer: {
    transport: 'smtp',
    send: async (message) => {
      sent.push(message.to);
      return { transport: 'smtp', id: `<${sent.length}@test>` };
    },
    close() {},
  } } });

  it('sends Email Cart and keeps nothing in the outbox', async () => {
    const add = await request(smtpStack.bff).post('/v1/cart/items').send({ productId: buyable().id, quantity: 1 }).expect(200);
    const res = await request(smtpStack.bff).post('/v1/cart/email').set('cookie', sessionCookie(add)).send(GOOD);
    expect(res.status).toBe(200);
    expect(sent).toEqual([GOOD.email]);
    expect(await smtpStack.commerce.mails()).toEqual([]);
  });
});
