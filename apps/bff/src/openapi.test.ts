import { bffContract } from '@pool/api-contract';
import { bffOpenApi, contractRoutes } from '@pool/api-contract/openapi';
import { compareRoutes, mountedRoutes } from '@pool/http-kit/testing';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { OPENAPI_CACHE_CONTROL } from './routers/ops.router.js';
import { buildTestApp } from './test/test-app.js';

/**
 * Routes the BFF mounts outside bffContract. A new route is either a contract route (and so in the
 * document) or listed here on purpose: anything else fails the contract-vs-routes test.
 */
const OPS_ROUTES = ['GET /healthz', 'GET /readyz', 'GET /metrics', 'GET /openapi.json', 'GET /images/*'];

describe('GET /openapi.json', () => {
  it('answers the OpenAPI 3 document of bffContract to the storefront', async () => {
    const { app } = await buildTestApp();
    const res = await request(app).get('/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe(OPENAPI_CACHE_CONTROL);
    expect(res.body.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(res.body.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/v1/shell', '/v1/cart/items/{itemId}', '/v1/page']));
    expect(res.body).toEqual(JSON.parse(JSON.stringify(bffOpenApi())));
    // A generator revalidating its copy is told it is current.
    expect(res.headers.etag).toMatch(/^"[\w-]{43}"$/);
    await request(app).get('/openapi.json').set('if-none-match', res.headers.etag as string).expect(304);
  });

  it('sends no ETag with contract answers (the storefront never revalidates them)', async () => {
    const { app } = await buildTestApp({ fetch: (async () => new Response('{}', { status: 404 })) as unknown as typeof fetch });
    const res = await request(app).get('/v1/catalog/typeahead?q=').expect(200);
    expect(res.headers.etag).toBeUndefined();
  });

  it('requires the service key, like every route but the probes', async () => {
    const { bareApp } = await buildTestApp();
    const res = await request(bareApp).get('/openapi.json').expect(401);
    expect(res.body).toMatchObject({ type: 'urn:pool:problem:service-key-required' });
  });
});

describe('bffContract vs the routes the BFF mounts', () => {
  it('mounts every operation of the document, and nothing else but the listed ops routes', async () => {
    const { bareApp } = await buildTestApp();
    expect(compareRoutes(bareApp, bffOpenApi(), OPS_ROUTES)).toEqual({ undocumented: [], unmounted: [], staleExtras: [] });
  });

  it('would fail for a contract route missing from the document, or a route mounted without its contract', async () => {
    const { bareApp } = await buildTestApp();
    const { '/v1/cart': _cart, ...paths } = bffOpenApi().paths;
    expect(compareRoutes(bareApp, { paths }, OPS_ROUTES).undocumented).toEqual(['GET /v1/cart']);
    bareApp.get('/v1/off-contract', (_req, res) => res.end());
    expect(compareRoutes(bareApp, bffOpenApi(), OPS_ROUTES).undocumented).toEqual(['GET /v1/off-contract']);
  });

  it('mounts every route of bffContract (the walker sees ts-rest routes)', async () => {
    const { bareApp } = await buildTestApp();
    const mounted = new Set(mountedRoutes(bareApp));
    const routes = contractRoutes(bffContract).map((route) => `${route.method} ${route.path}`);
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((route) => !mounted.has(route))).toEqual([]);
  });
});
