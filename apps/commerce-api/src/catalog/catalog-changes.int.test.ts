import { CACHE_PURGE_CHANNEL, type CachePurge } from '@pool/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventory, products } from '../db/schema.js';
import { perTestFile } from '../test/per-test-file.js';
import { createTestContext } from '../test/test-app.js';
import { changeProductContent, changeProductPrice, changeProductStock, inProcessChangePublisher } from './catalog-changes.js';

const ctx = perTestFile(() => createTestContext(), 240_000);

function recording() {
  const publisher = inProcessChangePublisher();
  const purges: CachePurge[] = [];
  publisher.emitter.on(CACHE_PURGE_CHANNEL, (purge: CachePurge) => purges.push(purge));
  return { publisher, purges };
}

describe('catalogue changes purge the caches', () => {
  it('writes a new price and publishes the tags of the product and its categories', async () => {
    const [product] = await ctx.db.select({ id: products.id }).from(products).limit(1);
    const { publisher, purges } = recording();
    expect(await changeProductPrice(ctx.db, publisher, product!.id, 12_345)).toBe(true);
    const [row] = await ctx.db.select({ price: products.price }).from(products).where(eq(products.id, product!.id));
    expect(row?.price).toBe(12_345);
    expect(purges).toHaveLength(1);
    expect(purges[0]?.reason).toBe('price');
    expect(purges[0]?.tags[0]).toBe(`product:${product!.id}`);
    expect(purges[0]?.tags.some((tag) => tag.startsWith('category:'))).toBe(true);
  });

  it('publishes stock and content changes, and nothing for an unknown product', async () => {
    const [item] = await ctx.db.select({ id: inventory.productId }).from(inventory).limit(1);
    const { publisher, purges } = recording();
    expect(await changeProductStock(ctx.db, publisher, item!.id, 0)).toBe(true);
    expect(await changeProductContent(ctx.db, publisher, item!.id, { title: 'Renamed pump' })).toBe(true);
    expect(await changeProductPrice(ctx.db, publisher, 987_654_321, 100)).toBe(false);
    expect(purges.map((purge) => purge.reason)).toEqual(['stock', 'content']);
    await expect(changeProductPrice(ctx.db, publisher, item!.id, -1)).rejects.toThrow(/whole cents/);
  });
});
