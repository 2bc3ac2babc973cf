import { PageAtPathViewSchema, PROBLEM_CONTENT_TYPE, SitemapViewSchema, type ContentPage } from '@pool/api-contract';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { productDetail, productSummary, questionsPage, reviewsPage } from '../test/fixtures.js';
import { jsonResponse } from '../test/support.js';
import { buildTestApp } from '../test/test-app.js';

const MENU = { items: [{ id: 1, title: 'Pool Chemicals', url: 'chemicals', children: [{ id: 2, title: 'Pumps', url: 'pumps', children: [] }] }] };
const NOT_FOUND = { type: 'about:blank', title: 'Not Found', status: 404 };

const page = (handle: string, blocks: ContentPage['blocks'] = []): ContentPage => ({ handle, title: `Title of ${handle}`, description: `About ${handle}.`, blocks });

const HANDLES: Record<string, unknown> = {
  'hayward-super-pump': { type: 'product', product: productDetail() },
  about: { type: 'page', page: page('about') },
  home: { type: 'page', page: page('home') },
  'blog/how-to': { type: 'page', page: page('blog/how-to') },
  'blog/how-to/open-your-pool': {
    type: 'page',
    page: page('blog/how-to/open-your-pool', [
      { kind: 'hero', heading: 'Open', text: 'Spring', cta: null, image: { url: '/images/hero.svg', width: 600, height: 600, alt: 'Pool' } },
      { kind: 'products', heading: 'In this guide', skus: ['PUMP-101', 'GONE-1'] },
      { kind: 'categories', heading: 'Shop', urls: ['pumps'] },
    ]),
  },
  'location/san-antonio-tx-4': { type: 'page', page: page('location/san-antonio-tx-4') },
  pumps: { type: 'category', category: { id: 2, title: 'Pumps', url: 'pumps', description: '', image: null, parent_id: 1, breadcrumbs: [], children: [] } },
  'super-pump-parts-diagram': {
    type: 'diagram',
    diagram: {
      name: 'Super Pump Parts', handle: 'super-pump-parts-diagram', type: 'Pump', brand: 'Hayward', url: '/super-pump-parts-diagram.html',
      image: { url: '/images/diagrams/super-pump-parts-diagram.svg', width: 600, height: 600, alt: 'Super Pump Parts' },
      parts: [{ callout: 2, product: productSummary() }],
    },
  },
};

const REVIEWS = reviewsPage();
const QUESTIONS = questionsPage();

/** A stand-in for commerce-api's content, catalogue and review reads. */
function fakeCommerce(overrides: Record<string, (init?: RequestInit) => Response | Promise<Response>> = {}) {
  return vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const override = overrides[url.pathname];
    if (override) return override(init);
    const handle = /^\/handles\/(.+)\.json$/.exec(url.pathname);
    if (handle) {
      const found = HANDLES[decodeURIComponent(handle[1]!)];
      return found ? jsonResponse(200, found) : jsonResponse(404, NOT_FOUND);
    }
    if (url.pathname === '/api/redirects') {
      return url.searchParams.get('url') === '/pool-chemicals' ? jsonResponse(200, { to: '/category/chemicals.html', status: 301 }) : jsonResponse(404, NOT_FOUND);
    }
    if (url.pathname === '/api/reviews') return jsonResponse(200, { ...REVIEWS, current_page: Number(url.searchParams.get('page')) });
    if (url.pathname === '/api/questions') return jsonResponse(200, QUESTIONS);
    if (url.pathname === '/menu.json') return jsonResponse(200, MENU);
    if (url.pathname === '/api/v1/cache/collection') return jsonResponse(200, { products: [productSummary()] });
    if (url.pathname === '/api/sitemap') {
      return jsonResponse(200, {
        pages: [{ handle: 'about', updated_at: '2026-01-02T00:00:00.000Z' }, { handle: 'location/san-antonio-tx-4', updated_at: '2026-01-02T00:00:00.000Z' }],
        categories: [{ handle: 'pumps', updated_at: null }],
        products_total: 25_000,
      });
    }
    if (url.pathname === '/api/sitemap/products') {
      const n = Number(url.searchParams.get('page'));
      return jsonResponse(200, { products: [{ handle: `product-of-page-${n}`, updated_at: '2026-01-01T00:00:00.000Z' }], page: n, per_page: 10_000, total: 25_000 });
    }
    if (url.pathname === '/api/subscriptions') {
      const email = JSON.parse(String(init?.body)).email as string;
      return jsonResponse(email === 'again@example.com' ? 200 : 201, { email, subscribed_at: '2026-01-01T00:00:00.000Z' });
    }
    return jsonResponse(404, NOT_FOUND);
  });
}

