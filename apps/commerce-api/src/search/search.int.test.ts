import {
  IndexSearchResultSchema, PROBLEM_CONTENT_TYPE, TypeaheadResultSchema, ViewedListSchema, WARRANTY_MEDIA_TYPE,
  WarrantyOffersSchema, type ProductSummary,
} from '@pool/api-contract';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_KEY_HEADER, warmUp } from '@pool/http-kit';
import { createApp } from '../app.js';
import { products } from '../db/schema.js';
import { createMetrics } from '../http/metrics.js';
import { useTestContext, asBff, TEST_SERVICE_KEY } from '../test/test-app.js';
import { createSearchEngine } from './create-engine.js';
import type { SearchEngine } from './engine.js';
import { typeaheadPath, typeaheadWarmUpTexts, withTypo } from './warm-up.js';

const ctx = useTestContext();
let search: SearchEngine;
let app: ReturnType<typeof asBff>;
let all: ProductSummary[];

beforeAll(async () => {
  search = createSearchEngine(ctx.db, { pollMs: 0 });
  await search.start();
  app = asBff(createApp({ db: ctx.db, logger: pino({ level: 'silent' }), search, serviceKey: TEST_SERVICE_KEY }));
  const res = await request(app).get('/search/products/query?per_page=100&sort=newest');
  const second = await request(app).get('/search/products/query?per_page=100&page=2&sort=newest');
  all = [...IndexSearchResultSchema.parse(res.body).hits, ...IndexSearchResultSchema.parse(second.body).hits];
});
afterAll(async () => {
  search?.stop();
});

const dashed = () => all.find((p) => /^[A-Z]+-\d{4}-[A-Z]+$/.test(p.mpn))!;

describe('GET /search/products/query', () => {
  it('finds a part number typed with or without separators, exact hit first', async () => {
    const product = dashed();
    expect(product).toBeDefined();
    const compact = product.mpn.replace(/-/g, '').toLowerCase();
    const spaced = product.mpn.replace(/-/g, ' ');
    for (const q of [product.mpn, compact, spaced]) {
      const res = await request(app).get('/search/products/query').query({ q });
      expect(res.status).toBe(200);
      expect(res.body.hits[0].id).toBe(product.id);
    }
  });

  it('counts facet values as the totals their filters give, on the database catalogue', async () => {
    const base = IndexSearchResultSchema.parse((await request(app).get('/search/products/query?category=parts')).body);
    const brand = base.facets.find((f) => f.key === 'brand');
    expect(brand?.kind).toBe('enum');
    for (const { value, count } of brand?.kind === 'enum' ? brand.values.slice(0, 4) : []) {
      const filtered = await request(app).get('/search/products/query').query({ category: 'parts', f: `brand:${value}` });
      expect(filtered.body.total).toBe(count);
    }
    expect(base.facets.map((f) => f.key)).toContain('inventory_status');
  });

  it('answers bad input with 4xx problems, never 5xx', async () => {
    const cases: [string, number, string][] = [
      ['/search/products/query?f=colour:red', 400, 'Unknown filter'],
      ['/search/products/query?f=brand', 400, 'Invalid request'],
      ['/search/products/query?f=length:tall', 400, 'Invalid filter'],
      ['/search/products/query?page=9999', 404, 'Page not found'],
      ['/search/products/query?category=no-such-thing', 404, 'Not Found'],
      [`/search/products/query?q=${'x'.repeat(201)}`, 400, 'Invalid request'],
      ['/search/typeahead?q=', 400, 'Invalid request'],
    ];
    for (const [url, status, title] of cases) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(status);
      expect(res.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
      expect(res.body.title, url).toBe(title);
    }
  });

  it('picks up catalogue changes when the catalogue version moves', async () => {
    const product = all[0]!;
    expect(await search.refreshIfChanged()).toBe(false);
    await ctx.db.update(products).set({ title: `${product.title} Zanzibarite` }).where(eq(products.id, product.id));
    expect(await search.refreshIfChanged()).toBe(true);
    const res = await request(app).get('/search/products/query?q=zanzibarite');
    expect(res.body.hits.map((h: ProductSummary) => h.id)).toEqual([product.id]);
  });
});

describe('GET /search/typeahead', () => {
  it('caps suggestions and products and reports the total', async () => {
    const res = await request(app).get('/search/typeahead?q=pool');
    expect(res.status).toBe(200);
    const body = TypeaheadResultSchema.parse(res.body);
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
    expect(body.total).toBeGreaterThanOrEqual(body.products.length);
    expect(res.headers['cache-control']).toContain('public');
  });

  it('says when diagrams match', async () => {
    expect((await request(app).get('/search/typeahead?q=hayward pump')).body.has_diagrams).toBe(true);
    expect((await request(app).get('/search/typeahead?q=chlorine tablets')).body.has_diagrams).toBe(false);
  });
});

