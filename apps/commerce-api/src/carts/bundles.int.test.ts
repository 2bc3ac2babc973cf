import { randomUUID } from 'node:crypto';
import { CartSchema } from '@pool/api-contract';
import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bundleItems, products } from '../db/schema.js';
import { KITS } from '../db/seed/bundles.js';
import { useTestContext } from '../test/test-app.js';

const ctx = useTestContext();

const itemsOf = (kitId: number) => ctx.db.select({ productId: bundleItems.itemProductId, quantity: bundleItems.quantity, price: bundleItems.price })
  .from(bundleItems).where(eq(bundleItems.bundleProductId, kitId)).orderBy(asc(bundleItems.position));

describe('kits (docs/decisions/0065)', () => {
  it('seeds the chlorine starter kit and the pump with installation, each on sale against its items bought one by one', async () => {
    for (const kit of KITS) {
      const [product] = await ctx.db.select().from(products).where(eq(products.id, kit.id));
      const items = await itemsOf(kit.id);
      expect(items).toHaveLength(kit.items.length);
      expect(product?.price).toBe(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
      expect(product?.onSale).toBe(true);
      expect(product!.listPrice!).toBeGreaterThan(product!.price);
    }
  });

  it('puts a kit in the cart as one line listing its items, priced at their sum, and counts it in the amount', async () => {
    const kit = KITS[0]!;
    const items = await itemsOf(kit.id);
    const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
    const res = await request(ctx.app).post(`/api/v1/carts/session-${randomUUID()}`)
      .send({ line_items: [{ product_id: kit.id, quantity: 2 }], custom_items: [] }).expect(201);
    const cart = CartSchema.parse(res.body);
    expect(cart.products).toHaveLength(1);
    const line = cart.products[0]!;
    expect(line.sku).toBe(kit.sku);
    expect(line.bundled_items?.map((item) => [item.sku, item.quantity])).toEqual(kit.items.map((item) => ['sku' in item ? item.sku : expect.any(String), item.quantity]));
    expect(Math.round(line.price * 100)).toBe(sum);
    expect(Math.round(cart.cart_amount * 100)).toBe(sum * 2);
  });

  it('answers no bundled items for a product that is no kit', async () => {
    const [plain] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.sku, 'WC-CYA-4LB'));
    const res = await request(ctx.app).post(`/api/v1/carts/session-${randomUUID()}`)
      .send({ line_items: [{ product_id: plain!.id, quantity: 1 }], custom_items: [] }).expect(201);
    expect(CartSchema.parse(res.body).products[0]!.bundled_items).toEqual([]);
  });
});
