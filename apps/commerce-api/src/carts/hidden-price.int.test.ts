import { CartSchema } from '@pool/api-contract';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines, customers, inventory, products } from '../db/schema.js';
import { useTestContext } from '../test/test-app.js';

const ctx = useTestContext(120);
let hiddenId: number;
let plainId: number;
let customerId: number;

beforeAll(async () => {
  const sellable = await ctx.db.select({ id: products.id }).from(products)
    .innerJoin(inventory, eq(inventory.productId, products.id)).where(eq(inventory.status, 'in')).limit(2);
  [hiddenId, plainId] = [sellable[0]!.id, sellable[1]!.id];
  await ctx.db.update(products).set({ hidePrice: true }).where(eq(products.id, hiddenId));
  await ctx.db.update(products).set({ hidePrice: false }).where(eq(products.id, plainId));
  customerId = (await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.email, 'shopper@example.com')))[0]!.id;
});

const newCart = async (body: object) => request(ctx.app).post(`/api/v1/carts/session-${Math.random().toString(36).slice(2)}`).send(body);

describe('hide_price products in carts (docs/decisions/0006)', () => {
  it('refuses a guest cart that starts with a hide_price product, and creates nothing', async () => {
    const res = await newCart({ line_items: [{ product_id: hiddenId, quantity: 1 }] });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ title: 'Available in store. Call for details', errors: { product_id: [expect.stringContaining('Sign in')] } });
    expect(await ctx.db.select().from(cartLines).where(eq(cartLines.productId, hiddenId))).toHaveLength(0);
  });

  it('refuses adding a hide_price product to a guest cart', async () => {
    const cart = CartSchema.parse((await newCart({ line_items: [{ product_id: plainId, quantity: 1 }] }).then((r) => r.body)));
    const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: hiddenId, quantity: 1, customer_id: null });
    expect(res.status).toBe(422);
    const after = CartSchema.parse((await request(ctx.app).get(`/api/v1/carts/${cart.id}`)).body);
    expect(after.products.map((p) => p.product_id)).toEqual([plainId]);
    expect(after.products[0]!.hide_price).toBe(false);
  });

  it('sells it to a signed-in customer and marks the line hide_price', async () => {
    const cart = CartSchema.parse((await newCart({ line_items: [{ product_id: plainId, quantity: 1 }] })).body);
    const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: hiddenId, quantity: 2, customer_id: customerId });
    expect(res.status).toBe(200);
    const line = CartSchema.parse(res.body).products.find((p) => p.product_id === hiddenId);
    expect(line).toMatchObject({ hide_price: true, quantity: 2 });
  });

  it("takes the cart's customer as the buyer when the caller names none", async () => {
    const cart = CartSchema.parse((await newCart({ line_items: [{ product_id: hiddenId, quantity: 1 }], customer_id: customerId })).body);
    const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: hiddenId, quantity: 1 });
    expect(res.status).toBe(200);
    expect(CartSchema.parse(res.body).products[0]!.quantity).toBe(2);
  });

  it('refuses an unknown customer id', async () => {
    const cart = CartSchema.parse((await newCart({ line_items: [{ product_id: plainId, quantity: 1 }] })).body);
    const res = await request(ctx.app).post(`/api/v1/carts/${cart.id}/items`).send({ product_id: hiddenId, quantity: 1, customer_id: 999_999 });
    expect(res.status).toBe(422);
    expect(res.body.title).toBe('Unknown customer');
  });
});