describe('GET /warranty/offers', () => {
  // Equipment, not the pump installation service nor the pump-with-installation kit (products
  // without a category, so without plans).
  const pump = () => all.find((p) => p.title.includes('Pump') && p.price >= 100 && !p.title.includes('Lid') && !p.sku.includes('SERVICE') && !p.sku.startsWith('KIT-'))!;

  it('needs the versioned Accept header', async () => {
    const res = await request(app).get(`/warranty/offers?productId=${pump().id}&storeId=web`).set('accept', 'application/json');
    expect(res.status).toBe(406);
    expect(res.body.detail).toContain(WARRANTY_MEDIA_TYPE);
  });

  it('offers priced plans for covered equipment', async () => {
    const res = await request(app).get(`/warranty/offers?productId=${pump().id}&storeId=web&locale=en-US`).set('accept', WARRANTY_MEDIA_TYPE);
    expect(res.status).toBe(200);
    const body = WarrantyOffersSchema.parse(res.body);
    expect(body.offers.map((o) => o.term_months)).toEqual([24, 36, 60]);
    expect(body.offers[0]!.plan_name).toBe('Extend Protection Plan - 2 Years');
    expect(body.hide_price).toBe(pump().hide_price);
  });

  it('answers an unknown product with 404 and a bad store id with 400', async () => {
    expect((await request(app).get('/warranty/offers?productId=999999&storeId=web').set('accept', WARRANTY_MEDIA_TYPE)).status).toBe(404);
    expect((await request(app).get('/warranty/offers?productId=1&storeId=a%20b').set('accept', WARRANTY_MEDIA_TYPE)).status).toBe(400);
  });

  it('answers a product id beyond the integer range with 404 (was a 500)', async () => {
    const res = await request(app).get('/warranty/offers?productId=99999999999999&storeId=web').set('accept', WARRANTY_MEDIA_TYPE);
    expect(res.status).toBe(404);
    expect(res.body.title).toBe('Not Found');
  });
});

describe('recently viewed', () => {
  const viewer = 'a'.repeat(64);

  it('keeps the 15 most recent views, most recent first, a repeat moving to the front', async () => {
    for (const [i, product] of all.slice(0, 16).entries()) {
      ctx.clock.now = new Date(Date.UTC(2026, 0, 1, 0, 0, i));
      const res = await request(app).post(`/api/viewed/${viewer}/items`).send({ product_id: product.id });
      expect(res.status).toBe(200);
    }
    ctx.clock.now = new Date(Date.UTC(2026, 0, 1, 0, 1));
    await request(app).post(`/api/viewed/${viewer}/items`).send({ product_id: all[5]!.id });
    const list = ViewedListSchema.parse((await request(app).get(`/api/viewed/${viewer}`)).body);
    expect(list.products).toHaveLength(15);
    expect(list.products[0]!.id).toBe(all[5]!.id);
    expect(list.products[1]!.id).toBe(all[15]!.id);
    expect(list.products.map((p) => p.id)).not.toContain(all[0]!.id);
  });

  it('is empty for a new viewer and refuses unknown products and malformed ids', async () => {
    expect((await request(app).get(`/api/viewed/${'b'.repeat(64)}`)).body.products).toEqual([]);
    expect((await request(app).post(`/api/viewed/${viewer}/items`).send({ product_id: 999_999 })).status).toBe(404);
    // Beyond the integer range: no product either, and nothing recorded (was a 500).
    expect((await request(app).post(`/api/viewed/${'c'.repeat(64)}/items`).send({ product_id: 2 ** 31 })).status).toBe(404);
    expect((await request(app).get(`/api/viewed/${'c'.repeat(64)}`)).body.products).toEqual([]);
    expect((await request(app).get('/api/viewed/short')).status).toBe(400);
  });
});

describe('the start-up warm-up', () => {
  it('types titles, titles with a typo and part numbers keystroke by keystroke, each text once', async () => {
    const texts = await typeaheadWarmUpTexts(search, 300);
    expect(texts).toHaveLength(300);
    expect(new Set(texts).size).toBe(300);
    const [best] = (await search.search({ f: [], sort: 'rating', page: 1, per_page: 1 })).hits;
    const title = best!.title.slice(0, 24);
    expect(texts.slice(0, title.trimEnd().length)).toEqual(Array.from(title.trimEnd(), (_, i) => title.slice(0, i + 1)).filter((t) => t.trim() !== ''));
    expect(texts).toContain(best!.mpn);
    expect(withTypo('Hayward Super Pump')).toBe('Hawyard Super Pump');
    expect(withTypo('O Kit')).toBe('O Kit');
    expect(typeaheadPath('pool c')).toBe('/search/typeahead?q=pool+c&products=6&suggestions=8');
  });

  it('answers through a throwaway app without touching the serving one, which is not ready until it is over', async () => {
    let warming = true;
    const serving = createApp({ db: ctx.db, logger: pino({ level: 'silent' }), search, serviceKey: TEST_SERVICE_KEY, warmingUp: () => warming });
    expect((await request(serving).get('/readyz')).status).toBe(503);
    const before = (await request(app).get(typeaheadPath('pool pmup'))).body as unknown;
    const result = await warmUp({
      handler: createApp({ db: ctx.db, logger: pino({ level: 'silent' }), search, serviceKey: TEST_SERVICE_KEY, metrics: createMetrics({ processMetrics: false }) }),
      paths: (await typeaheadWarmUpTexts(search, 200)).map(typeaheadPath),
      headers: { [SERVICE_KEY_HEADER]: TEST_SERVICE_KEY },
    });
    search.forgetWarmUp();
    warming = false;
    expect(result).toMatchObject({ requests: 200, failed: 0, stoppedEarly: false });
    expect((await request(serving).get('/readyz')).status).toBe(200);
    const metrics = await request(serving).get('/metrics').set(SERVICE_KEY_HEADER, TEST_SERVICE_KEY).expect(200);
    expect(metrics.text).not.toContain('route="/search/typeahead"');
    // Remembered words forgotten or not, the index answers the same.
    expect((await request(app).get(typeaheadPath('pool pmup'))).body).toEqual(before);
  });
});
