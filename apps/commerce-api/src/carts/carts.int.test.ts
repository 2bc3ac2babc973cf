import { randomUUID } from 'node:crypto';
import { CartSchema } from '@pool/api-contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts, inventory, pricingTiers } from '../db/schema.js';
import { allProducts } from '../testing/queries.js';
import { useTestContext } from '../test/test-app.js';

const ctx = useTestContext();
/** In-stock products without pricing tiers, so cart_amount is plain price × quantity. */
let sellable: { id: number; price: number }[];
let outOfStock: number;
let backorderable: number;

beforeAll(async () => {
  const rows = await allProducts(ctx.db);
  sellable = rows.filter((r) => r.status === 'in' && !r.tiered).slice(0, 3);
  outOfStock = rows.find((r) => r.status === 'out' && !r.canBackorder)!.id;
  backorderable = rows.find((r) => r.status === 'backorder' && r.canBackorder)!.id;
});

const SESSION = 'session-abcdef-123';
/** A session of its own per created cart (one cart per session). */
const newSession = () => `session-${randomUUID()}`;
const MISSING = '00000000-0000-4000-8000-000000000000';

async function createCart(lineItems: { product_id: number; quantity: number }[]) {
  const res = await request(ctx.app).post(`/api/v1/carts/${newSession()}`).send({ line_items: lineItems }).expect(201);
  return CartSchema.parse(res.body);
}

async function lineCount(cartId?: string): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(cartLines).where(cartId ? eq(cartLines.cartId, cartId) : undefined);
  return row?.n ?? 0;
}

describe('cart lifecycle', () => {
  it('creates a cart with its first lines and answers it on GET', async () => {
    const [a, b] = sellable;
    const cart = await createCart([{ product_id: a!.id, quantity: 2 }, { product_id: b!.id, quantity: 1 }]);
    expect(cart.products.map((l) => [l.product_id, l.quantity])).toEqual([[a!.id, 2], [b!.id, 1]]);
    expect(cart.cart_amount).toBeCloseTo((a!.price * 2 + b!.price) / 100, 2);
    expect(cart.customer_id).toBeNull();
    const got = CartSchema.parse((await request(ctx.app).get(`/api/v1/carts/${cart.id}`).expect(200)).body);
    expect(got).toEqual(cart);
    const line = got.products[0]!;
    expect(line.image_url).toBe(`/images/products/${line.sku}.svg`);
    expect(line.product_view.title).toBeTruthy();
  });

  it("answers the cart's storefront addresses: its checkout loads this cart (also the cart's redirect_urls)", async () => {
    const cart = await createCart([{ product_id: sellable[0]!.id, quantity: 1 }]);
    const res = await request(ctx.app).get(`/api/v1/carts/${cart.id}/urls`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toEqual({
      cart_url: 'http://localhost:3000/cart',
      checkout_url: `http://localhost:3000/checkout?load=${cart.id}`,
      embedded_checkout_url: `http://localhost:3000/checkout?load=${cart.id}`,
    });
    expect(cart.redirect_urls.embedded_checkout_url).toBe(res.body.data.embedded_checkout_url);
    await request(ctx.app).get(`/api/v1/carts/${MISSING}/urls`).expect(404);
    await request(ctx.app).get('/api/v1/carts/not-a-uuid/urls').expect(400);
  });

  it('merges repeated products of the create payload into one line', async () => {
    const cart = await createCart([{ product_id: sellable[0]!.id, quantity: 2 }, { product_id: sellable[0]!.id, quantity: 3 }]);
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]!.quantity).toBe(5);
  });

  it('adds an item, and adding the same product again increases its quantity', async () => {
    const [a, b] = sellable;
    const cart = await createCart([{ product_id: a!.id, quantity: 1 }]);
    let res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: b!.id, quantity: 2 }).expect(200);
    expect(CartSchema.parse(res.body).products).toHaveLength(2);
    res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: a!.id, quantity: 4 }).expect(200);
    const updated = CartSchema.parse(res.body);
    expect(updated.products).toHaveLength(2);
    expect(updated.products.find((l) => l.product_id === a!.id)?.quantity).toBe(5);
    expect(updated.cart_amount).toBeCloseTo((a!.price * 5 + b!.price * 2) / 100, 2);
  });

  it('updates a line quantity and deletes a line', async () => {
    const [a, b] = sellable;
    const cart = await createCart([{ product_id: a!.id, quantity: 1 }, { product_id: b!.id, quantity: 1 }]);
    const lineA = cart.products.find((l) => l.product_id === a!.id)!;
    let res = await request(ctx.app).put(`/api/v1/carts/${cart.id}/items/${lineA.id}`).send({ product_id: a!.id, quantity: 7 }).expect(200);
    expect(CartSchema.parse(res.body).products.find((l) => l.id === lineA.id)?.quantity).toBe(7);
    res = await request(ctx.app).delete(`/api/v1/carts/${cart.id}/items/${lineA.id}`).expect(200);
    const after = CartSchema.parse(res.body);
    expect(after.products.map((l) => l.product_id)).toEqual([b!.id]);
    expect(after.cart_amount).toBeCloseTo(b!.price / 100, 2);
  });

  it('applies pricing tiers to the line price and the cart amount', async () => {
    const [tier] = await ctx.db.select().from(pricingTiers).where(eq(pricingTiers.minQuantity, 12)).limit(1);
    if (!tier) return expect.fail('the seed has tiered products');
    const [stock] = await ctx.db.select().from(inventory).where(eq(inventory.productId, tier.productId));
    if (stock?.status === 'out' && !stock.canBackorder) return;
    const cart = await createCart([{ product_id: tier.productId, quantity: 12 }]);
    expect(cart.products[0]!.price).toBe(tier.price / 100);
    expect(cart.cart_amount).toBeCloseTo((tier.price * 12) / 100, 2);
  });
});

