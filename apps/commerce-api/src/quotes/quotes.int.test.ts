import { randomUUID } from 'node:crypto';
import { CartSchema, QuoteRequestAnswerSchema, QuoteSchema } from '@pool/api-contract';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { carts, cartLines, customers, mailOutbox, products, quoteLines, quotes } from '../db/schema.js';
import { allProducts } from '../testing/queries.js';
import { useTestContext, TEST_STAFF_PASSWORD } from '../test/test-app.js';

const ctx = useTestContext();
let sellable: { id: number; sku: string; price: number }[];
let hidden: { id: number; sku: string };

beforeAll(async () => {
  sellable = (await allProducts(ctx.db)).filter((r) => r.status === 'in' && !r.hidePrice && !r.tiered && r.nonMapPrice === null && r.level >= 5);
  // The last sellable product gets its price hidden (tests below use the first ones).
  hidden = sellable.pop()!;
  await ctx.db.update(products).set({ hidePrice: true }).where(eq(products.id, hidden.id));
});

const contact = { name: 'Ada Pool', company: 'Pool Co', email: 'Ada@Example.com', phone: '555-0100', message: 'Please quote' };
const quoteCount = async () => (await ctx.db.select({ n: count() }).from(quotes))[0]!.n;
const lineCount = async () => (await ctx.db.select({ n: count() }).from(quoteLines))[0]!.n;

async function requestQuote(lines: { id: number; sku: string; quantity: number }[]) {
  const res = await request(ctx.app).post('/api/quotes/customer/request').send({ ...contact, products: lines }).expect(201);
  return QuoteRequestAnswerSchema.parse(res.body);
}

describe('quote request', () => {
  it('stores the quote and its lines at today\'s prices, answers the exact message and mails the requester', async () => {
    const [a, b] = [sellable[0]!, sellable[1]!];
    const answer = await requestQuote([{ id: a.id, sku: a.sku, quantity: 2 }, { id: b.id, sku: b.sku, quantity: 1 }, { id: a.id, sku: a.sku, quantity: 1 }]);
    expect(answer.message).toBe('Quote request submitted successfully');
    const quote = QuoteSchema.parse((await request(ctx.app).get(`/api/quotes/${answer.uuid}`).expect(200)).body);
    expect(quote).toMatchObject({ name: 'Ada Pool', company: 'Pool Co', email: 'ada@example.com', status: 'requested', cart_id: null });
    expect(quote.products.map((p) => [p.id, p.quantity, p.price])).toEqual([[a.id, 3, a.price / 100], [b.id, 1, b.price / 100]]);
    expect(quote.total).toBeCloseTo((3 * a.price + b.price) / 100, 2);
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'quote-request'));
    const mail = mails.find((m) => m.text.includes(answer.uuid));
    expect(mail?.toAddress).toBe('ada@example.com');
    expect(mail?.text).toContain(`/quotes/${answer.uuid}`);
  });

  it('refuses missing fields with the spec\'s messages keyed by field, writing nothing', async () => {
    const before = [await quoteCount(), await lineCount()];
    const res = await request(ctx.app).post('/api/quotes/customer/request').send({ name: ' ', email: '', products: [] }).expect(422);
    expect(res.body.errors).toEqual({ name: ['Name is required.'], email: ['Email is required.'], products: ['At least one product is required.'] });
    const bad = await request(ctx.app).post('/api/quotes/customer/request').send({ ...contact, email: 'pat@', products: [{ id: sellable[0]!.id, sku: 'x', quantity: 1 }] }).expect(422);
    expect(bad.body.errors).toEqual({ email: ['Invalid email address.'] });
    expect([await quoteCount(), await lineCount()]).toEqual(before);
  });

  it('refuses unknown products and bad quantities, writing nothing', async () => {
    const before = [await quoteCount(), await lineCount()];
    const unknown = await request(ctx.app).post('/api/quotes/customer/request')
      .send({ ...contact, products: [{ id: sellable[0]!.id, sku: 'ok', quantity: 1 }, { id: 2_000_000_000, sku: 'nope', quantity: 1 }] }).expect(422);
    expect(unknown.body.errors.products).toEqual(['No product has the id 2000000000.']);
    await request(ctx.app).post('/api/quotes/customer/request').send({ ...contact, products: [{ id: sellable[0]!.id, sku: 'ok', quantity: 0 }] }).expect(400);
    await request(ctx.app).post('/api/quotes/customer/request').send({ ...contact, products: [{ id: 'abc', sku: 'ok', quantity: 1 }] }).expect(400);
    expect([await quoteCount(), await lineCount()]).toEqual(before);
  });

  it('answers 404 for an unknown quote and 400 for a malformed id', async () => {
    await request(ctx.app).get(`/api/quotes/${randomUUID()}`).expect(404);
    await request(ctx.app).get('/api/quotes/not-a-uuid').expect(400);
  });

  it('hides a hidden price from guests', async () => {
    const answer = await requestQuote([{ id: hidden.id, sku: hidden.sku, quantity: 1 }]);
    const guest = QuoteSchema.parse((await request(ctx.app).get(`/api/quotes/${answer.uuid}`).set('x-buyer', 'guest').expect(200)).body);
    expect(guest.products[0]).toMatchObject({ price: null, hide_price: true });
    const customer = QuoteSchema.parse((await request(ctx.app).get(`/api/quotes/${answer.uuid}`).set('x-buyer', 'customer').expect(200)).body);
    expect(customer.products[0]!.price).not.toBeNull();
  });
});

