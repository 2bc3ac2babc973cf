import { AttributesSchema, DiagramMapSchema, HandleSchema, IndexSearchResultSchema, MenuSchema, ProductSummarySchema } from '@pool/api-contract';
import { asc } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema.js';
import { buildCatalog } from '../db/seed/catalog.js';
import { ATTRIBUTES } from '../db/seed/reference-data.js';
import { useTestContext, TEST_CATALOG_SIZE } from '../test/test-app.js';

const ctx = useTestContext();

describe('catalogue reads', () => {
  it('answers the menu as a tree of the ten top categories with their sub-categories', async () => {
    const res = await request(ctx.app).get('/menu.json').expect(200);
    const menu = MenuSchema.parse(res.body);
    expect(menu.items).toHaveLength(10);
    const pumps = menu.items.find((i) => i.url === 'pumps');
    expect(pumps?.title).toBe('Pumps');
    expect(pumps?.children.map((c) => c.url)).toContain('variable-speed-pumps');
    expect(res.headers['cache-control']).toMatch(/public/);
  });

  it("answers the spec's 16 filterable attributes in order", async () => {
    const res = await request(ctx.app).get('/attributes.json').expect(200);
    const { attributes } = AttributesSchema.parse(res.body);
    expect(attributes.map((a) => a.title)).toEqual([
      'Inventory', 'Brand', 'Part Type', 'Manufacture', 'Length', 'Outside Diameter', 'Filter Manufacturer', 'Chemical Type',
      'Cover Thickness', 'Pool Size', 'Pool Type', 'Size', 'Warranty', 'Basket Bottom OD', 'Basket Height', 'Basket Top OD',
    ]);
    expect(attributes[0]).toEqual({ key: 'inventory_status', title: 'Inventory', kind: 'enum', unit: null });
    expect(attributes.find((a) => a.key === 'length')).toMatchObject({ kind: 'range', unit: 'in' });
    expect(attributes).toHaveLength(ATTRIBUTES.length);
  });

  it('answers the diagram map with types, brands and 20+ diagrams', async () => {
    const res = await request(ctx.app).get('/diagrams.json').expect(200);
    const map = DiagramMapSchema.parse(res.body);
    expect(map.types).toEqual(['Chlorinator', 'Cleaner', 'Filter', 'Heater', 'Pump']);
    expect(map.diagrams.length).toBeGreaterThanOrEqual(20);
    expect(map.brands.find((b) => b.name === 'Hayward')?.types).toContain('Pump');
  });
});

