import { PROBLEM_CONTENT_TYPE } from '@pool/api-contract';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { cart as cartFixture, cartLine, productDetail, questionsPage, reviewsPage } from './test/fixtures.js';
import { jsonResponse } from './test/support.js';
import { buildTestApp, TEST_SERVICE_KEY, TRUSTED_ORIGIN } from './test/test-app.js';

const MENU = { items: [{ id: 1, title: 'Pumps', url: 'pumps', children: [] }] };

/** A tiny stand-in for commerce-api: the menu, one product handle with its reviews and questions, and nothing else. */
function fakeCommerce(overrides: Record<string, () => Response | Promise<Response>> = {}) {
  return vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const url = new URL(String(input));
    const override = overrides[url.pathname];
    if (override) return override();
    if (url.pathname === '/menu.json') return jsonResponse(200, MENU);
    if (url.pathname === '/handles/hayward-super-pump.json') return jsonResponse(200, { type: 'product', product: productDetail() });
    if (url.pathname === '/api/reviews') return jsonResponse(200, reviewsPage());
    if (url.pathname === '/api/questions') return jsonResponse(200, questionsPage());
    if (url.pathname === '/readyz') return jsonResponse(200, { status: 'ready' });
    return jsonResponse(404, { type: 'about:blank', title: 'Not Found', status: 404 });
  });
}

async function app(overrides?: Parameters<typeof fakeCommerce>[0]) {
  const fetch = fakeCommerce(overrides);
  return { ...(await buildTestApp({ fetch: fetch as unknown as typeof globalThis.fetch })), fetch };
}

