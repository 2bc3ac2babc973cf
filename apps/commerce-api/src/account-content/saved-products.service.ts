import { CONTENT_FIRST_PAGE, pageMeta, SAVED_PRODUCTS_PAGE_SIZE } from '@pool/account-domain';
import type { SavedProductAnswer, SavedProductPool, SavedProductsPage } from '@pool/api-contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { loadSummaries } from '../catalog/products.js';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { pools, products, savedProducts } from '../db/schema.js';
import { notFound } from '../http/problem.js';

/** The id of the product with this sku, or a 404. */
export async function productIdForSku(db: Db, sku: string): Promise<{ id: number; title: string }> {
  const [row] = await db.select({ id: products.id, title: products.title }).from(products).where(eq(products.sku, sku));
  if (!row) throw notFound(`No product has the sku ${sku}.`);
  return row;
}

/**
 * A customer's saved products (spec account.md 3, 7; decisions 0025, 0033): newest first, a page at a
 * time, each in one of the customer's pools or in none. A pool id that is not the customer's own
 * (another customer's, or none at all) is a 404, for the list's filter and for a save alike.
 */
export function createSavedProductService(db: Db) {
  /** The customer's own pool with this id (id and name), or a 404. */
  async function ownPool(customerId: number, poolId: number): Promise<SavedProductPool> {
    const [row] = isRowId(poolId)
      ? await db.select({ id: pools.id, name: pools.name }).from(pools).where(and(eq(pools.id, poolId), eq(pools.customerId, customerId)))
      : [];
    if (!row) throw notFound(`No pool ${poolId}.`);
    return row;
  }

  return {
    /** A page of the saved products; with `poolId`, only those saved in that pool (which must be the customer's). */
    async list(customerId: number, page = CONTENT_FIRST_PAGE, poolId?: number): Promise<SavedProductsPage> {
      let where: SQL | undefined = eq(savedProducts.customerId, customerId);
      if (poolId !== undefined) where = and(where, eq(savedProducts.poolId, (await ownPool(customerId, poolId)).id));
      const [total] = await db.select({ n: count() }).from(savedProducts).where(where);
      const rows = await db.select({ productId: savedProducts.productId, poolId: pools.id, poolName: pools.name }).from(savedProducts)
        .leftJoin(pools, eq(pools.id, savedProducts.poolId))
        .where(where)
        .orderBy(desc(savedProducts.createdAt), desc(savedProducts.productId))
        .limit(SAVED_PRODUCTS_PAGE_SIZE).offset((page - 1) * SAVED_PRODUCTS_PAGE_SIZE);
      const poolOf = new Map(rows.map((r) => [r.productId, r.poolId !== null && r.poolName !== null ? { id: r.poolId, name: r.poolName } : null]));
      const summaries = await loadSummaries(db, rows.map((r) => r.productId));
      const data = summaries.map((summary) => ({ ...summary, pool: poolOf.get(summary.id) ?? null }));
      return { ...pageMeta(total?.n ?? 0, SAVED_PRODUCTS_PAGE_SIZE, page), data };
    },

    /** The product ids a customer saved (`Customer.saved_products`). */
    async ids(customerId: number): Promise<{ product_id: number }[]> {
      const rows = await db.select({ productId: savedProducts.productId }).from(savedProducts)
        .where(eq(savedProducts.customerId, customerId)).orderBy(desc(savedProducts.createdAt), desc(savedProducts.productId));
      return rows.map((r) => ({ product_id: r.productId }));
    },

    /**
     * Save a product into one of the customer's pools, or into none (`poolId` null). A product is saved
     * once: saving it again moves it to the pool named now (or out of any pool) and keeps its place in
     * the list (decision 0033).
     */
    async save(customerId: number, sku: string, poolId: number | null = null): Promise<SavedProductAnswer> {
      const product = await productIdForSku(db, sku);
      const pool = poolId === null ? null : await ownPool(customerId, poolId);
      await db.insert(savedProducts).values({ customerId, productId: product.id, poolId: pool?.id ?? null })
        .onConflictDoUpdate({ target: [savedProducts.customerId, savedProducts.productId], set: { poolId: pool?.id ?? null } });
      return { product_id: product.id, saved: true, pool };
    },

    async remove(customerId: number, sku: string): Promise<SavedProductAnswer> {
      const product = await productIdForSku(db, sku);
      await db.delete(savedProducts).where(and(eq(savedProducts.customerId, customerId), eq(savedProducts.productId, product.id)));
      return { product_id: product.id, saved: false, pool: null };
    },
  };
}
export type SavedProductService = ReturnType<typeof createSavedProductService>;
