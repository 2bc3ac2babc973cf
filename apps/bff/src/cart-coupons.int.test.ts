import { CartViewSchema, RelatedProductsViewSchema } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_STAFF_PASSWORD, type ProductRow } from '@pool/commerce-api/testing';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 120 } });

/** In-stock products without tiers, hide_price or non-MAP prices, cheapest first. */
let plain: ProductRow[];
let nonMap: { id: number; price: number; nonMapPrice: number; handle: string };

async function signIn(email: string, password: string): Promise<string> {
  const res = await request(stack.bff).post('/v1/session/login').send({ email, password });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

const view = (res: request.Response) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return CartViewSchema.parse(res.body);
};

beforeAll(async () => {
  const rows = (await stack.commerce.products()).sort((a, b) => a.price - b.price || a.id - b.id);
  const usable = rows.filter((r) => r.status === 'in' && r.level >= 5 && !r.tiered && !r.hidePrice);
  plain = usable.filter((r) => !r.allowNonMapPricing);
  // One product with a special non-MAP price for signed-in customers (15% off), as the seed makes some.
  const chosen = plain.pop()!;
  nonMap = { id: chosen.id, price: chosen.price, nonMapPrice: Math.round(chosen.price * 0.85), handle: chosen.handle };
  await stack.commerce.setNonMapPrice(nonMap.id, nonMap.nonMapPrice);
}, 60_000);

/** A new guest session whose cart holds `product` × quantity. */
async function guestCart(productId = plain[plain.length - 1]!.id, quantity = 1) {
  const res = await request(stack.bff).post('/v1/cart/items').send({ productId, quantity });
  return { cookie: sessionCookie(res), cart: view(res) };
}

