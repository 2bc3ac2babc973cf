import { randomUUID } from 'node:crypto';
import { CartSchema, RelatedProductSchema } from '@pool/api-contract';
import { and, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartCoupons, cartLines, coupons, customers } from '../db/schema.js';
import { allProducts } from '../testing/queries.js';
import { useTestContext } from '../test/test-app.js';

const ctx = useTestContext();
/** In-stock products without tiers, hide_price or non-MAP pricing: cart_amount is price × quantity. */
let plain: { id: number; price: number }[];
let nonMap: { id: number; price: number; nonMapPrice: number };
let customerId: number;

beforeAll(async () => {
  const rows = await allProducts(ctx.db);
  plain = rows.filter((r) => r.status === 'in' && !r.tiered && !r.hidePrice && !r.allowNonMapPricing);
  const found = rows.find((r) => r.status === 'in' && !r.tiered && !r.hidePrice && r.allowNonMapPricing && r.nonMapPrice !== null && r.nonMapPrice < r.price);
  nonMap = { id: found!.id, price: found!.price, nonMapPrice: found!.nonMapPrice! };
  customerId = (await ctx.db.select({ id: customers.id }).from(customers).limit(1))[0]!.id;
}, 60_000);

async function createCart(lineItems: { product_id: number; quantity: number }[], headers: Record<string, string> = {}, customer: number | null = null) {
  const res = await request(ctx.app).post(`/api/v1/carts/session-${randomUUID()}`).set(headers).send({ line_items: lineItems, customer_id: customer }).expect(201);
  return CartSchema.parse(res.body);
}

/** A cart of `plain[index]` worth at least `cents`. */
async function cartWorth(cents: number, index = 0) {
  const product = plain[index]!;
  return createCart([{ product_id: product.id, quantity: Math.max(1, Math.ceil(cents / product.price)) }]);
}

const couponRows = async (cartId: string) => (await ctx.db.select({ n: count() }).from(cartCoupons).where(eq(cartCoupons.cartId, cartId)))[0]!.n;

