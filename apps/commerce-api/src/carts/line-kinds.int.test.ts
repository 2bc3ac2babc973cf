import { randomUUID } from 'node:crypto';
import { CartSchema, type Cart } from '@pool/api-contract';
import { asc, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProtectionPlanOffer } from '../catalog/warranty.js';
import { lineKindFixtures } from '../test/line-kinds-fixtures.js';
import { cartLines, carts, customItems, products } from '../db/schema.js';
import { SERVICE_PRODUCTS } from '../db/seed/line-kinds.js';
import { useTestContext } from '../test/test-app.js';

const ctx = useTestContext();
/** In-stock, visible-price, untiered products. */
let subscribable: { id: number; sku: string; price: number }[];
let plain: { id: number; sku: string; price: number };
let covered: { id: number; price: number; plans: ProtectionPlanOffer[] };

beforeAll(async () => {
  ({ subscribable, plain, covered } = await lineKindFixtures(ctx.db));
  subscribable = subscribable.slice(0, 2);
});

const newSession = () => `session-${randomUUID()}`;
const MISSING = '00000000-0000-4000-8000-000000000000';

async function subscribe(sku: string, period = 'MONTHLY', quantity = 1): Promise<Cart> {
  const res = await request(ctx.app).post('/api/v1/subscription/carts').send({ sku, quantity, sessionId: newSession(), customer_id: null, period }).expect(201);
  return CartSchema.parse(res.body);
}

async function snapshot(cartId: string) {
  const lines = await ctx.db.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.position));
  const custom = await ctx.db.select().from(customItems).where(eq(customItems.cartId, cartId)).orderBy(asc(customItems.sku));
  return { lines, custom };
}

async function cartCount(): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(carts);
  return row?.n ?? 0;
}

describe('seed', () => {
  it('marks chemicals, filter cartridges and media, test strips and reagents subscribable, and seeds service products', async () => {
    expect(subscribable.length).toBe(2);
    const [services] = await ctx.db.select({ n: count() }).from(products).where(eq(products.sku, SERVICE_PRODUCTS[0].sku));
    expect(services?.n).toBe(1);
    const [pump] = await ctx.db.select({ subscribable: products.subscribable }).from(products).where(eq(products.id, covered.id));
    expect(pump?.subscribable).toBe(false);
  });
});