describe('coupons through the BFF (real commerce-api)', () => {
  it('applies a good coupon: the discount lowers the total, the subtotal stays', async () => {
    const { cookie, cart } = await guestCart();
    const applied = view(await request(stack.bff).post('/v1/cart/coupons').set('cookie', cookie).send({ coupon: 'splash10' }));
    expect(applied.coupons).toEqual([{ code: 'SPLASH10', type: 'percent', discount: Math.round(cart.subtotal / 10) }]);
    expect(applied.subtotal).toBe(cart.subtotal);
    expect(applied.total).toBe(cart.subtotal - applied.discount);
    expect(applied.couponActiveUntil).not.toBeNull();
    // Read again, the cart still has it.
    expect(view(await request(stack.bff).get('/v1/cart').set('cookie', cookie)).discount).toBe(applied.discount);
  });

  it('refuses an unknown coupon with a 422 problem and changes nothing', async () => {
    const { cookie, cart } = await guestCart();
    const res = await request(stack.bff).post('/v1/cart/coupons').set('cookie', cookie).send({ coupon: 'NOT-A-COUPON' });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.title).toBe('Unknown coupon');
    expect(view(await request(stack.bff).get('/v1/cart').set('cookie', cookie))).toEqual(cart);
  });

  it("asks for a code: 'Coupon and cart id are required'", async () => {
    const { cookie } = await guestCart();
    const res = await request(stack.bff).post('/v1/cart/coupons').set('cookie', cookie).send({ coupon: '   ' });
    expect(res.status).toBe(422);
    expect(res.body.title).toBe('Coupon and cart id are required');
  });

  it('makes shipping free with FREESHIP whatever the amount', async () => {
    const { cookie, cart } = await guestCart(plain[0]!.id, 1);
    expect(cart.freeShipping.kind).toBe('progress');
    const applied = view(await request(stack.bff).post('/v1/cart/coupons').set('cookie', cookie).send({ coupon: 'FREESHIP' }));
    expect(applied.freeShipping).toEqual({ kind: 'free', message: 'You get Free Shipping!' });
    expect(applied.discount).toBe(0);
  });

  it('removes a coupon', async () => {
    const { cookie } = await guestCart();
    await request(stack.bff).post('/v1/cart/coupons').set('cookie', cookie).send({ coupon: 'SPLASH10' }).expect(200);
    const removed = view(await request(stack.bff).delete('/v1/cart/coupons').query({ coupon: 'SPLASH10' }).set('cookie', cookie));
    expect(removed.coupons).toEqual([]);
    expect(removed.total).toBe(removed.subtotal);
  });

  it('stages a coupon entered before the cart exists and applies it when the first add creates the cart', async () => {
    const staged = await request(stack.bff).post('/v1/cart/coupons').send({ coupon: 'SPLASH10' });
    const body = view(staged);
    expect(body).toMatchObject({ lines: [], stagedCoupon: 'SPLASH10', coupons: [] });
    const cookie = sessionCookie(staged);
    const added = view(await request(stack.bff).post('/v1/cart/items').set('cookie', cookie).send({ productId: plain[plain.length - 1]!.id, quantity: 1 }));
    expect(added.stagedCoupon).toBeNull();
    expect(added.coupons.map((c) => c.code)).toEqual(['SPLASH10']);
    expect(added.discount).toBeGreaterThan(0);
  });

  it('drops a staged coupon the new cart does not qualify for, and says why on that answer', async () => {
    const staged = await request(stack.bff).post('/v1/cart/coupons').send({ coupon: 'SAVE5' });
    const cookie = sessionCookie(staged);
    const cheap = plain.find((p) => p.price < 2500)!;
    const added = view(await request(stack.bff).post('/v1/cart/items').set('cookie', cookie).send({ productId: cheap.id, quantity: 1 }));
    expect(added.lines).toHaveLength(1);
    expect(added.coupons).toEqual([]);
    expect(added.stagedCoupon).toBeNull();
    expect(added.stagedCouponRefused).toBe('This coupon needs a subtotal of at least $25.00');
    expect(view(await request(stack.bff).get('/v1/cart').set('cookie', cookie)).stagedCouponRefused).toBeUndefined();
  });

  it('unstages a staged coupon on remove', async () => {
    const staged = await request(stack.bff).post('/v1/cart/coupons').send({ coupon: 'FREESHIP' });
    const cookie = sessionCookie(staged);
    const removed = view(await request(stack.bff).delete('/v1/cart/coupons').query({ coupon: 'freeship' }).set('cookie', cookie));
    expect(removed.stagedCoupon).toBeNull();
  });

  it("never reaches another shopper's cart: a second session's coupon goes to its own (staged) cart", async () => {
    const a = await guestCart();
    const other = await request(stack.bff).post('/v1/cart/coupons').send({ coupon: 'SPLASH10' });
    expect(view(other)).toMatchObject({ lines: [], stagedCoupon: 'SPLASH10' });
    const otherCookie = sessionCookie(other);
    // The other session removing coupons or lines touches nothing of A's.
    await request(stack.bff).post('/v1/cart/coupons').set('cookie', a.cookie).send({ coupon: 'SAVE5' });
    const removeForeign = await request(stack.bff).delete('/v1/cart/coupons').query({ coupon: 'SAVE5' }).set('cookie', otherCookie);
    expect(removeForeign.status).toBe(404);
    const foreignLine = await request(stack.bff).patch(`/v1/cart/items/${a.cart.lines[0]!.id}`).set('cookie', otherCookie).send({ quantity: 3 });
    expect(foreignLine.status).toBe(404);
    const mine = view(await request(stack.bff).get('/v1/cart').set('cookie', a.cookie));
    expect(mine.coupons.map((c) => c.code)).toEqual(['SAVE5']);
    expect(mine.lines[0]!.quantity).toBe(1);
  });
});

