import type { Sitemap, SitemapProducts } from '@pool/api-contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, contentPages, products } from '../db/schema.js';

/**
 * What a sitemap lists. Categories carry no date (the catalogue does not track category edits);
 * products are never edited in place here, so their creation time is their last change.
 */
export function createSitemapService(db: Db) {
  return {
    async summary(): Promise<Sitemap> {
      const [pages, cats, [total]] = await Promise.all([
        db.select({ handle: contentPages.handle, updatedAt: contentPages.updatedAt }).from(contentPages).where(eq(contentPages.published, true)).orderBy(asc(contentPages.handle)),
        db.select({ url: categories.url }).from(categories).orderBy(asc(categories.position), asc(categories.id)),
        db.select({ n: count() }).from(products),
      ]);
      return {
        pages: pages.map((p) => ({ handle: p.handle, updated_at: p.updatedAt.toISOString() })),
        categories: cats.map((c) => ({ handle: c.url, updated_at: null })),
        products_total: total?.n ?? 0,
      };
    },

    /** One page of product handles in id order (the primary key keeps deep offsets cheap enough at 100k). */
    async products(page: number, perPage: number): Promise<SitemapProducts> {
      const [rows, [total]] = await Promise.all([
        db.select({ handle: products.handle, createdAt: products.createdAt }).from(products)
          .orderBy(asc(products.id)).limit(perPage).offset((page - 1) * perPage),
        db.select({ n: count() }).from(products),
      ]);
      return {
        products: rows.map((r) => ({ handle: r.handle, updated_at: r.createdAt.toISOString() })),
        page,
        per_page: perPage,
        total: total?.n ?? 0,
      };
    },
  };
}
export type SitemapService = ReturnType<typeof createSitemapService>;
