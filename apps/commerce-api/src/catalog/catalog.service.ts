import type {
  Category, ContentPage, Handle, Menu, MenuItem, ProductSearchResult, ProductSummary,
} from '@pool/api-contract';
import { ContentBlockSchema } from '@pool/api-contract';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  attributes, brands, categories, contentPages, diagramParts, diagrams, productCategories, products,
} from '../db/schema.js';
import { IMAGE_SIZE } from '../images/svg.js';
import { loadDetail, loadSummaries } from './products.js';

type CategoryRow = typeof categories.$inferSelect;
type Sort = 'relevance' | 'price_asc' | 'price_desc' | 'rating' | 'newest';

const categoryImage = (c: { url: string; title: string }) => ({
  url: `/images/categories/${encodeURIComponent(c.url)}.svg`, width: IMAGE_SIZE, height: IMAGE_SIZE, alt: c.title,
});
const diagramImage = (d: { handle: string; name: string }) => ({
  url: `/images/diagrams/${encodeURIComponent(d.handle)}.svg`, width: IMAGE_SIZE, height: IMAGE_SIZE, alt: `${d.name} parts diagram`,
});

const BlocksSchema = z.array(ContentBlockSchema);

/**
 * Turns free text into a prefix tsquery: `pool nets` → `pool:* & nets:*`. Only letters and digits reach
 * the query, so user input can never produce tsquery syntax errors.
 */
export function toPrefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.slice(0, 8).map((w) => `${w}:*`).join(' & ') : null;
}