describe('cart rules', () => {
  it('caps the total quantity of a product at 500 with a 422 and leaves the line unchanged', async () => {
    const a = sellable[0]!;
    const cart = await createCart([{ product_id: a.id, quantity: 300 }]);
    const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: a.id, quantity: 201 }).expect(422);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.title).toMatch(/at most 500/);
    const [line] = await ctx.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
    expect(line?.quantity).toBe(300);
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: a.id, quantity: 200 }).expect(200);
    await request(ctx.app).post(`/api/v1/carts/${SESSION}`).send({ line_items: [{ product_id: a.id, quantity: 250 }, { product_id: a.id, quantity: 251 }] }).expect(422);
  });

  it('refuses an out-of-stock product that cannot be backordered, but accepts a backorderable one', async () => {
    const cart = await createCart([{ product_id: sellable[0]!.id, quantity: 1 }]);
    const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: outOfStock, quantity: 1 }).expect(422);
    expect(res.body.title).toBe('Product is out of stock');
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: backorderable, quantity: 1 }).expect(200);
  });

  it('answers 422 Unknown product for a product id that does not exist', async () => {
    const res = await request(ctx.app).post(`/api/v1/carts/${SESSION}`).send({ line_items: [{ product_id: 99_999_999, quantity: 1 }] }).expect(422);
    expect(res.body).toMatchObject({ status: 422, title: 'Unknown product' });
    expect(res.body.errors.product_id).toHaveLength(1);
  });

  it('answers 422 for product and customer ids beyond the integer range, which used to be a 500 (Postgres refused the parameter)', async () => {
    for (const id of [2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER]) {
      const unknownProduct = await request(ctx.app).post(`/api/v1/carts/${SESSION}`).send({ line_items: [{ product_id: id, quantity: 1 }] });
      expect(unknownProduct.status, String(id)).toBe(422);
      expect(unknownProduct.body).toMatchObject({ title: 'Unknown product' });
      const unknownCustomer = await request(ctx.app).post(`/api/v1/carts/${SESSION}`)
        .send({ line_items: [{ product_id: sellable[0]!.id, quantity: 1 }], customer_id: id });
      expect(unknownCustomer.body).toMatchObject({ status: 422, title: 'Unknown customer' });
    }
    const cart = await createCart([{ product_id: sellable[0]!.id, quantity: 1 }]);
    const added = await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: 2 ** 31, quantity: 1 });
    expect(added.body).toMatchObject({ status: 422, title: 'Unknown product' });
    const byCustomer = await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: sellable[0]!.id, quantity: 1, customer_id: 2 ** 31 });
    expect(byCustomer.body).toMatchObject({ status: 422, title: 'Unknown customer' });
    expect(await lineCount(cart.id)).toBe(1);
  });

  it('answers 404 for an unknown cart or line', async () => {
    await request(ctx.app).get(`/api/v1/carts/${MISSING}`).expect(404);
    await request(ctx.app).post(`/api/v1/carts/${MISSING}/items`).send({ product_id: sellable[0]!.id, quantity: 1 }).expect(404);
    const cart = await createCart([{ product_id: sellable[0]!.id, quantity: 1 }]);
    await request(ctx.app).put(`/api/v1/carts/${cart.id}/items/${MISSING}`).send({ quantity: 2 }).expect(404);
    await request(ctx.app).delete(`/api/v1/carts/${cart.id}/items/${MISSING}`).expect(404);
    // A line of another cart is not a line of this cart.
    const other = await createCart([{ product_id: sellable[1]!.id, quantity: 1 }]);
    await request(ctx.app).delete(`/api/v1/carts/${cart.id}/items/${other.products[0]!.id}`).expect(404);
  });

  it('answers 400 with an errors map for a malformed body or id', async () => {
    const cart = await createCart([{ product_id: sellable[0]!.id, quantity: 1 }]);
    let res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: sellable[0]!.id, quantity: 0 }).expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.errors.quantity).toEqual(['quantity must be at least 1']);
    res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: 'abc', quantity: 'x' }).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['product_id', 'quantity']);
    res = await request(ctx.app).get('/api/v1/carts/not-a-uuid').expect(400);
    expect(res.body.errors.cartId).toEqual(['cart id must be a uuid']);
    res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).set('content-type', 'application/json').send('{"product_id": 1,').expect(400);
    expect(res.body.title).toBe('Bad Request');
  });

  it('answers 413 problem+json for a body over 100kb', async () => {
    const huge = { line_items: [{ product_id: 1, quantity: 1 }], custom_items: [{ sku: 'x'.repeat(120_000), quantity: 1 }] };
    const res = await request(ctx.app).post(`/api/v1/carts/${SESSION}`).send(huge).expect(413);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.status).toBe(413);
  });

  it('writes nothing when a create fails half-way (one good line, one unknown product)', async () => {
    const before = { carts: (await ctx.db.select({ n: count() }).from(carts))[0]!.n, lines: await lineCount() };
    await request(ctx.app).post(`/api/v1/carts/session-half-written`)
      .send({ line_items: [{ product_id: sellable[0]!.id, quantity: 1 }, { product_id: outOfStock, quantity: 1 }] })
      .expect(422);
    expect((await ctx.db.select({ n: count() }).from(carts))[0]!.n).toBe(before.carts);
    expect(await lineCount()).toBe(before.lines);
    expect(await ctx.db.select().from(carts).where(eq(carts.sessionId, 'session-half-written'))).toEqual([]);
  });

  it('leaves the cart untouched after a refused add, and creates no cart for an unknown customer', async () => {
    const cart = await createCart([{ product_id: sellable[0]!.id, quantity: 1 }]);
    const before = await ctx.db.select().from(carts).where(eq(carts.id, cart.id));
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: outOfStock, quantity: 1 }).expect(422);
    const after = await ctx.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(after[0]!.updatedAt.getTime()).toBe(before[0]!.updatedAt.getTime());
    expect(await ctx.db.select().from(cartLines).where(and(eq(cartLines.cartId, cart.id), inArray(cartLines.productId, [outOfStock])))).toEqual([]);
    await request(ctx.app).post('/api/v1/carts/session-unknown-customer')
      .send({ line_items: [{ product_id: sellable[0]!.id, quantity: 1 }], customer_id: 987654 }).expect(422);
    expect(await ctx.db.select().from(carts).where(eq(carts.sessionId, 'session-unknown-customer'))).toEqual([]);
  });
});

