import { CACHE_PURGE_CHANNEL, LoginResponseSchema, ProductChangeAnswerSchema, type CachePurge } from '@pool/api-contract';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { inProcessChangePublisher } from '../catalog/catalog-changes.js';
import { inventory, products } from '../db/schema.js';
import { useTestContext, TEST_STAFF_PASSWORD } from '../test/test-app.js';

/** PATCH /api/admin/products/:id: staff change a product, every copy's caches hear of it (0064, 0068). */
const changes = inProcessChangePublisher();
const purges: CachePurge[] = [];
changes.emitter.on(CACHE_PURGE_CHANNEL, (purge: CachePurge) => purges.push(purge));

const ctx = useTestContext(undefined, { changes });
let staff: string;
let shopper: string;
let productId: number;
beforeAll(async () => {
  staff = await login('admin@example.com', TEST_STAFF_PASSWORD);
  shopper = await login('shopper@example.com', 'pool-demo-1');
  const [row] = await ctx.db.select({ id: inventory.productId }).from(inventory).limit(1);
  productId = row!.id;
}, 60_000);

async function login(email: string, password: string) {
  const res = await request(ctx.app).post('/api/login').send({ email, password }).expect(200);
  return `Bearer ${LoginResponseSchema.parse(res.body).token}`;
}
const patch = (id: number | string, body: unknown, authorization = staff) =>
  request(ctx.app).patch(`/api/admin/products/${id}`).set('authorization', authorization).send(body as object);

describe('PATCH /api/admin/products/:id', () => {
  it('writes price, stock and text, and publishes one purge of the product and its categories for each', async () => {
    purges.length = 0;
    const res = await patch(productId, { price_cents: 4_321, stock_level: 0, title: 'Staff-renamed pump', short_description: 'Now shorter.' }).expect(200);
    expect(ProductChangeAnswerSchema.parse(res.body)).toEqual({ id: productId, changed: ['price', 'stock', 'content'] });
    expect(res.headers['cache-control']).toBe('no-store');
    const [row] = await ctx.db.select({ price: products.price, title: products.title, short: products.shortDescription }).from(products).where(eq(products.id, productId));
    expect(row).toEqual({ price: 4_321, title: 'Staff-renamed pump', short: 'Now shorter.' });
    const [stock] = await ctx.db.select({ level: inventory.level, status: inventory.status }).from(inventory).where(eq(inventory.productId, productId));
    expect(stock?.level).toBe(0);
    expect(stock?.status).not.toBe('in');
    expect(purges.map((purge) => purge.reason)).toEqual(['price', 'stock', 'content']);
    for (const purge of purges) {
      expect(purge.tags[0]).toBe(`product:${productId}`);
      expect(purge.tags.some((tag) => tag.startsWith('category:'))).toBe(true);
    }
  });

  it('refuses a stock level for a product without a stock record with 422, and writes nothing of the change', async () => {
    const [bare] = await ctx.db.select({ id: products.id, price: products.price }).from(products).where(eq(products.id, productId + 1));
    await ctx.db.delete(inventory).where(eq(inventory.productId, bare!.id));
    purges.length = 0;
    const res = await patch(bare!.id, { price_cents: bare!.price + 100, stock_level: 3 }).expect(422);
    expect(res.body.detail ?? res.body.title).toMatch(/no stock record/);
    const [after] = await ctx.db.select({ price: products.price }).from(products).where(eq(products.id, bare!.id));
    expect(after?.price).toBe(bare!.price);
    expect(purges).toEqual([]);
  });

  it('changes only what is sent', async () => {
    purges.length = 0;
    const res = await patch(productId, { stock_level: 12 }).expect(200);
    expect(res.body.changed).toEqual(['stock']);
    const [row] = await ctx.db.select({ price: products.price }).from(products).where(eq(products.id, productId));
    expect(row?.price).toBe(4_321);
    expect(purges.map((purge) => purge.reason)).toEqual(['stock']);
  });

  it('answers 400 with the field for bad input, and publishes nothing', async () => {
    purges.length = 0;
    for (const body of [{}, { price_cents: -1 }, { price_cents: 12.5 }, { price_cents: '100' }, { stock_level: -3 }, { title: '   ' }, { colour: 'blue' }]) {
      const res = await patch(productId, body).expect(400);
      expect(res.headers['content-type'], JSON.stringify(body)).toMatch(/problem\+json/);
      expect(res.body.detail, JSON.stringify(body)).toBeTruthy();
    }
    const price = await patch(productId, { price_cents: -1 }).expect(400);
    expect(price.body.errors.price_cents).toEqual(['price_cents must be 0 or more']);
    await patch('abc', { price_cents: 100 }).expect(400);
    expect(purges).toEqual([]);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await patch(2_000_000_000, { price_cents: 100 }).expect(404);
    expect(res.body.detail).toBe('No product has the id 2000000000.');
  });

  it('refuses a shopper (403) and a missing or dead token (401), changing nothing', async () => {
    purges.length = 0;
    const refused = await patch(productId, { price_cents: 1 }, shopper).expect(403);
    expect(refused.body.title).toBe('You do not have permission to do that.');
    await request(ctx.app).patch(`/api/admin/products/${productId}`).send({ price_cents: 1 }).expect(401);
    await patch(productId, { price_cents: 1 }, 'Bearer nope').expect(401);
    const [row] = await ctx.db.select({ price: products.price }).from(products).where(eq(products.id, productId));
    expect(row?.price).toBe(4_321);
    expect(purges).toEqual([]);
  });

  it('refuses a caller without the service key', async () => {
    await request(ctx.bareApp).patch(`/api/admin/products/${productId}`).set('authorization', staff).send({ price_cents: 1 }).expect(401);
  });
});
