import type { Category, ContentPage, Handle, Menu, MenuItem, ProductSummary } from '@pool/api-contract';
import { ContentBlockSchema } from '@pool/api-contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  attributes, brands, categories, contentPages, diagramParts, diagrams, products,
} from '../db/schema.js';
import { IMAGE_SIZE } from '../images/svg.js';
import { loadDetail, loadSummaries } from './products.js';

type CategoryRow = typeof categories.$inferSelect;

const categoryImage = (c: { url: string; title: string }) => ({
  url: `/images/categories/${encodeURIComponent(c.url)}.svg`, width: IMAGE_SIZE, height: IMAGE_SIZE, alt: c.title,
});
const diagramImage = (d: { handle: string; name: string }) => ({
  url: `/images/diagrams/${encodeURIComponent(d.handle)}.svg`, width: IMAGE_SIZE, height: IMAGE_SIZE, alt: `${d.name} parts diagram`,
});

const BlocksSchema = z.array(ContentBlockSchema);

/** A stored content page as the contract's page (its blocks checked). */
export function contentPageOf(row: typeof contentPages.$inferSelect): ContentPage {
  return { handle: row.handle, title: row.title, description: row.description, blocks: BlocksSchema.parse(row.blocks) };
}

export function createCatalogService(db: Db) {
  async function allCategories(): Promise<CategoryRow[]> {
    return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
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
      // Drafts are for staff, at /preview/* (0066): to everyone else they do not exist.
      const [page] = await db.select().from(contentPages).where(and(eq(contentPages.handle, handle), eq(contentPages.published, true)));
      if (page) return { type: 'page', page: contentPageOf(page) };
      const [diagram] = await db.select({ id: diagrams.id, name: diagrams.name, handle: diagrams.handle, equipmentType: diagrams.equipmentType, brand: brands.name })
        .from(diagrams).innerJoin(brands, eq(brands.id, diagrams.brandId)).where(eq(diagrams.handle, handle));
      if (diagram) return { type: 'diagram', diagram: await diagramDetail(diagram) };
      return null;
    },

    async productById(id: number): Promise<ProductSummary | null> {
      const [summary] = await loadSummaries(db, [id]);
      return summary ?? null;
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
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
