import type { ProductSummary } from '@pool/api-contract';
import { openDatabase, type Db } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import * as schema from '../db/schema.js';
import type { IndexedProduct, IndexSource } from '../search/product-index.js';
import { createScratchDatabase } from './test-app.js';

/**
 * The store's relevance fixtures: a small catalogue whose search answers are known (exact part
 * numbers first, typos, stock before reviews, facets). Both search engines are held to them
 * (search/relevance.int.test.ts), loaded into a real database.
 */
export function summary(id: number, title: string, over: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id, sku: `SKU${String(id).padStart(6, '0')}`, handle: `p-${id}`, title, mpn: `M${id}`,
    brand: { id: 1, name: 'Hayward', slug: 'hayward' },
    image: { url: `/images/products/${id}.svg`, width: 600, height: 600, alt: title },
    price: 10 + id, list_price: null, on_sale: false, promotion_end: null, hide_price: false, allow_non_map_pricing: false,
    non_map_price: null, pricing_tiers: [], review_star_rating: 4, review_count: id, short_description: '', badge: null,
    type: 'listings', weight: 1, in_stock: true, inventory_level: 10, inventory_status: 'in', can_backorder: false, locations: [],
    ...over,
  };
}

export const pentair = { id: 2, name: 'Pentair', slug: 'pentair' };
export const acme = { id: 9, name: 'Acme', slug: 'acme' };
export const out = { in_stock: false, inventory_level: 0, inventory_status: 'out' as const };

export function product(s: ProductSummary, categoryIds: number[], attributes: Record<string, string> = {}): IndexedProduct {
  return { summary: s, categoryIds, attributes, createdAt: s.id * 1000 };
}

export const source: IndexSource = {
  attributes: [
    { key: 'inventory_status', title: 'Inventory', kind: 'enum', unit: null },
    { key: 'brand', title: 'Brand', kind: 'enum', unit: null },
    { key: 'part_type', title: 'Part Type', kind: 'enum', unit: null },
    { key: 'length', title: 'Length', kind: 'range', unit: 'in' },
  ],
  categories: [
    { id: 1, url: 'parts', title: 'Parts', parentId: null },
    { id: 2, url: 'pump-parts', title: 'Pump Parts', parentId: 1 },
    { id: 3, url: 'pumps', title: 'Pumps', parentId: null },
  ],
  products: [
    product(summary(1, 'Hayward Pump Lid SP-1600-S', { mpn: 'SP-1600-S', ...out }), [2], { part_type: 'Lid', length: '5' }),
    product(summary(2, 'Hayward Pump Lid Kit SP-1600-SX', { mpn: 'SP-1600-SX' }), [2], { part_type: 'Lid', length: '7.5' }),
    product(summary(3, 'Hayward Super Pump 1.5 HP SP2610X15', { mpn: 'SP2610X15', review_count: 400 }), [3], { length: '10' }),
    product(summary(4, 'Pentair SuperFlo Pump 1.0 HP EC-340039', { mpn: 'EC-340039', brand: pentair, price: 5 }), [3], { length: '12' }),
    product(summary(5, 'Pentair Impeller EC-1234-A', { mpn: 'EC-1234-A', brand: pentair, ...out }), [2], { part_type: 'Impeller', length: '3' }),
    product(summary(6, 'Hayward Salt Cell Chlorinator GLX-CELL-15', { mpn: 'GLX-CELL-15', hide_price: true, price: 1 }), [1], { part_type: 'Cell' }),
    product(summary(7, 'Polaris Automatic Pool Cleaner F5', { mpn: 'F5', brand: { id: 3, name: 'Polaris', slug: 'polaris' } }), [1]),
  ],
  diagrams: [
    { name: 'Hayward Super Pump SP2600 Series', handle: 'hayward-super-pump-parts-diagram', type: 'Pump', brand: 'Hayward', url: '/hayward-super-pump-parts-diagram.html', image_url: '/images/diagrams/x.svg', part_count: 3 },
  ],
};

/** Part numbers that share their start: whole code, longer code, words only, out of stock. */
export const partsSource: IndexSource = {
  ...source,
  products: [
    product(summary(1, 'Acme Widget AB-100', { mpn: 'AB-100', brand: acme }), []),
    product(summary(2, 'Acme Widget AB-1000', { mpn: 'AB-1000', brand: acme, review_count: 50 }), []),
    product(summary(3, 'Acme Adapter for AB 100 pumps XY-9', { mpn: 'XY-9', brand: acme, review_count: 90 }), []),
    product(summary(4, 'Acme Gasket AB100', { mpn: 'AB100', brand: acme, ...out }), []),
  ],
};

/** An empty, migrated database: in-memory PGlite, or a scratch database on the DATABASE_URL server. */
export async function emptyDatabase(): Promise<{ db: Db; close(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;
  const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : {});
  await migrateDatabase(database);
  return {
    db: database.db,
    async close() {
      await database.close();
      await scratch?.drop();
    },
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Writes a fixture catalogue into the catalogue tables, as the seed would have. */
export async function loadFixtureCatalogue(db: Db, fixture: IndexSource): Promise<void> {
  const brands = new Map<string, number>();
  for (const { summary: s } of fixture.products) brands.set(s.brand.name, s.brand.id);
  for (const d of fixture.diagrams) if (!brands.has(d.brand)) brands.set(d.brand, 1000 + brands.size);
  await db.insert(schema.brands).values([...brands].map(([name, id]) => ({ id, name, slug: name.toLowerCase() })));
  if (fixture.categories.length > 0) {
    await db.insert(schema.categories).values(fixture.categories.map((c, position) => ({ ...c, description: c.title, position })));
  }
  await db.insert(schema.attributes).values(fixture.attributes.map((a, i) => ({ id: i + 1, ...a, position: i })));
  await db.insert(schema.products).values(fixture.products.map(({ summary: s, createdAt }) => ({
    id: s.id, sku: s.sku, handle: s.handle, title: s.title, mpn: s.mpn, brandId: s.brand.id, price: cents(s.price),
    hidePrice: s.hide_price, reviewStarRating: s.review_star_rating, reviewCount: s.review_count,
    shortDescription: s.short_description, description: '', weight: s.weight, createdAt: new Date(createdAt),
  })));
  await db.insert(schema.inventory).values(fixture.products.map(({ summary: s }) => ({
    productId: s.id, level: s.inventory_level, status: s.inventory_status, canBackorder: s.can_backorder,
  })));
  const links = fixture.products.flatMap((p) => p.categoryIds.map((categoryId) => ({ productId: p.summary.id, categoryId })));
  if (links.length > 0) await db.insert(schema.productCategories).values(links);
  const attributeId = new Map(fixture.attributes.map((a, i) => [a.key, i + 1]));
  const values = fixture.products.flatMap((p) => Object.entries(p.attributes).map(([key, value]) => ({ productId: p.summary.id, attributeId: attributeId.get(key)!, value })));
  if (values.length > 0) await db.insert(schema.productAttributeValues).values(values);
  for (const [i, d] of fixture.diagrams.entries()) {
    await db.insert(schema.diagrams).values({ id: i + 1, handle: d.handle, name: d.name, equipmentType: d.type, brandId: brands.get(d.brand)!, svg: '<svg/>' });
    await db.insert(schema.diagramParts).values(fixture.products.slice(0, d.part_count).map((p, n) => ({ diagramId: i + 1, callout: n + 1, productId: p.summary.id })));
  }
}