describe('one pricing rule: the cart charges what the product page shows', () => {
  it("gives a signed-in customer's cart line the non-MAP price and a guest's the regular price", async () => {
    const guest = view(await request(stack.bff).post('/v1/cart/items').send({ productId: nonMap.id, quantity: 1 }));
    expect(guest.lines[0]!.unitPrice).toBe(nonMap.price);
    const cookie = await signIn('shopper@example.com', 'pool-demo-1');
    const signedIn = view(await request(stack.bff).post('/v1/cart/items').set('cookie', cookie).send({ productId: nonMap.id, quantity: 1 }));
    const line = signedIn.lines.find((l) => l.productId === nonMap.id)!;
    expect(line.unitPrice).toBe(nonMap.nonMapPrice);
    expect(line.lineTotal).toBe(nonMap.nonMapPrice * line.quantity);
    // And the product page says the same to each of them.
    const pageFor = async (cookieHeader?: string) => {
      const req = request(stack.bff).get('/v1/page').query({ path: `/${nonMap.handle}.html` });
      const res = await (cookieHeader ? req.set('cookie', cookieHeader) : req);
      expect(res.status).toBe(200);
      return res.body.page.product.price as { visibility: string; price: number };
    };
    expect((await pageFor(cookie)).price).toBe(line.unitPrice);
    expect((await pageFor()).price).toBe(guest.lines[0]!.unitPrice);
  });

  it("attaches the customer's id to a customer's new cart and none to a staff member's (spec 3)", async () => {
    const accounts = await stack.commerce.customers();
    const shopper = accounts.find((a) => a.email === 'shopper@example.com');
    const admin = accounts.find((a) => a.email === 'admin@example.com');
    const before = new Set((await stack.commerce.carts()).map((r) => r.id));
    const adminCookie = await signIn('admin@example.com', TEST_STAFF_PASSWORD);
    const staffCart = view(await request(stack.bff).post('/v1/cart/items').set('cookie', adminCookie).send({ productId: nonMap.id, quantity: 1 }));
    // Staff is signed in: priced like the product page shows them (non-MAP).
    expect(staffCart.lines[0]!.unitPrice).toBe(nonMap.nonMapPrice);
    const all = await stack.commerce.carts();
    expect(all.filter((r) => !before.has(r.id))).toEqual([{ id: expect.any(String), customerId: null }]);
    expect(all.filter((r) => r.customerId === admin!.id)).toEqual([]);
    // The customer's cart of the test before carries the customer's id.
    expect(all.filter((r) => r.customerId === shopper!.id).length).toBeGreaterThan(0);
  });
});

describe('bad input and concurrency through the BFF', () => {
  it('refuses an add of 501 with a 4xx problem and changes nothing', async () => {
    const { cookie, cart } = await guestCart();
    const res = await request(stack.bff).post('/v1/cart/items').set('cookie', cookie).send({ productId: plain[0]!.id, quantity: 501 });
    expect(res.status).toBe(400);
    expect(view(await request(stack.bff).get('/v1/cart').set('cookie', cookie))).toEqual(cart);
  });

  it("answers 'Customers also bought': at most 3, none in the cart, titles cut at 45 characters", async () => {
    // A catalogue product (the service and water-care products belong to no category, so nothing is related to them).
    const { cookie, cart } = await guestCart(plain.filter((p) => p.categorised)[3]!.id);
    const res = await request(stack.bff).get('/v1/cart/related').set('cookie', cookie);
    expect(res.status).toBe(200);
    const related = RelatedProductsViewSchema.parse(res.body).products;
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    for (const product of related) {
      expect(cart.lines.some((l) => l.productId === product.id)).toBe(false);
      expect(Array.from(product.title).length).toBeLessThanOrEqual(48);
    }
    expect(RelatedProductsViewSchema.parse((await request(stack.bff).get('/v1/cart/related')).body).products).toEqual([]);
  });

  it('loses none of 20 parallel adds of different products to one session cart', async () => {
    const { cookie } = await guestCart(plain[0]!.id);
    const others = plain.slice(1, 21);
    expect(others).toHaveLength(20);
    const answers = await Promise.all(others.map((p) => request(stack.bff).post('/v1/cart/items').set('cookie', cookie).send({ productId: p.id, quantity: 1 })));
    expect(answers.map((a) => a.status)).toEqual(others.map(() => 200));
    const final = view(await request(stack.bff).get('/v1/cart').set('cookie', cookie));
    expect(final.lines).toHaveLength(21);
    expect(final.itemCount).toBe(21);
    const stored = await stack.commerce.cartLines();
    for (const p of others) expect(stored.some((l) => l.productId === p.id)).toBe(true);
  });
});