describe('coupons', () => {
  it('applies a percent coupon in any case and takes it off the total, keeping cart_amount the subtotal', async () => {
    const cart = await cartWorth(4000);
    const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: 'splash10' }).expect(200);
    const after = CartSchema.parse(res.body);
    expect(after.cart_amount).toBe(cart.cart_amount);
    expect(after.coupons).toEqual([expect.objectContaining({ code: 'SPLASH10', coupon_type: 'percent' })]);
    expect(after.discount_amount).toBeCloseTo(Math.round(cart.cart_amount * 10) / 100, 2);
    expect(after.total_amount).toBeCloseTo(after.cart_amount - after.discount_amount, 2);
    expect(Date.parse(after.coupons[0]!.active_until) - ctx.clock.now.getTime()).toBe(72 * 3600_000);
    // The GET answers the same.
    expect(CartSchema.parse((await request(ctx.app).get(`/api/v1/carts/${cart.id}`).expect(200)).body)).toEqual(after);
  });

  it('takes a fixed amount off above its minimum and makes shipping free with FREESHIP', async () => {
    const cart = await cartWorth(3000, 1);
    const saved = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: 'SAVE5' }).expect(200)).body);
    expect(saved.discount_amount).toBe(5);
    expect(saved.free_shipping).toBe(false);
    const both = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: 'FREESHIP' }).expect(200)).body);
    expect(both.coupons.map((c) => c.coupon_type)).toEqual(['fixed', 'free_shipping']);
    expect(both.free_shipping).toBe(true);
    expect(both.discount_amount).toBe(5);
  });

  it.each([
    ['NOPE-NOT-A-COUPON', 'Unknown coupon'],
    ['SUMMER2024', 'This coupon has expired'],
    ['BIGSPLASH20', 'This coupon needs a subtotal of at least $150.00'],
  ])('refuses %s with a 422 titled %j and writes nothing', async (code, title) => {
    const cart = await createCart([{ product_id: plain.find((p) => p.price < 15000)!.id, quantity: 1 }]);
    const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: code }).expect(422);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.title).toBe(title);
    expect(await couponRows(cart.id)).toBe(0);
  });

  it('refuses SAVE5 below its $25 minimum', async () => {
    const cart = await createCart([{ product_id: plain.find((p) => p.price < 2500)!.id, quantity: 1 }]);
    const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: 'SAVE5' }).expect(422);
    expect(res.body.title).toBe('This coupon needs a subtotal of at least $25.00');
  });

  it('asks for a coupon code (400) and answers 404 for an unknown cart', async () => {
    const cart = await cartWorth(3000);
    const empty = await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: '  ' }).expect(400);
    expect(JSON.stringify(empty.body)).toContain('Coupon and cart id are required');
    await request(ctx.app).post(`/api/v1/carts/${randomUUID()}/coupons`).send({ coupon: 'SPLASH10' }).expect(404);
  });

  it('removes a coupon by code and answers 404 for one the cart does not hold', async () => {
    const cart = await cartWorth(3000);
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: 'SPLASH10' }).expect(200);
    const removed = CartSchema.parse((await request(ctx.app).delete(`/api/v1/carts/${cart.id}/coupons`).query({ coupon: 'Splash10' }).expect(200)).body);
    expect(removed.coupons).toEqual([]);
    expect(removed.discount_amount).toBe(0);
    expect(removed.total_amount).toBe(removed.cart_amount);
    await request(ctx.app).delete(`/api/v1/carts/${cart.id}/coupons`).query({ coupon: 'SPLASH10' }).expect(404);
  });

  it('refuses a second discount coupon, percent or fixed, with the reason, and keeps the first', async () => {
    const cart = await cartWorth(16000);
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: 'SPLASH10' }).expect(200);
    for (const code of ['BIGSPLASH20', 'SAVE5']) {
      const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: code }).expect(422);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body.title).toBe(`Only one discount coupon per order: this cart already has SPLASH10. Remove it to use ${code}.`);
      expect(res.body.errors.coupon).toEqual([res.body.title]);
    }
    const after = CartSchema.parse((await request(ctx.app).get(`/api/v1/carts/${cart.id}`).expect(200)).body);
    expect(after.coupons.map((c) => c.code)).toEqual(['SPLASH10']);
    expect(after.discount_amount).toBeCloseTo(Math.round(cart.cart_amount * 10) / 100, 2);
    // The same coupon again only restarts its 72 hours.
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: 'splash10' }).expect(200);
    expect(await couponRows(cart.id)).toBe(1);
  });

  it('refuses a second free-shipping coupon, and takes a discount after an expired one of its kind', async () => {
    await ctx.db.insert(coupons).values({ code: 'SHIPFREE-TEST', type: 'free_shipping', value: 0 }).onConflictDoNothing();
    const cart = await cartWorth(3000);
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: 'FREESHIP' }).expect(200);
    const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: 'SHIPFREE-TEST' }).expect(422);
    expect(res.body.title).toBe('Only one free-shipping coupon per order: this cart already has FREESHIP. Remove it to use SHIPFREE-TEST.');
    // A discount coupon whose 72 hours are over no longer holds the place.
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: 'SPLASH10' }).expect(200);
    await ctx.db.update(cartCoupons).set({ addedAt: new Date(ctx.clock.now.getTime() - 73 * 3600_000) }).where(eq(cartCoupons.cartId, cart.id));
    const fresh = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: 'SAVE5' }).expect(200)).body);
    expect(fresh.coupons.map((c) => c.code)).toEqual(['SAVE5']);
  });

  it('stops counting a coupon 72 hours after it was added', async () => {
    const cart = await cartWorth(3000);
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: 'SPLASH10' }).expect(200);
    await ctx.db.update(cartCoupons).set({ addedAt: new Date(ctx.clock.now.getTime() - 72 * 3600_000 - 1000) }).where(eq(cartCoupons.cartId, cart.id));
    const later = CartSchema.parse((await request(ctx.app).get(`/api/v1/carts/${cart.id}`).expect(200)).body);
    expect(later.coupons).toEqual([]);
    expect(later.discount_amount).toBe(0);
  });
});

