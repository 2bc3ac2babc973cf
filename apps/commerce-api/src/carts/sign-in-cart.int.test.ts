import { randomUUID } from 'node:crypto';
import { CartSchema, LoginResponseSchema, SignInCartSchema, type Cart } from '@pool/api-contract';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { carts, inventory } from '../db/schema.js';
import { lineKindFixtures, type LineKindFixtures } from '../test/line-kinds-fixtures.js';
import { useTestContext, TEST_STAFF_PASSWORD } from '../test/test-app.js';

const ctx = useTestContext();
let fixtures: LineKindFixtures;
let seq = 0;

beforeAll(async () => {
  fixtures = await lineKindFixtures(ctx.db);
  expect(fixtures.subscribable.length).toBeGreaterThanOrEqual(2);
}, 60_000);

/** A product for plain lines that is neither the covered product nor `not`. */
const plainBut = (not: number) => [fixtures.plain, ...fixtures.subscribable].find((p) => p.id !== fixtures.covered.id && p.id !== not)!;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function newCustomer() {
  const email = `merge-${Date.now().toString(36)}-${++seq}@example.com`;
  const res = await request(ctx.app).post('/api/register').send({ first_name: 'Dana', last_name: 'Reef', email, password: 'blue-heron-42' }).expect(201);
  return LoginResponseSchema.parse(res.body);
}

/** A cart of a session of its own, for `customerId` (null: a guest's), with these product lines. */
async function cartWith(lines: { product_id: number; quantity: number }[], customerId: number | null): Promise<Cart> {
  const res = await request(ctx.app).post(`/api/v1/carts/session-${randomUUID()}`).send({ line_items: lines, customer_id: customerId }).expect(201);
  return CartSchema.parse(res.body);
}

const subscribe = async (cartId: string, sku: string, quantity: number, period: string) =>
  request(ctx.app).post(`/api/v1/carts/${cartId}/subscriptions`).send({ sku, quantity, period }).expect(200);
const applyCoupon = (cartId: string, coupon: string) => request(ctx.app).post(`/api/v1/carts/${cartId}/coupons`).send({ coupon }).expect(200);
const signInCart = (token: string, guestCartId: string | null) =>
  request(ctx.app).post('/api/customer/cart/sign-in').set(auth(token)).send({ guest_cart_id: guestCartId });
const cartOf = async (cartId: string) => CartSchema.parse((await request(ctx.app).get(`/api/v1/carts/${cartId}`).expect(200)).body);
const exists = async (cartId: string) => (await ctx.db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId))).length > 0;
const linesOf = (cart: Cart) => cart.products
  .map((line) => ({ productId: line.product_id, quantity: line.quantity, subscription: line.is_subscription, period: line.period }))
  .sort((a, b) => a.productId - b.productId || Number(a.subscription) - Number(b.subscription));