async function app(overrides?: Parameters<typeof fakeCommerce>[0]) {
  const fetch = fakeCommerce(overrides);
  return { ...(await buildTestApp({ fetch: fetch as unknown as typeof globalThis.fetch })), fetch };
}

const pageAt = (bff: Parameters<typeof request>[0], path: string) => request(bff).get('/v1/page').query({ path });
const PUBLIC_PAGE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=600';

describe('GET /v1/page', () => {
  it('answers a product page at /{handle}.html in one call, the same public page for every guest', async () => {
    const { app: bff, fetch } = await app();
    const res = await pageAt(bff, '/hayward-super-pump.html');
    expect(res.status).toBe(200);
    const body = PageAtPathViewSchema.parse(res.body);
    expect(body.kind === 'product' && body.page.product).toMatchObject({ sku: 'PUMP-101', href: '/hayward-super-pump.html', warrantyEligible: true });
    expect(body.kind === 'product' && body.page.product.breadcrumbs).toEqual([{ title: 'Home', href: '/' }, { title: 'Pumps', href: '/category/pumps.html' }]);
    // The first page of reviews and questions comes with it (docs/decisions/0037).
    expect(body.kind === 'product' && body.page.feedback).toEqual({ reviews: REVIEWS, questions: QUESTIONS });
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input)));
    expect(asked.filter((url) => url.pathname === '/api/reviews' || url.pathname === '/api/questions').map((url) => url.searchParams.get('page'))).toEqual(['1', '1']);
    expect(res.headers['cache-control']).toBe(PUBLIC_PAGE);
    expect(res.headers['set-cookie']).toBeUndefined();
    // Views are recorded after the page (catalog.recordView), never by it.
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/viewed/'))).toBe(false);
  });

  it('renders a product without its reviews and questions when either fails, marked private so no CDN keeps it', async () => {
    for (const failing of ['/api/reviews', '/api/questions']) {
      const { app: bff } = await app({ [failing]: () => jsonResponse(500, { title: 'Server Error', status: 500 }) });
      const res = await pageAt(bff, '/hayward-super-pump.html');
      expect(res.status, failing).toBe(200);
      const body = PageAtPathViewSchema.parse(res.body);
      expect(body.kind === 'product' && body.page.product.sku, failing).toBe('PUMP-101');
      expect(body.kind === 'product' && body.page.feedback, failing).toBeNull();
      expect(res.headers['cache-control'], failing).toBe('private, no-store');
    }
  });

  it('renders a product without its related products when they fail, marked private so no CDN keeps it', async () => {
    const handles = { ...HANDLES, 'hayward-super-pump': { type: 'product', product: productDetail({ related_skus: ['PUMP-102'] }) } };
    const { app: bff } = await app({
      '/handles/hayward-super-pump.json': () => jsonResponse(200, handles['hayward-super-pump']),
      '/api/v1/cache/collection': () => jsonResponse(503, { title: 'Down', status: 503 }),
    });
    const res = await pageAt(bff, '/hayward-super-pump.html');
    expect(res.status).toBe(200);
    expect(res.body.page.product.related).toEqual([]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers a diagram page at /{handle}.html and at its /diagram/* addresses, which render it too', async () => {
    const { app: bff } = await app();
    for (const path of ['/super-pump-parts-diagram.html', '/diagram/super-pump-parts-diagram', '/diagram/super-pump-parts-diagram.html']) {
      const res = await pageAt(bff, path);
      expect(res.status, path).toBe(200);
      expect(res.body).toMatchObject({ kind: 'diagram', page: { handle: 'super-pump-parts-diagram', href: '/super-pump-parts-diagram.html', callouts: [2] } });
      expect(res.headers['cache-control']).toBe(PUBLIC_PAGE);
    }
    // Only diagrams live under /diagram/.
    expect((await pageAt(bff, '/diagram/hayward-super-pump')).status).toBe(404);
    expect((await pageAt(bff, '/diagram/about')).status).toBe(404);
  });

  it('redirects other addresses of a product, diagram, category or home permanently to the canonical one', async () => {
    const { app: bff } = await app();
    expect((await pageAt(bff, '/hayward-super-pump')).body).toEqual({ kind: 'redirect', to: '/hayward-super-pump.html', status: 301 });
    expect((await pageAt(bff, '/super-pump-parts-diagram')).body).toEqual({ kind: 'redirect', to: '/super-pump-parts-diagram.html', status: 301 });
    expect((await pageAt(bff, '/pumps.html')).body).toEqual({ kind: 'redirect', to: '/category/pumps.html', status: 301 });
    expect((await pageAt(bff, '/home')).body).toEqual({ kind: 'redirect', to: '/', status: 301 });
    const redirect = await pageAt(bff, '/pumps');
    expect(redirect.headers['cache-control']).toBe(PUBLIC_PAGE);
  });

  it('redirects an old /product/* address of a product to its page, and is a 404 for anything else there', async () => {
    const { app: bff } = await app();
    expect((await pageAt(bff, '/product/hayward-super-pump')).body).toEqual({ kind: 'redirect', to: '/hayward-super-pump.html', status: 301 });
    expect((await pageAt(bff, '/product/hayward-super-pump.html')).body).toEqual({ kind: 'redirect', to: '/hayward-super-pump.html', status: 301 });
    expect((await pageAt(bff, '/product/no-such-pump')).status).toBe(404);
    expect((await pageAt(bff, '/product/about')).status).toBe(404);
  });

  it("is a 404 for a category's own address: category pages are read by catalog.category", async () => {
    const { app: bff } = await app();
    const res = await pageAt(bff, '/category/pumps.html');
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('"/category/pumps.html" is a category page: read it with GET /v1/catalog/category/pumps.');
  });

  it('answers content pages by handle, nested and with .html, and home at /', async () => {
    const { app: bff } = await app();
    expect((await pageAt(bff, '/')).body).toMatchObject({ kind: 'content', page: { handle: 'home', canonicalPath: '/' } });
    expect((await pageAt(bff, '/about')).body).toMatchObject({ kind: 'content', page: { handle: 'about', canonicalPath: '/about' } });
    expect((await pageAt(bff, '/about.html')).body).toMatchObject({ kind: 'content', page: { handle: 'about', canonicalPath: '/about' } });
    expect((await pageAt(bff, '/blog/how-to.html')).body).toMatchObject({ kind: 'content', page: { handle: 'blog/how-to', canonicalPath: '/blog/how-to.html' } });
    const location = await pageAt(bff, '/location/san-antonio-tx-4.html');
    expect(location.body).toMatchObject({ kind: 'content', page: { canonicalPath: '/location/san-antonio-tx-4.html' } });
    expect(location.headers['cache-control']).toBe(PUBLIC_PAGE);
  });

  it('renders a post with priced cards, named categories, canonical path and Open Graph data', async () => {
    const { app: bff } = await app();
    const res = await pageAt(bff, '/blog/how-to/open-your-pool');
    expect(res.status).toBe(200);
    const body = PageAtPathViewSchema.parse(res.body);
    if (body.kind !== 'content') throw new Error(`a content page, not ${body.kind}`);
    const view = body.page;
    expect(view).toMatchObject({ title: 'Title of blog/how-to/open-your-pool', canonicalPath: '/blog/how-to/open-your-pool', degraded: false });
    expect(view.openGraph).toMatchObject({ type: 'article', url: 'http://localhost:3000/blog/how-to/open-your-pool', image: { url: 'http://localhost:3000/images/hero.svg' } });
    const products = view.blocks.find((block) => block.kind === 'products');
    expect(products?.kind === 'products' && products.products.map((p) => p.sku)).toEqual(['PUMP-101']);
    expect(view.blocks.find((block) => block.kind === 'categories')).toMatchObject({ categories: [{ title: 'Pumps', href: '/category/pumps.html' }] });
  });

  it('renders a content page without products when they fail, marked degraded and private', async () => {
    const { app: bff } = await app({ '/api/v1/cache/collection': () => jsonResponse(503, { title: 'Down', status: 503 }) });
    const res = await pageAt(bff, '/blog/how-to/open-your-pool');
    expect(res.status).toBe(200);
    expect(res.body.page.degraded).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers a path of the redirects table with its target, looked up once', async () => {
    const { app: bff, fetch } = await app();
    const res = await pageAt(bff, '/pool-chemicals');
    expect(res.body).toEqual({ kind: 'redirect', to: '/category/chemicals.html', status: 301 });
    expect(res.headers['cache-control']).toBe(PUBLIC_PAGE);
    await pageAt(bff, '/pool-chemicals');
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/api/redirects'))).toHaveLength(1);
  });

  it('is a 404 problem for a path that is nothing, and caches the miss', async () => {
    const { app: bff, fetch } = await app();
    const res = await pageAt(bff, '/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(res.body.detail).toBe('This page could not be found');
    await pageAt(bff, '/no-such-thing');
    // One handle lookup and one redirect lookup, each kept.
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('no-such-thing'))).toHaveLength(2);
  });

  it('keeps trailing slashes strict and refuses paths that are not site paths', async () => {
    const { app: bff } = await app();
    expect((await pageAt(bff, '/about/')).status).toBe(404);
    expect((await pageAt(bff, '/%E0%A4%A')).status).toBe(404);
    expect((await pageAt(bff, '//evil.example')).status).toBe(400);
    expect((await pageAt(bff, 'https://evil.example/')).status).toBe(400);
  });
});

describe('GET /v1/page?include=shell (docs/decisions/0043)', () => {
  it('carries the shell with the page, the same one GET /v1/shell answers, and only when asked', async () => {
    const { app: bff } = await app();
    const shell = await request(bff).get('/v1/shell');
    const res = await request(bff).get('/v1/page').query({ path: '/hayward-super-pump.html', include: 'shell' });
    expect(res.status).toBe(200);
    const body = PageAtPathViewSchema.parse(res.body);
    expect(body.kind).toBe('product');
    expect(body.shell).toEqual(shell.body);
    expect(body.shell?.menu.items.map((item) => item.title)).toEqual(['Pool Chemicals']);
    expect(res.headers['cache-control']).toBe(PUBLIC_PAGE);
    expect((await pageAt(bff, '/hayward-super-pump.html')).body).not.toHaveProperty('shell');
    // Redirects carry it too: the storefront's frame still renders around them.
    const moved = await request(bff).get('/v1/page').query({ path: '/pool-chemicals', include: 'shell' });
    expect(moved.body).toMatchObject({ kind: 'redirect', shell: { menu: { items: [{ title: 'Pool Chemicals' }] } } });
  });

  it('makes the page private when the menu fails: the shell comes empty and degraded', async () => {
    const { app: bff } = await app({ '/menu.json': () => jsonResponse(503, { title: 'Down', status: 503 }) });
    const res = await request(bff).get('/v1/page').query({ path: '/about', include: 'shell' });
    expect(res.status).toBe(200);
    expect(res.body.shell).toMatchObject({ menu: { items: [] }, degraded: true });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('is still a 404 problem for a path that is nothing, and refuses another include', async () => {
    const { app: bff } = await app();
    const missing = await request(bff).get('/v1/page').query({ path: '/no-such-thing', include: 'shell' });
    expect(missing.status).toBe(404);
    expect(missing.body).not.toHaveProperty('shell');
    const other = await request(bff).get('/v1/page').query({ path: '/about', include: 'cart' });
    expect(other.status).toBe(400);
    expect(other.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  });
});

describe('GET /v1/sitemap', () => {
  it('lists pages and categories on page 1 with the first products, and pages the rest', async () => {
    const { app: bff } = await app();
    const first = SitemapViewSchema.parse((await request(bff).get('/v1/sitemap')).body);
    expect(first).toMatchObject({ origin: 'http://localhost:3000', page: 1, pageCount: 3 });
    expect(first.entries.map((entry) => entry.path)).toEqual(['/about', '/location/san-antonio-tx-4.html', '/category/pumps.html', '/product-of-page-1.html']);
    const third = SitemapViewSchema.parse((await request(bff).get('/v1/sitemap').query({ page: 3 })).body);
    expect(third.entries).toEqual([{ path: '/product-of-page-3.html', kind: 'product', lastModified: '2026-01-01T00:00:00.000Z' }]);
    expect((await request(bff).get('/v1/sitemap').query({ page: 4 })).status).toBe(404);
  });
});

describe('POST /v1/newsletter', () => {
  it.each([
    ['', 'Email is required.'],
    ['   ', 'Email is required.'],
    ['sam@', 'Invalid email address.'],
  ])('refuses %j with 422 %s in an errors map, without calling upstream', async (email, message) => {
    const { app: bff, fetch } = await app();
    const res = await request(bff).post('/v1/newsletter').send({ email });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ title: message, errors: { email: [message] } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('subscribes the trimmed address and says so', async () => {
    const { app: bff, fetch } = await app();
    const res = await request(bff).post('/v1/newsletter').send({ email: '  pat@example.com ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Success! You're now subscribed to receive savings and tips." });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ email: 'pat@example.com' });
  });

  it('answers success for a repeat sign-up', async () => {
    const { app: bff } = await app();
    const res = await request(bff).post('/v1/newsletter').send({ email: 'again@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('Success!');
  });

  it('refuses a cross-site sign-up', async () => {
    const { app: bff, fetch } = await app();
    const res = await request(bff).post('/v1/newsletter').set('sec-fetch-site', 'cross-site').send({ email: 'pat@example.com' });
    expect(res.status).toBe(403);
    expect(fetch).not.toHaveBeenCalled();
  });
});