export function createCatalogService(db: Db) {
  async function allCategories(): Promise<CategoryRow[]> {
    return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  }

  /** The category with this url and all its descendants' ids. */
  function subtree(rows: CategoryRow[], rootId: number): number[] {
    const ids = [rootId];
    for (let i = 0; i < ids.length; i++) {
      for (const row of rows) if (row.parentId === ids[i]) ids.push(row.id);
    }
    return ids;
  }

  function toCategory(rows: CategoryRow[], row: CategoryRow): Category {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const trail: CategoryRow[] = [];
    for (let cur: CategoryRow | undefined = row; cur; cur = cur.parentId ? byId.get(cur.parentId) : undefined) trail.unshift(cur);
    return {
      id: row.id,
      title: row.title,
      url: row.url,
      description: row.description,
      image: categoryImage(row),
      parent_id: row.parentId,
      breadcrumbs: trail.map((c) => ({ title: c.title, url: c.url })),
      children: rows.filter((r) => r.parentId === row.id).map((c) => ({ id: c.id, title: c.title, url: c.url })),
    };
  }

  async function diagramDetail(row: { id: number; name: string; handle: string; equipmentType: string; brand: string }) {
    const parts = await db.select({ callout: diagramParts.callout, productId: diagramParts.productId })
      .from(diagramParts).where(eq(diagramParts.diagramId, row.id)).orderBy(asc(diagramParts.callout));
    const summaries = new Map((await loadSummaries(db, parts.map((p) => p.productId))).map((s) => [s.id, s]));
    return {
      name: row.name,
      handle: row.handle,
      type: row.equipmentType,
      brand: row.brand,
      url: `/${row.handle}.html`,
      image: diagramImage(row),
      parts: parts.flatMap((p) => {
        const product = summaries.get(p.productId);
        return product ? [{ callout: p.callout, product }] : [];
      }),
    };
  }

  return {
    async menu(): Promise<Menu> {
      const rows = await allCategories();
      const build = (parentId: number | null): MenuItem[] => rows
        .filter((r) => r.parentId === parentId)
        .map((r) => ({ id: r.id, title: r.title, url: r.url, children: build(r.id) }));
      return { items: build(null) };
    },

    async attributes() {
      const rows = await db.select().from(attributes).orderBy(asc(attributes.position));
      return { attributes: rows.map((a) => ({ key: a.key, title: a.title, kind: a.kind, unit: a.unit })) };
    },

    async diagramMap() {
      const rows = await db.select({ name: diagrams.name, handle: diagrams.handle, type: diagrams.equipmentType, brand: brands.name })
        .from(diagrams).innerJoin(brands, eq(brands.id, diagrams.brandId)).orderBy(asc(diagrams.name));
      const types = [...new Set(rows.map((r) => r.type))].sort();
      const brandNames = [...new Set(rows.map((r) => r.brand))].sort();
      return {
        types,
        brands: brandNames.map((name) => ({ name, types: [...new Set(rows.filter((r) => r.brand === name).map((r) => r.type))].sort() })),
        diagrams: rows.map((r) => ({ ...r, url: `/${r.handle}.html` })),
      };
    },

    /** A handle may name a product, a category, a content page or a diagram (checked in that order). */
    async handle(handle: string): Promise<Handle | null> {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.handle, handle));
      if (product) {
        const detail = await loadDetail(db, product.id);
        if (detail) return { type: 'product', product: detail };
      }
      const rows = await allCategories();
      const category = rows.find((r) => r.url === handle);
      if (category) return { type: 'category', category: toCategory(rows, category) };
      const [page] = await db.select().from(contentPages).where(eq(contentPages.handle, handle));
      if (page) {
        const result: ContentPage = { handle: page.handle, title: page.title, description: page.description, blocks: BlocksSchema.parse(page.blocks) };
        return { type: 'page', page: result };
      }
      const [diagram] = await db.select({ id: diagrams.id, name: diagrams.name, handle: diagrams.handle, equipmentType: diagrams.equipmentType, brand: brands.name })
        .from(diagrams).innerJoin(brands, eq(brands.id, diagrams.brandId)).where(eq(diagrams.handle, handle));
      if (diagram) return { type: 'diagram', diagram: await diagramDetail(diagram) };
      return null;
    },

    async productBySku(sku: string): Promise<ProductSummary | null> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
      if (!row) return null;
      const [summary] = await loadSummaries(db, [row.id]);
      return summary ?? null;
    },

    /** Products for the given skus, in the order asked; unknown skus are left out. */
    async productsBySkus(skus: readonly string[]): Promise<ProductSummary[]> {
      if (skus.length === 0) return [];
      const rows = await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, [...new Set(skus)]));
      const idBySku = new Map(rows.map((r) => [r.sku, r.id]));
      return loadSummaries(db, skus.flatMap((s) => (idBySku.has(s) ? [idBySku.get(s)!] : [])));
    },

    async search(params: { query?: string; category?: string; page: number; per_page: number; sort: Sort }): Promise<ProductSearchResult> {
      const { page, per_page: perPage } = params;
      const empty = { hits: [], total: 0, page, per_page: perPage };
      const filters: SQL[] = [];
      if (params.category) {
        const rows = await allCategories();
        const root = rows.find((r) => r.url === params.category);
        if (!root) return empty;
        const ids = subtree(rows, root.id);
        filters.push(sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id} and ${inArray(productCategories.categoryId, ids)})`);
      }
      const text = params.query?.trim() ?? '';
      const tsquery = text ? toPrefixQuery(text) : null;
      let rank: SQL | null = null;
      if (text) {
        const exact = or(sql`lower(${products.mpn}) = ${text.toLowerCase()}`, eq(products.sku, text.toUpperCase()));
        if (tsquery) {
          const q = sql`to_tsquery('english', ${tsquery})`;
          filters.push(or(sql`${products.searchVector} @@ ${q}`, exact)!);
          rank = sql`(case when lower(${products.mpn}) = ${text.toLowerCase()} or ${products.sku} = ${text.toUpperCase()} then 1 else 0 end) desc, ts_rank(${products.searchVector}, ${q}) desc`;
        } else {
          filters.push(exact!);
        }
      }
      const where = filters.length ? and(...filters) : undefined;
      const order: SQL[] = (() => {
        switch (params.sort) {
          case 'price_asc': return [asc(products.price), asc(products.id)];
          case 'price_desc': return [desc(products.price), asc(products.id)];
          case 'rating': return [desc(products.reviewStarRating), desc(products.reviewCount), asc(products.id)];
          case 'newest': return [desc(products.createdAt), asc(products.id)];
          default: return rank ? [rank, desc(products.reviewCount), asc(products.id)] : [desc(products.reviewCount), asc(products.id)];
        }
      })();
      const [ids, totals] = await Promise.all([
        db.select({ id: products.id }).from(products).where(where).orderBy(...order).limit(perPage).offset((page - 1) * perPage),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { hits: await loadSummaries(db, ids.map((r) => r.id)), total: totals[0]?.n ?? 0, page, per_page: perPage };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