describe('one pricing rule in the cart', () => {
  it('charges a signed-in buyer the non-MAP price and a guest the regular price', async () => {
    const guest = await createCart([{ product_id: nonMap.id, quantity: 1 }], { 'x-buyer': 'guest' });
    expect(guest.products[0]!.price).toBe(nonMap.price / 100);
    const signedIn = await createCart([{ product_id: nonMap.id, quantity: 1 }], { 'x-buyer': 'customer' });
    expect(signedIn.products[0]!.price).toBe(nonMap.nonMapPrice / 100);
    expect(signedIn.cart_amount).toBe(nonMap.nonMapPrice / 100);
    // The same cart read for a guest is priced for a guest.
    const reread = CartSchema.parse((await request(ctx.app).get(`/api/v1/carts/${signedIn.id}`).set('x-buyer', 'guest').expect(200)).body);
    expect(reread.products[0]!.price).toBe(nonMap.price / 100);
  });

  it("prices a customer's cart for a customer when the caller does not say", async () => {
    const cart = await createCart([{ product_id: nonMap.id, quantity: 1 }], {}, customerId);
    expect(cart.products[0]!.price).toBe(nonMap.nonMapPrice / 100);
  });
});

describe('quantity 501', () => {
  it('is refused with a 4xx problem and changes nothing', async () => {
    const cart = await createCart([{ product_id: plain[0]!.id, quantity: 2 }]);
    const line = cart.products[0]!;
    const res = await request(ctx.app).put(`/api/v1/carts/${cart.id}/items/${line.id}`).send({ quantity: 501 });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const add = await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: plain[0]!.id, quantity: 499 });
    expect(add.status).toBe(422);
    const [row] = await ctx.db.select({ quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.id, line.id));
    expect(row!.quantity).toBe(2);
  });
});

describe('related products', () => {
  it('answers products sharing categories with the cart, none of them in it', async () => {
    const cart = await createCart([{ product_id: plain[0]!.id, quantity: 1 }, { product_id: plain[1]!.id, quantity: 1 }]);
    const res = await request(ctx.app).get(`/api/v1/carts/${cart.id}/related-products`).expect(200);
    const related = res.body.data.map((r: unknown) => RelatedProductSchema.parse(r));
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(6);
    const inCart = new Set(cart.products.map((l) => l.product_id));
    for (const product of related) expect(inCart.has(product.id)).toBe(false);
    await request(ctx.app).get(`/api/v1/carts/${randomUUID()}/related-products`).expect(404);
  });
});

describe('concurrency', () => {
  it('loses none of 20 parallel adds of different products to one cart', async () => {
    const cart = await createCart([{ product_id: plain[0]!.id, quantity: 1 }]);
    const others = plain.slice(1, 21);
    expect(others).toHaveLength(20);
    const answers = await Promise.all(others.map((p) => request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: p.id, quantity: 2 })));
    expect(answers.map((a) => a.status)).toEqual(others.map(() => 200));
    const lines = await ctx.db.select({ productId: cartLines.productId, quantity: cartLines.quantity }).from(cartLines)
      .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.isSubscription, false)));
    expect(lines).toHaveLength(21);
    for (const p of others) expect(lines.find((l) => l.productId === p.id)?.quantity).toBe(2);
    const final = CartSchema.parse((await request(ctx.app).get(`/api/v1/carts/${cart.id}`).expect(200)).body);
    expect(final.cart_amount).toBeCloseTo((plain[0]!.price + others.reduce((sum, p) => sum + p.price * 2, 0)) / 100, 2);
  });
});

