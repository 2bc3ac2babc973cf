import { PROBLEM_CONTENT_TYPE, TypeaheadViewSchema, WARRANTY_MEDIA_TYPE } from '@pool/api-contract';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { parseSetCookie } from 'cookie';
import { productDetail, productSummary, questionsPage, reviewsPage } from '../test/fixtures.js';
import { jsonResponse } from '../test/support.js';
import { SessionContext } from '../session/session-context.js';
import type { Session } from '../session/session-store.js';
import { buildTestApp } from '../test/test-app.js';

const TYPEAHEAD = { query: 'pump', suggestions: [{ text: 'pumps', count: 3 }], products: [productSummary()], total: 3, has_diagrams: false, diagrams: [] };

/** A stand-in for commerce-api's search, product, reviews and questions (they come with a product page, decision 0037), warranty and viewed endpoints. */
function fakeCommerce(overrides: Record<string, (url: URL, init?: RequestInit) => Response | Promise<Response>> = {}) {
  return vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const override = overrides[url.pathname];
    if (override) return override(url, init);
    if (url.pathname === '/search/typeahead') return jsonResponse(200, TYPEAHEAD);
    if (url.pathname === '/handles/hayward-super-pump.json') return jsonResponse(200, { type: 'product', product: productDetail() });
    if (url.pathname === '/api/reviews') return jsonResponse(200, reviewsPage());
    if (url.pathname === '/api/questions') return jsonResponse(200, questionsPage());
    if (url.pathname.startsWith('/api/viewed/')) return jsonResponse(200, { objectID: url.pathname.split('/')[3], products: [productSummary()] });
    return jsonResponse(404, { type: 'about:blank', title: 'Not Found', status: 404 });
  });
}

async function app(overrides?: Parameters<typeof fakeCommerce>[0]) {
  const fetch = fakeCommerce(overrides);
  return { ...(await buildTestApp({ fetch: fetch as unknown as typeof globalThis.fetch })), fetch };
}

const calls = (fetch: ReturnType<typeof fakeCommerce>, path: string) =>
  fetch.mock.calls.filter(([input]) => new URL(String(input)).pathname === path);