describe('GET /handles/{handle}.json', () => {
  it('resolves a product handle to the full product', async () => {
    const [first] = await ctx.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const res = await request(ctx.app).get(`/handles/${first!.handle}.json`).expect(200);
    const handle = HandleSchema.parse(res.body);
    if (handle.type !== 'product') throw new Error(`expected a product, got ${handle.type}`);
    expect(handle.product.sku).toBe(first!.sku);
    expect(handle.product.price).toBe(first!.price / 100);
    expect(handle.product.attributes.map((a) => a.key)).toContain('brand');
    expect(handle.product.categories).toHaveLength(1);
    expect(handle.product.image.url).toBe(`/images/products/${first!.sku}.svg`);
  });

  it('resolves a category url with breadcrumbs and children', async () => {
    const res = await request(ctx.app).get('/handles/variable-speed-pumps.json').expect(200);
    const handle = HandleSchema.parse(res.body);
    if (handle.type !== 'category') throw new Error(`expected a category, got ${handle.type}`);
    expect(handle.category.breadcrumbs.map((b) => b.url)).toEqual(['pumps', 'variable-speed-pumps']);
    const top = HandleSchema.parse((await request(ctx.app).get('/handles/pumps.json').expect(200)).body);
    expect(top.type === 'category' && top.category.children.length).toBe(5);
  });

  it('resolves content pages, including a URL-encoded nested handle', async () => {
    const about = HandleSchema.parse((await request(ctx.app).get('/handles/about.json').expect(200)).body);
    expect(about.type === 'page' && about.page.title).toBe('About Us');
    const howTo = HandleSchema.parse((await request(ctx.app).get(`/handles/${encodeURIComponent('blog/how-to')}.json`).expect(200)).body);
    expect(howTo.type === 'page' && howTo.page.handle).toBe('blog/how-to');
    const home = HandleSchema.parse((await request(ctx.app).get('/handles/home.json').expect(200)).body);
    if (home.type !== 'page') throw new Error('home is a page');
    expect(home.page.blocks.map((b) => b.kind)).toEqual(['hero', 'categories', 'products', 'links', 'links']);
  });

  it('resolves a diagram handle with its numbered parts', async () => {
    const map = DiagramMapSchema.parse((await request(ctx.app).get('/diagrams.json')).body);
    const ref = map.diagrams[0]!;
    const res = await request(ctx.app).get(`/handles/${ref.handle}.json`).expect(200);
    const handle = HandleSchema.parse(res.body);
    if (handle.type !== 'diagram') throw new Error(`expected a diagram, got ${handle.type}`);
    expect(handle.diagram.parts.length).toBeGreaterThanOrEqual(8);
    expect(handle.diagram.parts.map((p) => p.callout)).toEqual(handle.diagram.parts.map((_, i) => i + 1));
    await request(ctx.app).get(handle.diagram.image.url).expect(200).expect('content-type', /image\/svg\+xml/);
  });

  it('answers 404 problem+json for an unknown handle', async () => {
    const res = await request(ctx.app).get('/handles/no-such-thing.json').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, title: 'Not Found' });
    expect(res.body.detail).toContain('no-such-thing');
  });
});

describe('product cache', () => {
  it('answers a product by sku and 404 for an unknown sku', async () => {
    const [first] = await ctx.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const res = await request(ctx.app).get(`/api/v1/cache/${first!.sku}`).expect(200);
    expect(ProductSummarySchema.parse(res.body).id).toBe(first!.id);
    await request(ctx.app).get('/api/v1/cache/NOPE-1').expect(404);
  });

  it("answers the spec's other addresses the same: /api/cache/{sku}, /api/products/{id}, /api/handles/{handle}.json", async () => {
    const [first] = await ctx.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const bySku = (await request(ctx.app).get(`/api/v1/cache/${first!.sku}`).expect(200)).body;
    expect((await request(ctx.app).get(`/api/cache/${first!.sku}`).expect(200)).body).toEqual(bySku);
    const byId = await request(ctx.app).get(`/api/products/${first!.id}`).expect(200);
    expect(byId.body).toEqual(bySku);
    expect(byId.headers['cache-control']).toMatch(/^public/);
    expect((await request(ctx.app).get(`/api/handles/${first!.handle}.json`).expect(200)).body).toEqual((await request(ctx.app).get(`/handles/${first!.handle}.json`).expect(200)).body);
    await request(ctx.app).get('/api/cache/NOPE-1').expect(404);
    await request(ctx.app).get('/api/handles/no-such-thing.json').expect(404);
    const unknown = await request(ctx.app).get('/api/products/999999999').expect(404);
    expect(unknown.body.detail).toBe('No product has the id 999999999.');
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) await request(ctx.app).get(`/api/products/${bad}`).expect(400);
  });

  it('answers a collection in the order asked, skipping unknown skus', async () => {
    const rows = await ctx.db.select().from(products).orderBy(asc(products.id)).limit(3);
    const skus = [rows[2]!.sku, 'UNKNOWN', rows[0]!.sku];
    const res = await request(ctx.app).post('/api/v1/cache/collection').send({ products: skus }).expect(200);
    expect(res.body.products.map((p: { sku: string }) => p.sku)).toEqual([rows[2]!.sku, rows[0]!.sku]);
  });
});

