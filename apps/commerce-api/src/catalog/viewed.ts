import { upstreamContract, VIEWED_LIMIT, type ViewedList } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { products, viewedProducts } from '../db/schema.js';
import { notFound } from '../http/problem.js';
import { loadSummaries } from './products.js';

const s = initServer();

/** Recently viewed products per shopper: a view moves the product to the front; 15 are kept. */
export function createViewedService(db: Db, now: () => Date) {
  async function list(viewerId: string): Promise<ViewedList> {
    const rows = await db.select({ productId: viewedProducts.productId }).from(viewedProducts)
      .where(eq(viewedProducts.viewerId, viewerId))
      .orderBy(desc(viewedProducts.viewedAt), desc(viewedProducts.productId))
      .limit(VIEWED_LIMIT);
    return { objectID: viewerId, products: await loadSummaries(db, rows.map((r) => r.productId)) };
  }

  return {
    list,
    async add(viewerId: string, productId: number): Promise<ViewedList> {
      const [product] = isRowId(productId) ? await db.select({ id: products.id }).from(products).where(eq(products.id, productId)) : [];
      if (!product) throw notFound(`No product has the id ${productId}.`);
      const at = now();
      await db.transaction(async (tx) => {
        await tx.insert(viewedProducts).values({ viewerId, productId, viewedAt: at })
          .onConflictDoUpdate({ target: [viewedProducts.viewerId, viewedProducts.productId], set: { viewedAt: sql`excluded.viewed_at` } });
        const keep = tx.select({ productId: viewedProducts.productId }).from(viewedProducts)
          .where(eq(viewedProducts.viewerId, viewerId))
          .orderBy(desc(viewedProducts.viewedAt), desc(viewedProducts.productId))
          .limit(VIEWED_LIMIT);
        await tx.delete(viewedProducts).where(and(eq(viewedProducts.viewerId, viewerId), notInArray(viewedProducts.productId, keep)));
      });
      return list(viewerId);
    },
  };
}
export type ViewedService = ReturnType<typeof createViewedService>;

export function viewedRouter(viewed: ViewedService) {
  return s.router(upstreamContract.viewed, {
    add: async ({ params, body, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await viewed.add(params.id, body.product_id) };
    },
    list: async ({ params, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await viewed.list(params.id) };
    },
  });
}