describe("a customer's sign-in with a guest's cart (docs/decisions/0076)", () => {
  it("combines the guest's lines into the customer's open cart, closes the guest's cart, and a retry combines nothing twice", async () => {
    const { user, token } = await newCustomer();
    const { covered } = fixtures;
    const sub = fixtures.subscribable.find((p) => p.id !== covered.id);
    const plain = plainBut(sub!.id);
    const plan = covered.plans[0]!;
    // The customer's cart: 2 of plain, a monthly subscription of `sub`, and the SAVE5 and FREESHIP coupons.
    const own = await cartWith([{ product_id: plain.id, quantity: 20 }], user.id);
    await subscribe(own.id, sub!.sku, 1, 'MONTHLY');
    await applyCoupon(own.id, 'SAVE5');
    await applyCoupon(own.id, 'FREESHIP');
    // The guest's: 3 more of plain, the same subscription every 12 months, the covered product with a plan, and SPLASH10.
    const guest = await cartWith([{ product_id: plain.id, quantity: 3 }, { product_id: covered.id, quantity: 2 }], null);
    await subscribe(guest.id, sub!.sku, 2, 'ANNUALLY');
    await request(ctx.app).post(`/api/v1/carts/${guest.id}/protection-plans`).send({ product_id: covered.id, plan: plan.id }).expect(200);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 60_000);
    await applyCoupon(guest.id, 'SPLASH10');

    const answer = SignInCartSchema.parse((await signInCart(token, guest.id).expect(200)).body);
    expect(answer).toEqual({ cart_id: own.id, combined: 2 });
    const merged = await cartOf(own.id);
    expect(linesOf(merged)).toEqual(linesOf({
      ...merged,
      products: [
        { ...merged.products[0]!, product_id: plain.id, quantity: 23, is_subscription: false, period: null },
        { ...merged.products[0]!, product_id: sub!.id, quantity: 3, is_subscription: true, period: 'ANNUALLY' },
        { ...merged.products[0]!, product_id: covered.id, quantity: 2, is_subscription: false, period: null },
      ],
    }));
    const coveredLine = merged.products.find((line) => line.product_id === covered.id)!;
    expect(merged.custom_products).toEqual([expect.objectContaining({ sku: plan.sku, parent_line_id: coveredLine.id, quantity: 2, price: plan.priceCents / 100 })]);
    // One discount coupon per order: the guest's newer SPLASH10 wins over SAVE5; FREESHIP stays.
    expect(merged.coupons.map((coupon) => coupon.code).sort()).toEqual(['FREESHIP', 'SPLASH10']);
    expect(merged.customer_id).toBe(user.id);
    expect(await exists(guest.id)).toBe(false);

    // The sign-in is retried (its reply was lost): the same cart, nothing added twice.
    expect(SignInCartSchema.parse((await signInCart(token, guest.id).expect(200)).body)).toEqual({ cart_id: own.id, combined: 0 });
    expect(linesOf(await cartOf(own.id))).toEqual(linesOf(merged));
  });

  it('caps a combined line at the stock level, yet keeps what either cart held', async () => {
    const { user, token } = await newCustomer();
    const product = fixtures.subscribable[1]!;
    const [{ level }] = await ctx.db.select({ level: inventory.level }).from(inventory).where(eq(inventory.productId, product.id)) as [{ level: number }];
    const own = await cartWith([{ product_id: product.id, quantity: 3 }], user.id);
    const guest = await cartWith([{ product_id: product.id, quantity: 4 }], null);
    await ctx.db.update(inventory).set({ level: 5 }).where(eq(inventory.productId, product.id));
    try {
      await signInCart(token, guest.id).expect(200);
      expect((await cartOf(own.id)).products.map((line) => line.quantity)).toEqual([5]);
    } finally {
      await ctx.db.update(inventory).set({ level }).where(eq(inventory.productId, product.id));
    }
  });

  it("a guest's cart becomes the customer's when they have none; a browser without a cart gets the newest", async () => {
    const { user, token } = await newCustomer();
    expect(SignInCartSchema.parse((await signInCart(token, null).expect(200)).body)).toEqual({ cart_id: null, combined: 0 });
    const guest = await cartWith([{ product_id: fixtures.plain.id, quantity: 1 }], null);
    expect((await signInCart(token, guest.id).expect(200)).body).toEqual({ cart_id: guest.id, combined: 0 });
    expect((await cartOf(guest.id)).customer_id).toBe(user.id);
    expect((await signInCart(token, null).expect(200)).body).toEqual({ cart_id: guest.id, combined: 0 });
  });

  it("leaves a browser cart that is another customer's as it is", async () => {
    const other = await newCustomer();
    const { user, token } = await newCustomer();
    const own = await cartWith([{ product_id: fixtures.plain.id, quantity: 1 }], user.id);
    const theirs = await cartWith([{ product_id: fixtures.plain.id, quantity: 2 }], other.user.id);
    expect((await signInCart(token, theirs.id).expect(200)).body).toEqual({ cart_id: theirs.id, combined: 0 });
    expect(linesOf(await cartOf(own.id))).toEqual([{ productId: fixtures.plain.id, quantity: 1, subscription: false, period: null }]);
  });

  it('two sign-ins at once combine once', async () => {
    const { user, token } = await newCustomer();
    const own = await cartWith([{ product_id: fixtures.plain.id, quantity: 1 }], user.id);
    const guest = await cartWith([{ product_id: fixtures.plain.id, quantity: 2 }], null);
    const answers = await Promise.all([signInCart(token, guest.id), signInCart(token, guest.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.cart_id)).toEqual([own.id, own.id]);
    expect((await cartOf(own.id)).products.map((line) => line.quantity)).toEqual([3]);
  });

  it('writes nothing when the merge fails part-way: both carts stay as they were', async () => {
    const { user, token } = await newCustomer();
    const own = await cartWith([{ product_id: fixtures.plain.id, quantity: 1 }], user.id);
    const guest = await cartWith([{ product_id: fixtures.plain.id, quantity: 2 }, { product_id: plainBut(fixtures.plain.id).id, quantity: 1 }], null);
    // The guest's cart cannot be deleted (the last step): everything before it must roll back.
    await ctx.db.execute(sql.raw("create function refuse_cart_delete() returns trigger language plpgsql as $$ begin raise exception 'no deletes'; end $$"));
    await ctx.db.execute(sql.raw(`create trigger refuse_cart_delete before delete on carts for each row when (old.id = '${guest.id}') execute function refuse_cart_delete()`));
    try {
      await signInCart(token, guest.id).expect(500);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger refuse_cart_delete on carts'));
      await ctx.db.execute(sql.raw('drop function refuse_cart_delete()'));
    }
    expect(linesOf(await cartOf(own.id))).toEqual([{ productId: fixtures.plain.id, quantity: 1, subscription: false, period: null }]);
    expect(linesOf(await cartOf(guest.id))).toHaveLength(2);
  });

  it('refuses a guest cart id that is no cart id (400), a dead token (401) and staff (403)', async () => {
    const { token } = await newCustomer();
    expect((await signInCart(token, 'not-a-cart').expect(400)).body).toBeTruthy();
    await signInCart('no-such-token', null).expect(401);
    const staff = LoginResponseSchema.parse((await request(ctx.app).post('/api/login').send({ email: 'admin@example.com', password: TEST_STAFF_PASSWORD }).expect(200)).body);
    await signInCart(staff.token, null).expect(403);
  });
});