describe('subscription lines', () => {
  it('creates the session cart with a subscription line and its period, then answers it on GET', async () => {
    const [a] = subscribable;
    const cart = await subscribe(a!.sku, 'QUARTERLY', 2);
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({ product_id: a!.id, quantity: 2, is_subscription: true, period: 'QUARTERLY' });
    expect(cart.cart_amount).toBeCloseTo((a!.price * 2) / 100, 2);
    const got = CartSchema.parse((await request(ctx.app).get(`/api/v1/carts/${cart.id}`).expect(200)).body);
    expect(got).toEqual(cart);
  });

  it('finds the same session cart again on a second subscription cart call', async () => {
    const [a, b] = subscribable;
    const sessionId = newSession();
    await request(ctx.app).post('/api/v1/subscription/carts').send({ sku: a!.sku, quantity: 1, sessionId, period: 'MONTHLY' }).expect(201);
    const res = await request(ctx.app).post('/api/v1/subscription/carts').send({ sku: b!.sku, quantity: 1, sessionId, period: 'ANNUALLY' }).expect(201);
    expect(CartSchema.parse(res.body).products.map((l) => l.period)).toEqual(['MONTHLY', 'ANNUALLY']);
  });

  it('holds a product both as a normal line and as a subscription line; adding again adds quantity and takes the new period', async () => {
    const [a] = subscribable;
    const cart = await subscribe(a!.sku, 'MONTHLY');
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: a!.id, quantity: 3 }).expect(200);
    const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/subscriptions`).send({ sku: a!.sku, quantity: 2, period: 'SEMI_ANNUALLY' }).expect(200);
    const after = CartSchema.parse(res.body);
    expect(after.products.map((l) => [l.is_subscription, l.quantity, l.period])).toEqual([[true, 3, 'SEMI_ANNUALLY'], [false, 3, null]]);
  });

  it('updates and deletes a subscription line through its own calls', async () => {
    const [a, b] = subscribable;
    const cart = await subscribe(a!.sku);
    const added = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/${cart.id}/subscriptions`).send({ sku: b!.sku, quantity: 1, period: 'ANNUALLY' }).expect(200)).body);
    const lineB = added.products.find((l) => l.product_id === b!.id)!;
    const updated = CartSchema.parse((await request(ctx.app).put(`/api/v1/carts/${cart.id}/subscriptions/${lineB.id}`).send({ quantity: 4 }).expect(200)).body);
    expect(updated.products.find((l) => l.id === lineB.id)).toMatchObject({ quantity: 4, period: 'ANNUALLY' });
    const removed = CartSchema.parse((await request(ctx.app).delete(`/api/v1/carts/${cart.id}/subscriptions/${lineB.id}`).expect(200)).body);
    expect(removed.products.map((l) => l.product_id)).toEqual([a!.id]);
  });

  it('refuses a non-subscribable product, an unknown sku and an unknown period with a 422 problem, writing nothing', async () => {
    const before = await cartCount();
    for (const [body, title] of [
      [{ sku: plain.sku, period: 'MONTHLY' }, 'This product cannot be subscribed'],
      [{ sku: 'NO-SUCH-SKU', period: 'MONTHLY' }, 'Unknown product'],
      [{ sku: subscribable[0]!.sku, period: 'WEEKLY' }, 'Unknown subscription period'],
    ] as const) {
      const res = await request(ctx.app).post('/api/v1/subscription/carts').send({ ...body, quantity: 1, sessionId: newSession() }).expect(422);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body.title).toBe(title);
    }
    expect(await cartCount()).toBe(before);

    const cart = await subscribe(subscribable[0]!.sku);
    const was = await snapshot(cart.id);
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/subscriptions`).send({ sku: plain.sku, quantity: 1, period: 'MONTHLY' }).expect(422);
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/subscriptions`).send({ sku: subscribable[1]!.sku, quantity: 1, period: 'monthly' }).expect(422);
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/subscriptions`).send({ sku: 'NO-SUCH-SKU', quantity: 1, period: 'MONTHLY' }).expect(422);
    expect(await snapshot(cart.id)).toEqual(was);
  });

  it('refuses quantity 501 and a total over 500 with a 4xx problem, unchanged', async () => {
    const [a] = subscribable;
    const cart = await subscribe(a!.sku, 'MONTHLY', 300);
    const was = await snapshot(cart.id);
    const line = cart.products[0]!;
    const tooMany = await request(ctx.app).post(`/api/v1/carts/${cart.id}/subscriptions`).send({ sku: a!.sku, quantity: 501, period: 'MONTHLY' });
    expect(tooMany.status).toBe(400);
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/subscriptions`).send({ sku: a!.sku, quantity: 201, period: 'MONTHLY' }).expect(422);
    await request(ctx.app).put(`/api/v1/carts/${cart.id}/subscriptions/${line.id}`).send({ quantity: 501 }).expect(400);
    await request(ctx.app).put(`/api/v1/carts/${cart.id}/subscriptions/${line.id}`).send({ quantity: 0 }).expect(400);
    expect(await snapshot(cart.id)).toEqual(was);
  });

  it('answers 404 for an unknown item, an item of another cart and a normal line, changing nothing', async () => {
    const [a] = subscribable;
    const mine = await subscribe(a!.sku);
    const other = await subscribe(a!.sku);
    const normal = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/${mine.id}/items`).send({ product_id: plain.id, quantity: 1 }).expect(200)).body)
      .products.find((l) => !l.is_subscription)!;
    const was = [await snapshot(mine.id), await snapshot(other.id)];
    for (const itemId of [MISSING, other.products[0]!.id, normal.id]) {
      await request(ctx.app).put(`/api/v1/carts/${mine.id}/subscriptions/${itemId}`).send({ quantity: 2 }).expect(404);
      await request(ctx.app).delete(`/api/v1/carts/${mine.id}/subscriptions/${itemId}`).expect(404);
    }
    await request(ctx.app).post(`/api/v1/carts/${MISSING}/subscriptions`).send({ sku: a!.sku, quantity: 1, period: 'MONTHLY' }).expect(404);
    expect([await snapshot(mine.id), await snapshot(other.id)]).toEqual(was);
  });

  it('replays an add sent again with the same Idempotency-Key', async () => {
    const [a] = subscribable;
    const cart = await subscribe(a!.sku);
    const key = randomUUID();
    const send = () => request(ctx.app).post(`/api/v1/carts/${cart.id}/subscriptions`).set('idempotency-key', key).send({ sku: a!.sku, quantity: 2, period: 'MONTHLY' }).expect(200);
    await send();
    const again = CartSchema.parse((await send()).body);
    expect(again.products[0]!.quantity).toBe(3);
  });
});

describe('protection-plan lines', () => {
  async function cartWith(productId: number, quantity: number): Promise<Cart> {
    const res = await request(ctx.app).post(`/api/v1/carts/${newSession()}`).send({ line_items: [{ product_id: productId, quantity }] }).expect(201);
    return CartSchema.parse(res.body);
  }

  it('ties a plan to its product line at the offer price; its quantity follows the line', async () => {
    const plan = covered.plans[1]!;
    const cart = await cartWith(covered.id, 2);
    const line = cart.products[0]!;
    const withPlan = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/${cart.id}/protection-plans`).send({ product_id: covered.id, plan: plan.id }).expect(200)).body);
    expect(withPlan.custom_products).toEqual([
      { id: expect.any(String), sku: plan.sku, is_subscription: false, quantity: 2, parent_line_id: line.id, name: plan.name, price: plan.priceCents / 100 },
    ]);
    expect(withPlan.cart_amount).toBeCloseTo((covered.price * 2 + plan.priceCents * 2) / 100, 2);
    const more = CartSchema.parse((await request(ctx.app).put(`/api/v1/carts/${cart.id}/items/${line.id}`).send({ quantity: 5 }).expect(200)).body);
    expect(more.custom_products[0]!.quantity).toBe(5);
  });

  it('replaces the line plan when another term is chosen', async () => {
    const cart = await cartWith(covered.id, 1);
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/protection-plans`).send({ product_id: covered.id, plan: covered.plans[0]!.sku }).expect(200);
    const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/protection-plans`).send({ product_id: covered.id, plan: covered.plans[2]!.id }).expect(200);
    expect(CartSchema.parse(res.body).custom_products.map((c) => c.sku)).toEqual([covered.plans[2]!.sku]);
  });

  it('adds the product with its plan when the cart does not hold it', async () => {
    const cart = await cartWith(plain.id, 1);
    const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/protection-plans`).send({ product_id: covered.id, plan: covered.plans[0]!.id }).expect(200);
    const after = CartSchema.parse(res.body);
    const line = after.products.find((l) => l.product_id === covered.id)!;
    expect(line.quantity).toBe(1);
    expect(after.custom_products[0]!.parent_line_id).toBe(line.id);
  });

  it('removes the plan with its product line, in the same statement', async () => {
    const cart = await cartWith(covered.id, 1);
    const withPlan = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/${cart.id}/protection-plans`).send({ product_id: covered.id, plan: covered.plans[0]!.id }).expect(200)).body);
    const after = CartSchema.parse((await request(ctx.app).delete(`/api/v1/carts/${cart.id}/items/${withPlan.products[0]!.id}`).expect(200)).body);
    expect(after.products).toEqual([]);
    expect(after.custom_products).toEqual([]);
    expect((await snapshot(cart.id)).custom).toEqual([]);
  });

  it('removes a plan alone; 404 for an unknown plan or one of another cart', async () => {
    const cart = await cartWith(covered.id, 1);
    const other = await cartWith(covered.id, 1);
    const mine = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/${cart.id}/protection-plans`).send({ product_id: covered.id, plan: covered.plans[0]!.id }).expect(200)).body);
    const theirs = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/${other.id}/protection-plans`).send({ product_id: covered.id, plan: covered.plans[0]!.id }).expect(200)).body);
    const was = await snapshot(cart.id);
    await request(ctx.app).delete(`/api/v1/carts/${cart.id}/protection-plans/${MISSING}`).expect(404);
    await request(ctx.app).delete(`/api/v1/carts/${cart.id}/protection-plans/${theirs.custom_products[0]!.id}`).expect(404);
    expect(await snapshot(cart.id)).toEqual(was);
    const after = CartSchema.parse((await request(ctx.app).delete(`/api/v1/carts/${cart.id}/protection-plans/${mine.custom_products[0]!.id}`).expect(200)).body);
    expect(after.custom_products).toEqual([]);
    expect(after.products).toHaveLength(1);
    expect((await snapshot(other.id)).custom).toHaveLength(1);
  });

  it('refuses an unknown plan, a plan of another product and an unknown product with a 422, unchanged', async () => {
    const cart = await cartWith(covered.id, 1);
    const was = await snapshot(cart.id);
    const cases = [
      [{ product_id: covered.id, plan: 'extend-99m-1' }, 'Unknown protection plan'],
      [{ product_id: subscribable[0]!.id, plan: covered.plans[0]!.id }, 'Unknown protection plan'],
      [{ product_id: 99_999_999, plan: covered.plans[0]!.id }, 'Unknown product'],
    ] as const;
    for (const [body, title] of cases) {
      const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/protection-plans`).send(body).expect(422);
      expect(res.body.title).toBe(title);
    }
    // The price is the offer's: a price in the body is not part of the call.
    const priced = await request(ctx.app).post(`/api/v1/carts/${cart.id}/protection-plans`).send({ product_id: covered.id, plan: covered.plans[0]!.id, price: 0.01 }).expect(200);
    expect(CartSchema.parse(priced.body).custom_products[0]!.price).toBe(covered.plans[0]!.priceCents / 100);
    await request(ctx.app).delete(`/api/v1/carts/${cart.id}/protection-plans/${CartSchema.parse(priced.body).custom_products[0]!.id}`).expect(200);
    const after = await snapshot(cart.id);
    expect(after.lines).toEqual(was.lines);
    expect(after.custom).toEqual([]);
  });
});