describe('one cart per session, idempotent adds, no lost updates', () => {
  const add = (cartId: string, productId: number, quantity: number, key?: string) => {
    const req = request(ctx.app).post(`/api/v1/carts/${cartId}/items`);
    if (key) req.set('idempotency-key', key);
    return req.send({ product_id: productId, quantity, customer_id: null });
  };

  it('answers two first adds of one session with one cart holding both', async () => {
    const session = newSession();
    const [a, b] = sellable;
    const answers = await Promise.all([a!, b!].map((product) =>
      request(ctx.app).post(`/api/v1/carts/${session}`).send({ line_items: [{ product_id: product.id, quantity: 1 }] })));
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    expect(answers[0]!.body.id).toBe(answers[1]!.body.id);
    const stored = await ctx.db.select().from(carts).where(eq(carts.sessionId, session));
    expect(stored).toHaveLength(1);
    expect(await lineCount(stored[0]!.id)).toBe(2);
  });

  it('loses no update when 50 adds of one product and 20 of different products run at once', async () => {
    const cart = await createCart([{ product_id: sellable[0]!.id, quantity: 1 }]);
    const same = Array.from({ length: 50 }, () => add(cart.id, sellable[1]!.id, 2));
    const different = sellable.slice(0, 3).flatMap((product) => Array.from({ length: 7 }, () => add(cart.id, product.id, 1))).slice(0, 20);
    const answers = await Promise.all([...same, ...different]);
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const final = CartSchema.parse((await request(ctx.app).get(`/api/v1/carts/${cart.id}`).expect(200)).body);
    const quantityOf = (id: number) => final.products.find((line) => line.product_id === id)?.quantity;
    // sellable[0]: 1 + 7, sellable[1]: 50 × 2 + 7, sellable[2]: 6 (20 different adds: 7, 7, 6).
    expect(quantityOf(sellable[0]!.id)).toBe(8);
    expect(quantityOf(sellable[1]!.id)).toBe(107);
    expect(quantityOf(sellable[2]!.id)).toBe(6);
  });

  it('replays the first answer for a repeated idempotency key, once, even when sent at once', async () => {
    const cart = await createCart([{ product_id: sellable[0]!.id, quantity: 1 }]);
    const key = `add-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(cart.id, sellable[1]!.id, 3, key)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    for (const res of answers) expect(res.body).toEqual(answers[0]!.body);
    const final = CartSchema.parse((await request(ctx.app).get(`/api/v1/carts/${cart.id}`).expect(200)).body);
    expect(final.products.find((line) => line.product_id === sellable[1]!.id)?.quantity).toBe(3);
    // A retry that finds the cart created by its first attempt (the BFF then adds instead of creating).
    const session = newSession();
    const createKey = `create-${randomUUID()}`;
    const created = await request(ctx.app).post(`/api/v1/carts/${session}`).set('idempotency-key', createKey)
      .send({ line_items: [{ product_id: sellable[2]!.id, quantity: 2 }], customer_id: null }).expect(201);
    const retried = await add(created.body.id, sellable[2]!.id, 2, createKey).expect(200);
    expect(retried.body).toEqual(created.body);
    expect(retried.body.products[0].quantity).toBe(2);
  });

  it('refuses a key reused for another request, and a malformed key, without writing', async () => {
    const cart = await createCart([{ product_id: sellable[0]!.id, quantity: 1 }]);
    const key = `add-${randomUUID()}`;
    await add(cart.id, sellable[1]!.id, 1, key).expect(200);
    const reused = await add(cart.id, sellable[1]!.id, 5, key).expect(422);
    expect(reused.body.title).toBe('This Idempotency-Key was used for a different request.');
    const malformed = await add(cart.id, sellable[1]!.id, 1, 'short').expect(400);
    expect(JSON.stringify(malformed.body)).toContain('idempotency-key');
    const final = CartSchema.parse((await request(ctx.app).get(`/api/v1/carts/${cart.id}`).expect(200)).body);
    expect(final.products.find((line) => line.product_id === sellable[1]!.id)?.quantity).toBe(1);
  });

  it('stores no key for a refused add, so a corrected retry is not blocked', async () => {
    const cart = await createCart([{ product_id: sellable[0]!.id, quantity: 1 }]);
    const key = `add-${randomUUID()}`;
    await add(cart.id, outOfStock, 1, key).expect(422);
    await add(cart.id, sellable[1]!.id, 1, key).expect(200);
  });
});
