import {
  CategoryListingViewSchema, PageAtPathViewSchema, PartsFinderViewSchema, TypeaheadViewSchema,
  type ProductSummary,
} from '@pool/api-contract';
import { parseSetCookie } from 'cookie';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';

// The real commerce-api, which answers only with its key: the BFF must send it.
const stack = useStack({ commerce: { size: 150 } });

let catalog: ProductSummary[];

beforeAll(async () => {
  const pages = await Promise.all([1, 2].map((page) => stack.catalogue(`per_page=100&sort=newest&page=${page}`)));
  catalog = pages.flat();
});

describe('search through the BFF against the real commerce-api', () => {
  it('finds a product by its part number with or without separators in the dropdown', async () => {
    const product = catalog.find((p) => /^[A-Z]+-\d{4}-[A-Z]+$/.test(p.mpn))!;
    for (const q of [product.mpn, product.mpn.replace(/-/g, '').toLowerCase()]) {
      const res = await request(stack.bff).get('/v1/catalog/typeahead').query({ q });
      expect(res.status).toBe(200);
      const view = TypeaheadViewSchema.parse(res.body);
      expect(view.products[0]?.id).toBe(product.id);
      expect(view.total).toBeGreaterThanOrEqual(1);
    }
  });

  it('serves a category with facets whose counts match the filtered totals, and a shareable canonical query', async () => {
    const res = await request(stack.bff).get('/v1/catalog/category/parts');
    expect(res.status).toBe(200);
    const view = CategoryListingViewSchema.parse(res.body);
    expect(view.category.title).toBe('Parts');
    const brand = view.listing.facets.find((f) => f.key === 'brand');
    expect(brand?.kind).toBe('enum');
    const value = brand?.kind === 'enum' ? brand.values[0]! : null;
    const filtered = await request(stack.bff).get('/v1/catalog/category/parts').query({ f: value!.filter, sort: 'price_asc' });
    const filteredView = CategoryListingViewSchema.parse(filtered.body);
    expect(filteredView.listing.total).toBe(value!.count);
    expect(filteredView.listing.applied.map((a) => a.filter)).toEqual([value!.filter]);
    expect(filteredView.listing.canonicalSearch).toBe(`?${new URLSearchParams({ f: value!.filter, sort: 'price_asc' })}`);
    expect(filtered.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=600');
  });

  it('carries the shell with a category page when asked (include=shell, docs/decisions/0043)', async () => {
    const [shell, res] = await Promise.all([request(stack.bff).get('/v1/shell'), request(stack.bff).get('/v1/catalog/category/parts').query({ include: 'shell', sort: 'price_asc' })]);
    expect(res.status).toBe(200);
    const view = CategoryListingViewSchema.parse(res.body);
    expect(view.shell).toEqual(shell.body);
    expect(view.shell?.menu.items.length).toBeGreaterThan(0);
    expect(view.listing.canonicalSearch).toBe('?sort=price_asc');
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=600');
    expect((await request(stack.bff).get('/v1/catalog/category/parts')).body).not.toHaveProperty('shell');
    const unknown = await request(stack.bff).get('/v1/catalog/category/no-such-category').query({ include: 'shell' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).not.toHaveProperty('shell');
  });

  it('answers a page past the end and an unknown facet with 4xx problems', async () => {
    expect((await request(stack.bff).get('/v1/catalog/category/parts?page=500')).status).toBe(404);
    expect((await request(stack.bff).get('/v1/catalog/category/parts?f=colour:red')).status).toBe(400);
    expect((await request(stack.bff).get('/v1/catalog/category/no-such-category')).status).toBe(404);
  });

  it('shows diagrams among search results', async () => {
    const res = await request(stack.bff).get('/v1/catalog/search?q=hayward%20pump');
    expect(res.status).toBe(200);
    expect(res.body.diagrams.length).toBeGreaterThan(0);
    expect(res.body.listing.total).toBeGreaterThan(0);
  });
});

describe('product and diagram pages', () => {
  it('serves a diagram with its numbered parts, priced for a guest', async () => {
    const finder = PartsFinderViewSchema.parse((await request(stack.bff).get('/v1/catalog/parts-finder')).body);
    expect(finder.types.length).toBeGreaterThan(0);
    const diagram = finder.diagrams[0]!;
    const res = await request(stack.bff).get('/v1/page').query({ path: diagram.href });
    expect(res.status).toBe(200);
    const view = PageAtPathViewSchema.parse(res.body);
    if (view.kind !== 'diagram') throw new Error(`a diagram page, not ${view.kind}`);
    expect(view.page.parts.map((p) => p.number)).toEqual(view.page.callouts);
    expect(view.page.callouts[0]).toBe(1);
    const hidden = view.page.parts.filter((p) => catalog.find((c) => c.id === p.productId)?.hide_price);
    for (const part of hidden) expect(part.price.visibility).toBe('hidden');
  });

  it('serves a guest the same public product page, without starting a session', async () => {
    const product = catalog.find((p) => !p.hide_price)!;
    const page = await request(stack.bff).get('/v1/page').query({ path: `/${product.handle}.html` });
    expect(page.status).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers['cache-control']).toMatch(/^public/);
    expect(page.body.page.product.jsonLd).toMatchObject({ '@type': 'Product', mpn: product.mpn });
  });

  it('records views (a guest gets a session with the first) and answers the list, most recent first', async () => {
    const [first, second] = catalog.filter((p) => !p.hide_price);
    const recorded = await request(stack.bff).post('/v1/catalog/recently-viewed').send({ productId: first!.id });
    expect(recorded.status).toBe(200);
    expect(recorded.headers['cache-control']).toBe('private, no-store');
    expect(recorded.body.products.map((p: { id: number }) => p.id)).toEqual([first!.id]);
    const header = ([] as string[]).concat(recorded.headers['set-cookie'] ?? []).find((value) => value.startsWith('session_id='))!;
    const cookie = `session_id=${parseSetCookie(header).value}`;

    const again = await request(stack.bff).post('/v1/catalog/recently-viewed').set('cookie', cookie).send({ productId: second!.id });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body.products.map((p: { id: number }) => p.id)).toEqual([second!.id, first!.id]);
    const listed = await request(stack.bff).get('/v1/catalog/recently-viewed').set('cookie', cookie);
    expect(listed.body.products.map((p: { id: number }) => p.id)).toEqual([second!.id, first!.id]);
  });

  it('refuses an unknown product (404, no session) and malformed bodies (400)', async () => {
    const unknown = await request(stack.bff).post('/v1/catalog/recently-viewed').send({ productId: 99_999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['set-cookie']).toBeUndefined();
    for (const body of [{}, { productId: 'abc' }, { productId: -1 }, { productId: 1.5 }, { productId: 1, extra: true }]) {
      const res = await request(stack.bff).post('/v1/catalog/recently-viewed').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('offers warranty plans for equipment through the deferred endpoint', async () => {
    // Equipment, not the pump installation service nor the pump-with-installation kit (products
    // without a category, so without plans).
    const pump = catalog.find((p) => p.title.includes('Pump') && p.price >= 100 && !p.title.includes('Lid') && !p.sku.includes('SERVICE') && !p.sku.startsWith('KIT-'))!;
    const res = await request(stack.bff).get(`/v1/catalog/products/${pump.id}/warranty-offers`);
    expect(res.status).toBe(200);
    expect(res.body.available).toBe(true);
    expect(res.body.offers.map((o: { term: string }) => o.term)).toEqual(['2 Years', '3 Years', '5 Years']);
  });
});
