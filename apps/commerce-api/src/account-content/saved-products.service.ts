import { CONTENT_FIRST_PAGE, pageMeta, SAVED_PRODUCTS_PAGE_SIZE } from '@pool/account-domain';
import type { SavedProductsPage } from '@pool/api-contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { loadSummaries } from '../catalog/products.js';
import type { Db } from '../db/client.js';
import { products, savedProducts } from '../db/schema.js';
import { notFound } from '../http/problem.js';

/** The id of the product with this sku, or a 404. */
export async function productIdForSku(db: Db, sku: string): Promise<{ id: number; title: string }> {
  const [row] = await db.select({ id: products.id, title: products.title }).from(products).where(eq(products.sku, sku));
  if (!row) throw notFound(`No product has the sku ${sku}.`);
  return row;
}

/** A customer's saved products (spec account.md 3, 7): newest first, a page at a time. */
export function createSavedProductService(db: Db) {
  return {
    async list(customerId: number, page = CONTENT_FIRST_PAGE): Promise<SavedProductsPage> {
      const [total] = await db.select({ n: count() }).from(savedProducts).where(eq(savedProducts.customerId, customerId));
      const rows = await db.select({ productId: savedProducts.productId }).from(savedProducts)
        .where(eq(savedProducts.customerId, customerId))
        .orderBy(desc(savedProducts.createdAt), desc(savedProducts.productId))
        .limit(SAVED_PRODUCTS_PAGE_SIZE).offset((page - 1) * SAVED_PRODUCTS_PAGE_SIZE);
      const data = await loadSummaries(db, rows.map((r) => r.productId));
      return { ...pageMeta(total?.n ?? 0, SAVED_PRODUCTS_PAGE_SIZE, page), data };
    },

    /** The product ids a customer saved (`Customer.saved_products`). */
    async ids(customerId: number): Promise<{ product_id: number }[]> {
      const rows = await db.select({ productId: savedProducts.productId }).from(savedProducts)
        .where(eq(savedProducts.customerId, customerId)).orderBy(desc(savedProducts.createdAt), desc(savedProducts.productId));
      return rows.map((r) => ({ product_id: r.productId }));
    },

    async save(customerId: number, sku: string): Promise<{ product_id: number; saved: boolean }> {
      const product = await productIdForSku(db, sku);
      await db.insert(savedProducts).values({ customerId, productId: product.id }).onConflictDoNothing();
      return { product_id: product.id, saved: true };
    },

    async remove(customerId: number, sku: string): Promise<{ product_id: number; saved: boolean }> {
      const product = await productIdForSku(db, sku);
      await db.delete(savedProducts).where(and(eq(savedProducts.customerId, customerId), eq(savedProducts.productId, product.id)));
      return { product_id: product.id, saved: false };
    },
  };
}
export type SavedProductService = ReturnType<typeof createSavedProductService>;