describe('GET /v1/catalog/typeahead', () => {
  it('answers from the cache the second time, whatever the case and spacing', async () => {
    const { app: bff, fetch } = await app();
    const first = await request(bff).get('/v1/catalog/typeahead?q=Pump');
    const second = await request(bff).get('/v1/catalog/typeahead?q=%20pump%20');
    expect(first.status).toBe(200);
    expect(second.body.products[0]).toMatchObject({ sku: 'PUMP-101', href: '/hayward-super-pump.html' });
    expect(first.body).toMatchObject({ query: 'Pump', total: 3, viewAllHref: '/search?query=pump', hasDiagrams: false });
    expect(calls(fetch, '/search/typeahead')).toHaveLength(1);
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=120');
    // Production serves it without a response parse: the body must already be exactly the contract's shape.
    expect(TypeaheadViewSchema.parse(first.body)).toStrictEqual(first.body);
    const empty = await request(bff).get('/v1/catalog/typeahead?q=');
    expect(TypeaheadViewSchema.parse(empty.body)).toStrictEqual(empty.body);
  });

  it('answers empty text without calling upstream, and oversized text with a 400 problem', async () => {
    const { app: bff, fetch } = await app();
    expect((await request(bff).get('/v1/catalog/typeahead?q=')).body).toMatchObject({ total: 0, products: [], suggestions: [] });
    const long = await request(bff).get(`/v1/catalog/typeahead?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(long.body.errors.q).toEqual(['the search text may be at most 200 characters']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks for the answer while the shopper's session is still being read, and answers a signed-in shopper privately", async () => {
    // The session read is held until commerce-api is asked (were it asked only after the read, a
    // fallback timer releases the read so the test fails instead of hanging).
    const signedIn = { id: 'x', publicId: 'y', record: { customerId: 7, token: 't' } } as unknown as Session;
    let release: () => void = () => undefined;
    let read = false;
    const reading = new Promise<Session | null>((resolve) => { release = () => resolve(signedIn); });
    void reading.then(() => { read = true; });
    const fallback = setTimeout(() => release(), 2_000);
    const current = vi.spyOn(SessionContext.prototype, 'current').mockImplementation(() => reading);
    let askedWhileReading: boolean | undefined;
    const { app: bff } = await app({
      '/search/typeahead': () => {
        askedWhileReading = !read;
        release();
        return jsonResponse(200, TYPEAHEAD);
      },
    });
    try {
      const res = await request(bff).get('/v1/catalog/typeahead?q=pump').set('cookie', 'session_id=whatever');
      expect(res.status).toBe(200);
      expect(askedWhileReading).toBe(true);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body.products[0]).toMatchObject({ sku: 'PUMP-101' });
    } finally {
      clearTimeout(fallback);
      current.mockRestore();
    }
  });

  it('gives up on a slow upstream with a 504 instead of hanging the dropdown', async () => {
    const { app: bff } = await app({ '/search/typeahead': () => new Promise<Response>(() => undefined) });
    const res = await request(bff).get('/v1/catalog/typeahead?q=slow');
    expect(res.status).toBe(504);
  });
});

describe('listings', () => {
  it('refuses a malformed filter before calling upstream, and passes an unknown facet problem on', async () => {
    const { app: bff, fetch } = await app({
      '/search/products/query': () => jsonResponse(400, { type: 'about:blank', title: 'Unknown filter', status: 400, detail: '"colour" is not a filterable attribute' }),
    });
    const malformed = await request(bff).get('/v1/catalog/search?q=pump&f=brand');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ 'f.0': ['a filter is key:value or key:min..max'] });
    expect(calls(fetch, '/search/products/query')).toHaveLength(0);
    const unknown = await request(bff).get('/v1/catalog/search?q=pump&f=colour:red');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ title: 'Unknown filter', detail: '"colour" is not a filterable attribute' });
  });
});

describe('GET /v1/catalog/products/:id/warranty-offers', () => {
  it('asks with the versioned Accept header and shows plan terms in cents', async () => {
    const { app: bff, fetch } = await app({
      '/warranty/offers': (url, init) => {
        if (new Headers(init?.headers).get('accept') !== WARRANTY_MEDIA_TYPE) return jsonResponse(406, { title: 'Not Acceptable', status: 406 });
        return jsonResponse(200, { product_id: Number(url.searchParams.get('productId')), store_id: 'web', locale: 'en-US', offers: [{ id: 'x', sku: 'EXT', plan_name: 'Extend Protection Plan - 3 Years', term_months: 36, price: 79.99 }] });
      },
    });
    const res = await request(bff).get('/v1/catalog/products/101/warranty-offers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ productId: 101, available: true, offers: [{ id: 'x', sku: 'EXT', term: '3 Years', termMonths: 36, price: 7999 }] });
    expect(calls(fetch, '/warranty/offers')).toHaveLength(1);
  });

  it('degrades to "unavailable" when the service fails, never an error', async () => {
    const { app: bff } = await app({ '/warranty/offers': () => jsonResponse(503, { title: 'down', status: 503 }) });
    const res = await request(bff).get('/v1/catalog/products/101/warranty-offers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ productId: 101, available: false, offers: [] });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('warranty offers of a hidden-price product', () => {
  // Plans cost a share of the product price: 18 % rounded to .99 tells a $2,499 price to within $6.
  const HIDDEN = { product_id: 101, store_id: 'web', locale: 'en-US', hide_price: true, offers: [{ id: 'x', sku: 'EXT', plan_name: 'Extend Protection Plan - 5 Years', term_months: 60, price: 449.99 }] };

  it('are never answered to a guest, in any form', async () => {
    const { app: bff } = await app({ '/warranty/offers': () => jsonResponse(200, HIDDEN) });
    const res = await request(bff).get('/v1/catalog/products/101/warranty-offers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ productId: 101, available: false, offers: [] });
    expect(res.text).not.toContain('449');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('are answered, privately, to a signed-in customer who sees the price', async () => {
    const signedIn = { id: 'x', publicId: 'y', record: { customerId: 7, token: 't' } } as unknown as Session;
    const current = vi.spyOn(SessionContext.prototype, 'current').mockResolvedValue(signedIn);
    try {
      const { app: bff } = await app({ '/warranty/offers': () => jsonResponse(200, HIDDEN) });
      const res = await request(bff).get('/v1/catalog/products/101/warranty-offers').set('cookie', 'session_id=whatever');
      expect(res.body.offers).toEqual([{ id: 'x', sku: 'EXT', term: '5 Years', termMonths: 60, price: 44999 }]);
      expect(res.headers['cache-control']).toBe('private, no-store');
    } finally {
      current.mockRestore();
    }
  });
});

const productPage = (bff: Parameters<typeof request>[0]) => request(bff).get('/v1/page').query({ path: '/hayward-super-pump.html' });

describe('warranty offers on the product page', () => {
  const OFFERS = { product_id: 101, store_id: 'web', locale: 'en-US', offers: [{ id: 'x', sku: 'EXT', plan_name: 'Extend Protection Plan - 3 Years', term_months: 36, price: 79.99 }] };

  it('are fetched once the page is asked for, joined by the deferred ask, and part of later pages', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { app: bff, fetch } = await app({ '/warranty/offers': async () => (await held, jsonResponse(200, OFFERS)) });
    const first = await productPage(bff);
    expect(first.status).toBe(200);
    expect(first.body.page.product.warrantyEligible).toBe(true);
    expect(first.body.page).not.toHaveProperty('warranty');
    expect(calls(fetch, '/warranty/offers')).toHaveLength(1); // started by the page
    const deferred = request(bff).get('/v1/catalog/products/101/warranty-offers').then((res) => res);
    answer();
    expect((await deferred).body).toMatchObject({ productId: 101, available: true });
    expect(calls(fetch, '/warranty/offers')).toHaveLength(1); // the deferred ask joined it

    const later = await productPage(bff);
    expect(later.body.page.warranty).toEqual({ productId: 101, available: true, offers: [{ id: 'x', sku: 'EXT', term: '3 Years', termMonths: 36, price: 7999 }] });
    expect(later.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=600');
  });

  it('are left out while the service fails', async () => {
    const { app: bff } = await app({ '/warranty/offers': () => jsonResponse(503, { title: 'down', status: 503 }) });
    await productPage(bff);
    await request(bff).get('/v1/catalog/products/101/warranty-offers');
    expect((await productPage(bff)).body.page).not.toHaveProperty('warranty');
  });
});

describe('GET /v1/catalog/recently-viewed', () => {
  it('is empty and private without a session, and does not call upstream', async () => {
    const { app: bff, fetch } = await app();
    const res = await request(bff).get('/v1/catalog/recently-viewed');
    expect(res.body).toEqual({ products: [] });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('POST /v1/catalog/recently-viewed', () => {
  it('gives a guest a session, records the view under its derived id (never the cookie), and answers privately', async () => {
    const { app: bff, fetch } = await app();
    const res = await request(bff).post('/v1/catalog/recently-viewed').send({ productId: 101 });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.products.map((p: { sku: string }) => p.sku)).toEqual(['PUMP-101']);
    const header = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!;
    const cookie = parseSetCookie(header).value!;
    const viewedCall = fetch.mock.calls.find(([input]) => String(input).includes('/api/viewed/'))!;
    const viewedUrl = String(viewedCall[0]);
    expect(viewedUrl).toContain(`/api/viewed/${createHash('sha256').update(cookie).digest('hex')}/items`);
    expect(viewedUrl).not.toContain(cookie);

    const again = await request(bff).post('/v1/catalog/recently-viewed').set('cookie', `session_id=${cookie}`).send({ productId: 101 });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('loses the view, not the request, when the upstream fails (and starts no session)', async () => {
    const healthy = fakeCommerce();
    const failing = vi.fn(async (input: string | URL | Request, init?: RequestInit) =>
      String(input).includes('/api/viewed/') ? jsonResponse(500, { type: 'about:blank', title: 'Boom', status: 500 }) : healthy(input, init));
    const { app: bff } = await buildTestApp({ fetch: failing as unknown as typeof globalThis.fetch });
    const res = await request(bff).post('/v1/catalog/recently-viewed').send({ productId: 101 });
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([]);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('page reads per audience', () => {
  const signedIn = { id: 'x', publicId: 'y', record: { customerId: 7, token: 't' } } as unknown as Session;

  it('are public for a signed-in customer too, and give a member without it the audience cookie', async () => {
    const current = vi.spyOn(SessionContext.prototype, 'current').mockResolvedValue(signedIn);
    try {
      const { app: bff } = await app();
      const res = await productPage(bff).set('cookie', 'session_id=whatever');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=600');
      // The page is the members' one: the cookie that shared caches key on is set with it, so this
      // answer (it sets a cookie) is kept by none of them.
      const audience = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((value) => value.startsWith('signed_in='));
      expect(audience && parseSetCookie(audience).value).toMatch(/^[\w-]{32}$/);
    } finally {
      current.mockRestore();
    }
  });

  it('leave the cookies of a guest without one alone', async () => {
    const { app: bff } = await app();
    const res = await productPage(bff);
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=600');
    expect(res.headers['set-cookie']).toBeUndefined();
    // Named by its product and category, so a purge of either drops it from a CDN (docs/decisions/0064).
    expect(res.headers['cache-tag']).toMatch(/^product:\d+ category:pumps\b/);
    expect(res.headers['surrogate-key']).toBe(res.headers['cache-tag']);
  });
});