describe('only the storefront is answered (x-service-key)', () => {
  it('refuses a caller without the key with a 401 problem before any route or upstream call', async () => {
    const { bareApp, fetch } = await app();
    const strangers = [
      request(bareApp).get('/v1/page?path=/hayward-super-pump.html'),
      request(bareApp).post('/v1/session/login').set('origin', TRUSTED_ORIGIN).send({ email: 'a@example.com', password: 'guess' }),
      request(bareApp).get('/images/products/X-1.svg'),
      request(bareApp).get('/metrics'),
      request(bareApp).get('/v1/nothing-here').set('x-service-key', 'x'.repeat(TEST_SERVICE_KEY.length)),
    ];
    for (const [i, res] of (await Promise.all(strangers)).entries()) {
      expect(res.status, `request ${i}`).toBe(401);
      expect(res.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
      expect(res.body).toMatchObject({ type: 'urn:pool:problem:service-key-required', title: 'Service credential required', status: 401 });
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves the health probes open, for orchestrators', async () => {
    const { bareApp } = await app();
    await request(bareApp).get('/healthz').expect(200);
    await request(bareApp).get('/readyz').expect(200);
  });

  it("answers the storefront and passes the shopper's address on to commerce-api's sign-in", async () => {
    const { bareApp, fetch } = await app({ '/api/login': () => jsonResponse(422, { type: 'about:blank', title: 'Email or Password is incorrect.', status: 422 }) });
    await request(bareApp).post('/v1/session/login').set('origin', TRUSTED_ORIGIN)
      .set('x-service-key', TEST_SERVICE_KEY).set('x-client-address', '203.0.113.7')
      .send({ email: 'a@example.com', password: 'guess' }).expect(422);
    const login = fetch.mock.calls.find(([input]) => new URL(String(input)).pathname === '/api/login');
    expect(new Headers(login?.[1]?.headers).get('x-client-address')).toBe('203.0.113.7');
  });
});

describe('problems', () => {
  it('answers an unknown route with a 404 problem', async () => {
    const { app: bff } = await app();
    const res = await request(bff).get('/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(res.body).toMatchObject({ type: 'about:blank', title: 'Not Found', status: 404 });
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const { app: bff } = await app();
    const bad = await request(bff).post('/v1/cart/items').set('content-type', 'application/json').send('{"productId": ');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('The request body is not valid JSON.');
    const big = await request(bff)
      .post('/v1/cart/items')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ productId: 1, padding: 'x'.repeat(40_000) }));
    expect(big.status).toBe(413);
    expect(big.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  });

  it('answers a write whose body is not JSON with a 415 problem, without calling upstream', async () => {
    const { app: bff, fetch } = await app();
    const before = fetch.mock.calls.length;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await request(bff).post('/v1/cart/items').set('content-type', type).send('productId=1&quantity=1');
      expect(res.status, type).toBe(415);
      expect(res.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    }
    expect(fetch.mock.calls.length).toBe(before);
  });

  it('answers an invalid body with 400 and an errors map by field', async () => {
    const { app: bff } = await app();
    const res = await request(bff).post('/v1/cart/items').send({ productId: 'seven', quantity: 0 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ productId: [expect.any(String)], quantity: ['quantity must be at least 1'] });
  });

  it('answers a body that is not what its Content-Encoding says with a 400 problem, without calling upstream (was a 500)', async () => {
    const { app: bff, fetch } = await app();
    for (const encoding of ['gzip', 'deflate']) {
      const res = await request(bff).post('/v1/cart/items').set('content-type', 'application/json').set('content-encoding', encoding).send('{"productId":1}');
      expect(res.status, encoding).toBe(400);
      expect(res.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
      expect(res.body).toMatchObject({ title: 'Bad Request', status: 400, detail: 'The request body could not be read.' });
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers a path parameter that is not valid percent-encoding with a 404 problem (was a 500)', async () => {
    const { app: bff, fetch } = await app();
    for (const path of ['/v1/catalog/category/%E0%A4%A', '/v1/catalog/category/%zz', '/v1/catalog/products/%/warranty-offers']) {
      const res = await request(bff).get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ title: 'Not Found', status: 404, detail: 'The request path is not valid percent-encoding.' });
    }
    const patch = await request(bff).patch('/v1/cart/items/%C3').send({ quantity: 1 });
    expect(patch.status).toBe(404);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers a path that cannot name anything with 404', async () => {
    const { app: bff } = await app();
    const res = await request(bff).patch('/v1/cart/items/not-a-uuid').send({ quantity: 1 });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('unknown cart line');
  });

  it('answers an upstream that cannot be reached with a 502 problem', async () => {
    const { app: bff } = await app({
      '/handles/hayward-super-pump.json': () => {
        throw new TypeError('fetch failed: secret.internal:4100');
      },
    });
    const res = await request(bff).get('/v1/page?path=/hayward-super-pump.html');
    expect(res.status).toBe(502);
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('hides the details of an unexpected error behind a plain 500', async () => {
    const fetch = fakeCommerce();
    const broken = {
      now: (): number => {
        throw new Error('secret internals');
      },
    };
    const { app: bff } = await buildTestApp({ fetch: fetch as unknown as typeof globalThis.fetch, clock: broken });
    const res = await request(bff).get('/v1/page?path=/hayward-super-pump.html');
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ title: 'Internal Server Error', status: 500 });
    expect(res.text).not.toContain('secret');
    expect(res.text).not.toContain('.ts:');
  });

  it('turns an upstream timeout into a 504 problem', async () => {
    const { app: bff } = await app({
      '/handles/slow.json': () => new Promise<Response>(() => undefined),
    });
    const res = await request(bff).get('/v1/page?path=/slow.html');
    expect(res.status).toBe(504);
    expect(res.body).toMatchObject({ status: 504, title: 'Gateway Timeout' });
  });
});

describe('same-origin guard', () => {
  it('refuses a cross-site state change with a 403 problem', async () => {
    const { app: bff, fetch } = await app();
    const res = await request(bff).post('/v1/cart/items').set('sec-fetch-site', 'cross-site').send({ productId: 1 });
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an untrusted Origin and lets the trusted one through', async () => {
    const { app: bff } = await app();
    const evil = await request(bff).delete('/v1/cart/items/0b6f5a52-8a3c-4b8e-9d55-2f0c7f7c1a01').set('origin', 'https://evil.example');
    expect(evil.status).toBe(403);
    const ours = await request(bff).delete('/v1/cart/items/0b6f5a52-8a3c-4b8e-9d55-2f0c7f7c1a01').set('origin', TRUSTED_ORIGIN);
    expect(ours.status).toBe(404);
  });

  it('lets reads through from anywhere', async () => {
    const { app: bff } = await app();
    const res = await request(bff).get('/v1/cart').set('sec-fetch-site', 'cross-site');
    expect(res.status).toBe(200);
  });
});

describe('request ids, headers and ops routes', () => {
  it('echoes a caller request id and forwards it upstream', async () => {
    const { app: bff, fetch } = await app();
    const res = await request(bff).get('/v1/shell').set('x-request-id', 'page-view-123456');
    expect(res.headers['x-request-id']).toBe('page-view-123456');
    const forwarded = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('x-request-id'));
    expect(forwarded).toContain('page-view-123456');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('marks anonymous pages cacheable and the cart private', async () => {
    const { app: bff } = await app();
    const page = await request(bff).get('/v1/page?path=/hayward-super-pump.html');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=600');
    const cart = await request(bff).get('/v1/cart');
    expect(cart.headers['cache-control']).toBe('private, no-store');
  });

  it('marks the shell degraded when the menu falls back', async () => {
    const { app: bff } = await app({ '/menu.json': () => jsonResponse(500, { title: 'down', status: 500 }) });
    const res = await request(bff).get('/v1/shell');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ menu: { items: [] }, degraded: true });
    expect(res.body).not.toHaveProperty('cartCount');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('serves /healthz, /readyz and /metrics', async () => {
    const { app: bff } = await app();
    expect((await request(bff).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(bff).get('/readyz')).status).toBe(200);
    const metrics = await request(bff).get('/metrics');
    expect(metrics.text).toContain('bff_upstream_request_duration_seconds');
  });

  it('is not ready while it warms up, without asking commerce-api', async () => {
    let warming = true;
    const fetch = fakeCommerce();
    const { app: bff } = await buildTestApp({ fetch: fetch as unknown as typeof globalThis.fetch, warmingUp: () => warming });
    const res = await request(bff).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe('The BFF is warming up.');
    expect(fetch).not.toHaveBeenCalled();
    warming = false;
    expect((await request(bff).get('/readyz')).status).toBe(200);
  });

  it('is not ready when commerce-api is not', async () => {
    const { app: bff } = await app({ '/readyz': () => jsonResponse(503, { title: 'starting', status: 503 }) });
    const res = await request(bff).get('/readyz');
    expect(res.status).toBe(503);
  });

  it('is not ready when commerce-api refuses our service key', async () => {
    const { app: bff } = await app({
      '/openapi.json': () => jsonResponse(401, { type: 'urn:pool:problem:service-key-required', title: 'Unauthorized', status: 401 }),
    });
    const res = await request(bff).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe('commerce-api refuses our service key (COMMERCE_API_KEY)');
  });

  it('passes images through with their cache headers', async () => {
    const { app: bff } = await app({
      '/images/products/1.svg': () =>
        new Response('<svg/>', { status: 200, headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } }),
    });
    const res = await request(bff).get('/images/products/1.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(String(res.body)).toContain('<svg/>');
  });

  it('never lets an encoded dot segment in an image path reach another commerce-api route', async () => {
    const { app: bff, fetch } = await app({
      '/api/v1/cache/PUMP-1': () => jsonResponse(200, { sku: 'PUMP-1', price: 123.45, hide_price: true }),
    });
    for (const url of ['/images/%2e%2e/api/v1/cache/PUMP-1', '/images/%2E%2E/api/v1/cache/PUMP-1', '/images/products/%2e%2e%2f%2e%2e%2fapi.svg']) {
      const res = await request(bff).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text).not.toContain('123.45');
    }
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect(asked.filter((path) => !path.startsWith('/images/products/') && path !== '/menu.json')).toEqual([]);
  });

  it('limits write requests per session or IP with a 429 problem', async () => {
    const fetch = fakeCommerce();
    const { app: bff } = await buildTestApp({ fetch: fetch as unknown as typeof globalThis.fetch, config: { writeLimitPerMinute: 2 } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await request(bff).post('/v1/cart/items').send({})).status);
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('never counts reads against the write limit, and still parses and limits writes', async () => {
    const fetch = fakeCommerce();
    const { app: bff } = await buildTestApp({ fetch: fetch as unknown as typeof globalThis.fetch, config: { writeLimitPerMinute: 1 } });
    for (let i = 0; i < 3; i++) expect((await request(bff).get('/v1/cart')).status).toBe(200);
    const first = await request(bff).post('/v1/cart/items').send({ productId: 'seven', quantity: 0 });
    expect(first.status).toBe(400);
    expect(first.body.errors).toMatchObject({ quantity: ['quantity must be at least 1'] });
    expect((await request(bff).post('/v1/cart/items').send({})).status).toBe(429);
  });

  it('does not let made-up session cookies escape the per-IP write limit', async () => {
    const fetch = fakeCommerce();
    const { app: bff } = await buildTestApp({ fetch: fetch as unknown as typeof globalThis.fetch, config: { writeLimitPerMinute: 2 } });
    const statuses: number[] = [];
    for (const letter of ['A', 'B', 'C']) {
      statuses.push((await request(bff).post('/v1/cart/items').set('cookie', `session_id=${letter.repeat(43)}`).send({})).status);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe('the header cart count', () => {
  it('comes from the session while fresh, follows the shopper’s own changes at once, and is read again after 30 s', async () => {
    let now = 1_000_000;
    let upstreamCart = cartFixture({ products: [cartLine({ quantity: 2 })] });
    const cartReads = vi.fn();
    // commerce-api standing in: create a cart, add to it, read it (counted), and the menu.
    const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      if (url.pathname === '/menu.json') return jsonResponse(200, MENU);
      if (method === 'POST' && url.pathname === `/api/v1/carts/${upstreamCart.id}/items`) {
        const line = upstreamCart.products[0]!;
        upstreamCart = { ...upstreamCart, products: [{ ...line, quantity: line.quantity + 1 }] };
        return jsonResponse(200, upstreamCart);
      }
      if (method === 'POST' && url.pathname.startsWith('/api/v1/carts/')) return jsonResponse(201, upstreamCart);
      if (method === 'GET' && url.pathname === `/api/v1/carts/${upstreamCart.id}`) {
        cartReads();
        return jsonResponse(200, upstreamCart);
      }
      return jsonResponse(404, { type: 'about:blank', title: 'Not Found', status: 404 });
    });
    const { app: bff } = await buildTestApp({ fetch: fetch as unknown as typeof globalThis.fetch, clock: { now: () => now } });
    const shellCount = async (cookie: string) => (await request(bff).get('/v1/session').set('cookie', cookie)).body.cartCount as number;

    const added = await request(bff).post('/v1/cart/items').send({ productId: 101, quantity: 2 });
    expect(added.status).toBe(200);
    const cookie = added.headers['set-cookie']![0]!.split(';')[0]!;
    expect(await shellCount(cookie)).toBe(2);
    expect(cartReads).not.toHaveBeenCalled();

    // Changed elsewhere (another device of the same customer): the header may lag by up to 30 s...
    upstreamCart = { ...upstreamCart, products: [cartLine({ quantity: 5 })] };
    now += 10_000;
    expect(await shellCount(cookie)).toBe(2);
    // ...but the shopper's own change through the BFF shows at once.
    expect((await request(bff).post('/v1/cart/items').set('cookie', cookie).send({ productId: 101, quantity: 1 })).status).toBe(200);
    expect(await shellCount(cookie)).toBe(6);
    expect(cartReads).not.toHaveBeenCalled();

    upstreamCart = { ...upstreamCart, products: [cartLine({ quantity: 9 })] };
    now += 30_001;
    expect(await shellCount(cookie)).toBe(9);
    expect(await shellCount(cookie)).toBe(9);
    expect(cartReads).toHaveBeenCalledTimes(1);
  });
});
