import { upstreamContract } from '@pool/api-contract';
import { contractRoutes, upstreamOpenApi } from '@pool/api-contract/openapi';
import { SERVICE_KEY_PROBLEM_TYPE } from '@pool/http-kit';
import { compareRoutes, mountedRoutes } from '@pool/http-kit/testing';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/test-app.js';
import { OPENAPI_CACHE_CONTROL } from './openapi.js';

/**
 * Routes commerce-api mounts outside upstreamContract. A new route is either a contract route (and so
 * in the document) or listed here on purpose: anything else fails the contract-vs-routes test.
 */
const OPS_ROUTES = [
  'GET /healthz',
  'GET /readyz',
  'GET /metrics',
  'GET /openapi.json',
  'GET /images/products/:sku.svg',
  'GET /images/categories/:url.svg',
  'GET /images/diagrams/:handle.svg',
];

const ctx = useTestContext(20);

describe('GET /openapi.json', () => {
  it('answers the OpenAPI 3 document of upstreamContract to the BFF', async () => {
    const res = await request(ctx.app).get('/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe(OPENAPI_CACHE_CONTROL);
    expect(res.body.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(res.body.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/menu.json', '/handles/{file}', '/api/v1/carts/{cartId}/items/{itemId}']));
    expect(res.body).toEqual(JSON.parse(JSON.stringify(upstreamOpenApi())));
    // A client generator revalidates it (the app hashes no ETag for other JSON answers).
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    await request(ctx.app).get('/openapi.json').set('if-none-match', res.headers.etag as string).expect(304);
  });

  it('requires the service key, like every route but the probes', async () => {
    const res = await request(ctx.bareApp).get('/openapi.json').expect(401);
    expect(res.body).toMatchObject({ type: SERVICE_KEY_PROBLEM_TYPE });
  });
});

describe('upstreamContract vs the routes commerce-api mounts', () => {
  it('mounts every operation of the document, and nothing else but the listed ops routes', () => {
    expect(compareRoutes(ctx.bareApp, upstreamOpenApi(), OPS_ROUTES)).toEqual({ undocumented: [], unmounted: [], staleExtras: [] });
  });

  it('would fail for a contract route missing from the document', () => {
    const { '/menu.json': _menu, ...paths } = upstreamOpenApi().paths;
    expect(compareRoutes(ctx.bareApp, { paths }, OPS_ROUTES).undocumented).toEqual(['GET /menu.json']);
    const more = { paths: { ...upstreamOpenApi().paths, '/api/unimplemented': { get: {} } } };
    expect(compareRoutes(ctx.bareApp, more, OPS_ROUTES).unmounted).toEqual(['GET /api/unimplemented']);
  });

  it('mounts every route of upstreamContract (the walker sees ts-rest routes)', () => {
    const mounted = new Set(mountedRoutes(ctx.bareApp));
    const routes = contractRoutes(upstreamContract).map((route) => `${route.method} ${route.path}`);
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((route) => !mounted.has(route))).toEqual([]);
  });
});