describe('the catalogue through GET /search/products/query', () => {
  it('filters by a top category including its sub-categories, and pages', async () => {
    const page1 = IndexSearchResultSchema.parse((await request(ctx.app).get('/search/products/query?category=pumps&per_page=5').expect(200)).body);
    expect(page1.hits).toHaveLength(5);
    const catalog = buildCatalog(TEST_CATALOG_SIZE);
    const pumpsId = catalog.categories.find((c) => c.url === 'pumps')!.id;
    const pumpIds = new Set(catalog.categories.filter((c) => c.id === pumpsId || c.parentId === pumpsId).map((c) => c.id));
    expect(page1.total).toBe(catalog.productCategories.filter((pc) => pumpIds.has(pc.categoryId)).length);
    const subTotal = IndexSearchResultSchema.parse((await request(ctx.app).get('/search/products/query?category=variable-speed-pumps&per_page=1')).body).total;
    expect(subTotal).toBeLessThan(page1.total);
    const page2 = IndexSearchResultSchema.parse((await request(ctx.app).get('/search/products/query?category=pumps&per_page=5&page=2')).body);
    expect(page2.page).toBe(2);
    const ids1 = new Set(page1.hits.map((h) => h.id));
    expect(page2.hits.some((h) => ids1.has(h.id))).toBe(false);
  });

  it('has in-stock pumps with a plain visible price', async () => {
    const res = IndexSearchResultSchema.parse((await request(ctx.app).get('/search/products/query?category=pumps&per_page=100')).body);
    expect(res.hits.some((h) => h.in_stock && !h.hide_price && h.price > 0)).toBe(true);
  });

  it.each([
    ['price_asc', (a: number, b: number) => a <= b, 'price'],
    ['price_desc', (a: number, b: number) => a >= b, 'price'],
    ['rating', (a: number, b: number) => a >= b, 'review_star_rating'],
  ] as const)('sorts by %s', async (sort, inOrder, field) => {
    const res = IndexSearchResultSchema.parse((await request(ctx.app).get(`/search/products/query?category=chemicals&sort=${sort}&per_page=30`)).body);
    expect(res.hits.length).toBeGreaterThan(5);
    for (let i = 1; i < res.hits.length; i++) expect(inOrder(res.hits[i - 1]![field], res.hits[i]![field])).toBe(true);
  });

  it('sorts by newest', async () => {
    const res = IndexSearchResultSchema.parse((await request(ctx.app).get('/search/products/query?sort=newest&per_page=20')).body);
    const created = await ctx.db.select({ id: products.id, createdAt: products.createdAt }).from(products);
    const at = new Map(created.map((r) => [r.id, r.createdAt.getTime()]));
    for (let i = 1; i < res.hits.length; i++) expect(at.get(res.hits[i - 1]!.id)!).toBeGreaterThanOrEqual(at.get(res.hits[i]!.id)!);
  });

  it.each(['pool nets', 'automatic pool cleaners', 'aboveground pools', 'pool cleaner'])('finds products for the popular search "%s"', async (q) => {
    const res = IndexSearchResultSchema.parse((await request(ctx.app).get('/search/products/query').query({ q })).body);
    expect(res.total).toBeGreaterThan(0);
  });

  it('finds a product by exact mpn and sku first', async () => {
    const [row] = await ctx.db.select().from(products).orderBy(asc(products.id)).limit(1);
    for (const q of [row!.mpn, row!.sku.toLowerCase()]) {
      const res = IndexSearchResultSchema.parse((await request(ctx.app).get('/search/products/query').query({ q })).body);
      expect(res.hits[0]?.id).toBe(row!.id);
    }
  });

  it('answers 404 for an unknown category and 400 for a bad sort', async () => {
    await request(ctx.app).get('/search/products/query?category=nope').expect(404);
    const bad = await request(ctx.app).get('/search/products/query?sort=cheapest').expect(400);
    expect(bad.body.errors.sort).toBeDefined();
  });
});

describe('seed', () => {
  it('is deterministic: the stored products are the generator output for the same seed', async () => {
    const expected = buildCatalog(TEST_CATALOG_SIZE).products.slice(0, 10);
    const stored = await ctx.db.select().from(products).orderBy(asc(products.id)).limit(10);
    expect(stored.map((p) => [p.sku, p.title, p.price, p.mpn])).toEqual(expected.map((p) => [p.sku, p.title, p.price, p.mpn]));
  });
});
