import { EmailCartResultSchema, StockNotificationSchema } from '@pool/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventory, mailOutbox, products, stockNotifications } from '../db/schema.js';
import { useTestContext } from '../test/test-app.js';
import { createOutboxStore } from './outbox.js';

const STOREFRONT = 'https://shop.example.test';

const ctx = useTestContext(120, { storefrontUrl: STOREFRONT });
let inStock: { id: number; sku: string; title: string; handle: string };
let outOfStock: { id: number; sku: string; title: string; handle: string };
beforeAll(async () => {
  const pick = (status: 'in' | 'out') => ctx.db.select({ id: products.id, sku: products.sku, title: products.title, handle: products.handle })
    .from(products).innerJoin(inventory, eq(inventory.productId, products.id))
    .where(and(eq(inventory.status, status), status === 'in' ? sql`${inventory.level} > 5` : sql`true`, eq(products.hidePrice, false)))
    .orderBy(products.id).limit(1);
  [inStock] = (await pick('in')) as [typeof inStock];
  [outOfStock] = (await pick('out')) as [typeof outOfStock];
  expect(inStock && outOfStock).toBeTruthy();
});

const outboxCount = async () => (await ctx.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
/** The newest message to `to`, as the outbox listener reads it (outbox-listener.int.test.ts tests the listener itself). */
const newestTo = async (to: string) => {
  const outbox = createOutboxStore(ctx.db);
  const [summary] = (await outbox.list(1, 1, to)).messages;
  return summary ? outbox.read(summary.id) : null;
};

async function newCart(quantity = 2): Promise<string> {
  const res = await request(ctx.app).post(`/api/v1/carts/session-${Math.random().toString(36).slice(2)}`)
    .send({ line_items: [{ product_id: inStock.id, quantity }] }).expect(201);
  return res.body.id as string;
}

describe('POST /api/email/cart (outbox transport)', () => {
  it('mails the cart lines and the message, stored in the outbox with links to the storefront', async () => {
    const cartId = await newCart(2);
    const res = await request(ctx.app).post('/api/email/cart')
      .send({ email: '  Friend@Example.com ', message: '  Have a look at <this> pump!  ', cartId }).expect(200);
    expect(EmailCartResultSchema.parse(res.body)).toMatchObject({ sent: true, to: 'Friend@Example.com' });
    expect(res.headers['cache-control']).toBe('no-store');

    const message = (await newestTo('Friend@Example.com'))!;
    expect(message).toMatchObject({ to: 'Friend@Example.com', subject: 'A shopping cart from Pool Supplies' });
    const productUrl = `${STOREFRONT}/${inStock.handle}.html`;
    expect(message.template).toBe('email-cart');
    expect(message.from).toContain('@');
    expect(message.text).toContain('Have a look at <this> pump!');
    expect(message.text).toContain(inStock.title);
    expect(message.text).toContain('Quantity: 2');
    expect(message.text).toContain(productUrl);
    // The shopper's words are escaped in the HTML; the product link is there.
    expect(message.html).toContain('Have a look at &lt;this&gt; pump!');
    expect(message.html).not.toContain('<this>');
    expect(message.html).toContain(`href="${productUrl}"`);
  });

  it.each([
    [{ message: 'Long enough message' }, 'Email is required.', 'email'],
    [{ email: '   ', message: 'Long enough message' }, 'Email is required.', 'email'],
    [{ email: 'pat@', message: 'Long enough message' }, 'Invalid email address.', 'email'],
    [{ email: 'pat@example.com' }, 'Message is required', 'message'],
    [{ email: 'pat@example.com', message: '   ' }, 'Message is required', 'message'],
    [{ email: 'pat@example.com', message: ' short  ' }, 'Message must have at least 8 letters.', 'message'],
  ])('refuses %j with 422 "%s" and sends nothing', async (body, title, field) => {
    const cartId = await newCart();
    const before = await outboxCount();
    const res = await request(ctx.app).post('/api/email/cart').send({ ...body, cartId }).expect(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({ title, errors: { [field]: [title] } });
    expect(await outboxCount()).toBe(before);
  });

  it('answers 404 for an unknown cart, 400 for a cart id that is no uuid or missing, and sends nothing', async () => {
    const before = await outboxCount();
    const body = { email: 'pat@example.com', message: 'Long enough message' };
    await request(ctx.app).post('/api/email/cart').send({ ...body, cartId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    const bad = await request(ctx.app).post('/api/email/cart').send({ ...body, cartId: 'not-a-cart' }).expect(400);
    expect(bad.body.errors.cartId).toEqual(['cart id must be a uuid']);
    await request(ctx.app).post('/api/email/cart').send(body).expect(400);
    expect(await outboxCount()).toBe(before);
  });

  it('refuses an empty cart with 422 and sends nothing', async () => {
    const cartId = await newCart();
    const cart = (await request(ctx.app).get(`/api/v1/carts/${cartId}`).expect(200)).body as { products: { id: string }[] };
    await request(ctx.app).delete(`/api/v1/carts/${cartId}/items/${cart.products[0]!.id}`).expect(200);
    const before = await outboxCount();
    const res = await request(ctx.app).post('/api/email/cart').send({ email: 'pat@example.com', message: 'Long enough message', cartId }).expect(422);
    expect(res.body.title).toBe('Your cart is empty');
    expect(await outboxCount()).toBe(before);
  });

  it('refuses an oversize body with 413 and a message over 500 characters with 400', async () => {
    const cartId = await newCart();
    const before = await outboxCount();
    await request(ctx.app).post('/api/email/cart').send({ email: 'pat@example.com', message: 'x'.repeat(200_000), cartId }).expect(413);
    const long = await request(ctx.app).post('/api/email/cart').send({ email: 'pat@example.com', message: 'x'.repeat(501), cartId }).expect(400);
    expect(long.body.errors.message).toEqual(['Message may have at most 500 characters.']);
    await request(ctx.app).post('/api/email/cart').send({ email: 'pat@example.com', message: 'x'.repeat(500), cartId }).expect(200);
    expect(await outboxCount()).toBe(before + 1);
  });
});

describe('the outbox on the API port', () => {
  it('is not there: the outbox is read on its own loopback listener (docs/decisions/0050)', async () => {
    await request(ctx.app).get('/api/dev/outbox').expect(404);
    await request(ctx.app).get('/api/dev/outbox/00000000-0000-4000-8000-000000000000').expect(404);
  });
});

describe('POST /api/products/{sku}/stock-notification', () => {
  const url = (sku: string) => `/api/products/${encodeURIComponent(sku)}/stock-notification`;
  const rows = () => ctx.db.select().from(stockNotifications).where(eq(stockNotifications.productId, outOfStock.id));

  it('stores one request per product and address, answers 201 then 200, and confirms by mail once', async () => {
    const before = await outboxCount();
    const first = await request(ctx.app).post(url(outOfStock.sku)).send({ email: ' Waiting@Example.com ' }).expect(201);
    expect(StockNotificationSchema.parse(first.body)).toMatchObject({ sku: outOfStock.sku, email: 'waiting@example.com' });
    const again = await request(ctx.app).post(url(outOfStock.sku)).send({ email: 'WAITING@example.com' }).expect(200);
    expect(again.body.requested_at).toBe(first.body.requested_at);
    expect(await rows()).toHaveLength(1);
    expect(await outboxCount()).toBe(before + 1);
    const mail = await newestTo('waiting@example.com');
    expect(mail).toMatchObject({ to: 'waiting@example.com', template: 'stock-notification' });
    expect(mail!.text).toContain(`${STOREFRONT}/${outOfStock.handle}.html`);
  });

  it.each([
    [{}, 'Email is required.'],
    [{ email: 'nobody@' }, 'Invalid email address.'],
  ])('refuses %j with 422 "%s" and stores nothing', async (body, title) => {
    const before = (await rows()).length;
    const res = await request(ctx.app).post(url(outOfStock.sku)).send(body).expect(422);
    expect(res.body).toMatchObject({ title, errors: { email: [title] } });
    expect(await rows()).toHaveLength(before);
  });

  it('answers 404 for an unknown sku and 409 for a product in stock, storing nothing', async () => {
    const total = async () => (await ctx.db.select().from(stockNotifications)).length;
    const before = await total();
    await request(ctx.app).post(url('NO-SUCH-SKU')).send({ email: 'pat@example.com' }).expect(404);
    const res = await request(ctx.app).post(url(inStock.sku)).send({ email: 'pat@example.com' }).expect(409);
    expect(res.body.title).toBe('This product is in stock: you can order it now.');
    expect(await total()).toBe(before);
  });
});

describe('POST /api/email/cart with an Idempotency-Key (docs/decisions/0065)', () => {
  it('sends one mail for a double submit, both answered alike, and refuses the key for another message', async () => {
    const cartId = await newCart(1);
    const to = `twice-${Date.now()}@example.com`;
    const key = `email-cart-${Date.now()}-0001`;
    const before = await outboxCount();
    const post = (message: string) => request(ctx.app).post('/api/email/cart').set('idempotency-key', key).send({ email: to, message, cartId });
    const [first, second] = await Promise.all([post('Have a look at this cart'), post('Have a look at this cart')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(await outboxCount()).toBe(before + 1);
    const again = await post('Have a look at this cart');
    expect(again.body).toEqual(first.body);
    expect(await outboxCount()).toBe(before + 1);
    expect((await post('Another message entirely')).status).toBe(422);
    // A new key is a new mail.
    await request(ctx.app).post('/api/email/cart').set('idempotency-key', `${key}-b`).send({ email: to, message: 'Have a look at this cart', cartId }).expect(200);
    expect(await outboxCount()).toBe(before + 2);
  });
});

describe('POST /api/email/product and /api/email/me (docs/decisions/0070)', () => {
  it("mails a product and the shopper's message to someone, through the outbox, once per key", async () => {
    const to = `product-${Date.now()}@example.com`;
    const key = `email-product-${Date.now()}-0001`;
    const before = await outboxCount();
    const post = () => request(ctx.app).post('/api/email/product').set('idempotency-key', key)
      .send({ email: ` ${to} `, message: '  Is this the <pump> we need?  ', sku: inStock.sku });
    const [first, second] = await Promise.all([post(), post()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(EmailCartResultSchema.parse(first.body)).toMatchObject({ sent: true, to });
    expect(second.body).toEqual(first.body);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(await outboxCount()).toBe(before + 1);
    const message = (await newestTo(to))!;
    expect(message).toMatchObject({ subject: `A product from Pool Supplies: ${inStock.title}`, template: 'email-product' });
    expect(message.text).toContain('Is this the <pump> we need?');
    expect(message.text).toContain(`${STOREFRONT}/${inStock.handle}.html`);
    expect(message.text).toContain(`Item # ${inStock.sku}`);
    expect(message.html).toContain('Is this the &lt;pump&gt; we need?');
    expect(message.html).not.toContain('<pump>');
  });

  it("mails a product to the shopper's own address with Email me, with no message", async () => {
    const to = `me-${Date.now()}@example.com`;
    await request(ctx.app).post('/api/email/me').send({ email: to, sku: outOfStock.sku }).expect(200);
    const message = (await newestTo(to))!;
    expect(message).toMatchObject({ subject: `The product you saved at Pool Supplies: ${outOfStock.title}`, template: 'email-me' });
    expect(message.text).toContain(`${STOREFRONT}/${outOfStock.handle}.html`);
    expect(message.text).not.toContain('Their message');
  });

  it("refuses with the spec's messages (422), an unknown sku (404), and sends nothing", async () => {
    const before = await outboxCount();
    const share = (body: object) => request(ctx.app).post('/api/email/product').send({ sku: inStock.sku, ...body });
    expect((await share({ email: 'pat@', message: 'Long enough message' }).expect(422)).body).toMatchObject({ title: 'Invalid email address.', errors: { email: ['Invalid email address.'] } });
    expect((await share({ email: 'pat@example.com', message: 'short' }).expect(422)).body).toMatchObject({ title: 'Message must have at least 8 letters.' });
    expect((await request(ctx.app).post('/api/email/me').send({ sku: inStock.sku }).expect(422)).body).toMatchObject({ title: 'Email is required.' });
    await share({ email: 'pat@example.com', message: 'Long enough message', sku: 'NO-SUCH-SKU' }).expect(404);
    await request(ctx.app).post('/api/email/me').send({ email: 'pat@example.com', sku: 'NO-SUCH-SKU' }).expect(404);
    await request(ctx.app).post('/api/email/me').send({ email: 'pat@example.com' }).expect(400);
    expect(await outboxCount()).toBe(before);
  });
});

describe('POST /api/chat/requests (docs/decisions/0070)', () => {
  it("mails the shopper's question to the store, Reply-To the shopper, once per key", async () => {
    const email = `asks-${Date.now()}@example.com`;
    const before = await outboxCount();
    const post = () => request(ctx.app).post('/api/chat/requests').set('idempotency-key', `chat-request:${Date.now()}-00001`)
      .send({ name: ' Pat Lee ', email, message: 'Which cartridge fits my filter?', page: '/cart' });
    const res = await post().expect(200);
    expect(res.body).toMatchObject({ sent: true, to: email });
    expect(await outboxCount()).toBe(before + 1);
    const message = (await newestTo('help@pool-supplies.test'))!;
    expect(message).toMatchObject({ subject: 'Chat request from Pat Lee', reply_to: email, template: 'chat-request' });
    expect(message.text).toContain('Which cartridge fits my filter?');
    expect(message.text).toContain(`${STOREFRONT}/cart`);
  });

  it("refuses a request without a name (the spec's 'Name is required.') or a store path, sending nothing", async () => {
    const before = await outboxCount();
    const res = await request(ctx.app).post('/api/chat/requests').send({ email: 'pat@example.com', message: 'Which cartridge fits?' }).expect(422);
    expect(res.body).toMatchObject({ title: 'Name is required.', errors: { name: ['Name is required.'] } });
    await request(ctx.app).post('/api/chat/requests').send({ name: 'Pat', email: 'pat@example.com', message: 'Which cartridge fits?', page: '//evil.example' }).expect(400);
    expect(await outboxCount()).toBe(before);
  });
});