describe('quote to cart', () => {
  it("creates the session's cart at the quote's quantities, once per quote and session", async () => {
    const [a, b] = [sellable[2]!, sellable[3]!];
    const { uuid } = await requestQuote([{ id: a.id, sku: a.sku, quantity: 4 }, { id: b.id, sku: b.sku, quantity: 2 }]);
    const sessionId = `session-${randomUUID()}`;
    const first = CartSchema.parse((await request(ctx.app).post(`/api/quotes/${uuid}/carts`).set('x-buyer', 'guest').send({ sessionId }).expect(200)).body);
    expect(first.products.map((p) => [p.product_id, p.quantity])).toEqual([[a.id, 4], [b.id, 2]]);
    const again = CartSchema.parse((await request(ctx.app).post(`/api/quotes/${uuid}/carts`).set('x-buyer', 'guest').send({ sessionId }).expect(200)).body);
    expect(again.id).toBe(first.id);
    expect(again.products.map((p) => p.quantity)).toEqual([4, 2]);
    const quote = QuoteSchema.parse((await request(ctx.app).get(`/api/quotes/${uuid}`).expect(200)).body);
    expect(quote).toMatchObject({ status: 'carted', cart_id: first.id });
  });

  it("adds to the session's existing cart", async () => {
    const [a, b] = [sellable[4]!, sellable[5]!];
    const sessionId = `session-${randomUUID()}`;
    const cart = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/${sessionId}`).send({ line_items: [{ product_id: a.id, quantity: 1 }] }).expect(201)).body);
    const { uuid } = await requestQuote([{ id: a.id, sku: a.sku, quantity: 2 }, { id: b.id, sku: b.sku, quantity: 3 }]);
    const after = CartSchema.parse((await request(ctx.app).post(`/api/quotes/${uuid}/carts`).send({ sessionId }).expect(200)).body);
    expect(after.id).toBe(cart.id);
    expect(after.products.map((p) => [p.product_id, p.quantity])).toEqual([[a.id, 3], [b.id, 3]]);
  });

  it('refuses a hidden-price product to a guest, writing nothing', async () => {
    const { uuid } = await requestQuote([{ id: hidden.id, sku: hidden.sku, quantity: 1 }]);
    const sessionId = `session-${randomUUID()}`;
    await request(ctx.app).post(`/api/quotes/${uuid}/carts`).set('x-buyer', 'guest').send({ sessionId }).expect(422);
    expect((await ctx.db.select({ n: count() }).from(carts).where(eq(carts.sessionId, sessionId)))[0]!.n).toBe(0);
    const quote = QuoteSchema.parse((await request(ctx.app).get(`/api/quotes/${uuid}`).expect(200)).body);
    expect(quote.status).toBe('requested');
  });

  it('answers 404 for an unknown quote and 400 for a malformed one', async () => {
    await request(ctx.app).post(`/api/quotes/${randomUUID()}/carts`).send({ sessionId: `session-${randomUUID()}` }).expect(404);
    await request(ctx.app).post('/api/quotes/nope/carts').send({}).expect(400);
  });
});

describe('quote from a cart (staff)', () => {
  it("makes a quote of a customer's cart, the contact from the customer", async () => {
    const [customer] = await ctx.db.select().from(customers).limit(1);
    const a = sellable[6]!;
    const cart = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/session-${randomUUID()}`)
      .send({ line_items: [{ product_id: a.id, quantity: 2 }], customer_id: customer!.id }).expect(201)).body);
    const quote = QuoteSchema.parse((await request(ctx.app).post('/api/quotes').send({ cartId: cart.id }).expect(201)).body);
    expect(quote).toMatchObject({ email: customer!.email.toLowerCase(), customer_id: customer!.id, status: 'requested' });
    expect(quote.products.map((p) => [p.id, p.quantity])).toEqual([[a.id, 2]]);
  });

  it('needs an email for a guest cart and a known cart', async () => {
    const a = sellable[7]!;
    const cart = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/session-${randomUUID()}`).send({ line_items: [{ product_id: a.id, quantity: 1 }] }).expect(201)).body);
    const before = await quoteCount();
    const res = await request(ctx.app).post('/api/quotes').send({ cartId: cart.id }).expect(422);
    expect(res.body.errors.email).toEqual(['Email is required.']);
    await request(ctx.app).post('/api/quotes').send({ cartId: randomUUID(), name: 'Pat', email: 'pat@example.com' }).expect(404);
    expect(await quoteCount()).toBe(before);
    const ok = await request(ctx.app).post('/api/quotes').send({ cartId: cart.id, name: 'Pat', email: 'pat@example.com' }).expect(201);
    expect(ok.body.products).toHaveLength(1);
    expect((await ctx.db.select({ n: count() }).from(cartLines).where(eq(cartLines.cartId, cart.id)))[0]!.n).toBe(1);
  });
});

describe('quoted prices in the cart (docs/decisions/0065)', () => {
  it('keeps the quote\'s price as the line\'s custom price when the catalogue price went up, until fewer units are asked for', async () => {
    const product = sellable[3]!;
    const { uuid } = await requestQuote([{ id: product.id, sku: product.sku, quantity: 2 }]);
    const raised = product.price + 500;
    await ctx.db.update(products).set({ price: raised }).where(eq(products.id, product.id));
    try {
      const sessionId = `session-${randomUUID()}`;
      const cart = CartSchema.parse((await request(ctx.app).post(`/api/quotes/${uuid}/carts`).set('x-buyer', 'guest').send({ sessionId }).expect(200)).body);
      const line = cart.products.find((p) => p.product_id === product.id)!;
      expect([line.price, line.custom_price, line.catalog_price]).toEqual([product.price / 100, product.price / 100, raised / 100]);
      expect(cart.cart_amount).toBeCloseTo((2 * product.price) / 100, 2);

      // More units keep the agreed price; fewer go back to the catalogue's.
      const more = CartSchema.parse((await request(ctx.app).put(`/api/v1/carts/${cart.id}/items/${line.id}`).send({ quantity: 3 }).expect(200)).body);
      expect(more.products.find((p) => p.id === line.id)?.custom_price).toBe(product.price / 100);
      const fewer = CartSchema.parse((await request(ctx.app).put(`/api/v1/carts/${cart.id}/items/${line.id}`).send({ quantity: 1 }).expect(200)).body);
      expect(fewer.products.find((p) => p.id === line.id)).toMatchObject({ price: raised / 100, custom_price: null });
    } finally {
      await ctx.db.update(products).set({ price: product.price }).where(eq(products.id, product.id));
    }
  });

  it('charges the catalogue price when it fell below the quote\'s, with no custom price', async () => {
    const product = sellable[4]!;
    const { uuid } = await requestQuote([{ id: product.id, sku: product.sku, quantity: 1 }]);
    await ctx.db.update(products).set({ price: product.price - 100 }).where(eq(products.id, product.id));
    try {
      const cart = CartSchema.parse((await request(ctx.app).post(`/api/quotes/${uuid}/carts`).set('x-buyer', 'guest').send({ sessionId: `session-${randomUUID()}` }).expect(200)).body);
      expect(cart.products.find((p) => p.product_id === product.id)).toMatchObject({ price: (product.price - 100) / 100, custom_price: null });
    } finally {
      await ctx.db.update(products).set({ price: product.price }).where(eq(products.id, product.id));
    }
  });
});

describe('prices agreed by staff (the admin site, docs/decisions/0071)', () => {
  const tokenOf = async (email: string, password: string) => (await request(ctx.app).post('/api/login').send({ email, password }).expect(200)).body.token as string;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it("sets a line's agreed price, which the cart charges and shows against the catalogue price; then the quote is closed to changes", async () => {
    const [product, other] = [sellable[5]!, sellable[6]!];
    const { uuid } = await requestQuote([{ id: product.id, sku: product.sku, quantity: 2 }, { id: other.id, sku: other.sku, quantity: 1 }]);
    const staff = await tokenOf('admin@example.com', TEST_STAFF_PASSWORD);
    const agreed = Math.round(product.price * 0.8);
    const quote = QuoteSchema.parse((await request(ctx.app).put(`/api/admin/quotes/${uuid}/prices`).set(bearer(staff))
      .send({ lines: [{ product_id: product.id, price: agreed / 100 }] }).expect(200)).body);
    expect(quote.products.map((p) => [p.id, p.price])).toEqual([[product.id, agreed / 100], [other.id, other.price / 100]]);

    const cart = CartSchema.parse((await request(ctx.app).post(`/api/quotes/${uuid}/carts`).set('x-buyer', 'guest').send({ sessionId: `session-${randomUUID()}` }).expect(200)).body);
    expect(cart.products.find((p) => p.product_id === product.id)).toMatchObject({ price: agreed / 100, custom_price: agreed / 100, catalog_price: product.price / 100 });
    expect(cart.products.find((p) => p.product_id === other.id)).toMatchObject({ price: other.price / 100, custom_price: null });

    const closed = await request(ctx.app).put(`/api/admin/quotes/${uuid}/prices`).set(bearer(staff)).send({ lines: [{ product_id: product.id, price: 1 }] }).expect(409);
    expect(closed.body.title).toBe('This quote is already in a cart: its prices can no longer change.');
  });

  it('is for staff only, for products on the quote and for prices above $0.00, writing nothing otherwise', async () => {
    const product = sellable[7]!;
    const { uuid } = await requestQuote([{ id: product.id, sku: product.sku, quantity: 1 }]);
    const staff = await tokenOf('admin@example.com', TEST_STAFF_PASSWORD);
    const shopper = await tokenOf('shopper@example.com', 'pool-demo-1');
    const body = { lines: [{ product_id: product.id, price: 1 }] };
    const refused = await request(ctx.app).put(`/api/admin/quotes/${uuid}/prices`).set(bearer(shopper)).send(body).expect(403);
    expect(refused.body.title).toBe('You do not have permission to do that.');
    await request(ctx.app).put(`/api/admin/quotes/${uuid}/prices`).set(bearer('not-a-token')).send(body).expect(401);
    await request(ctx.app).put(`/api/admin/quotes/${uuid}/prices`).send(body).expect(401);
    const notOn = await request(ctx.app).put(`/api/admin/quotes/${uuid}/prices`).set(bearer(staff)).send({ lines: [{ product_id: sellable[8]!.id, price: 1 }] }).expect(422);
    expect(notOn.body.errors.lines).toEqual([`Product ${sellable[8]!.id} is not on this quote.`]);
    await request(ctx.app).put(`/api/admin/quotes/${uuid}/prices`).set(bearer(staff)).send({ lines: [{ product_id: product.id, price: 0 }] }).expect(400);
    await request(ctx.app).put(`/api/admin/quotes/${randomUUID()}/prices`).set(bearer(staff)).send(body).expect(404);
    const unchanged = QuoteSchema.parse((await request(ctx.app).get(`/api/quotes/${uuid}`).expect(200)).body);
    expect(unchanged.products[0]!.price).toBe(product.price / 100);
  });
});
