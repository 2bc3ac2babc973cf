import { bffContract, upstreamContract } from '@pool/api-contract';
import express from 'express';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzCase, judge, sendable, type FuzzOptions } from './requests.js';
import { contractRoutes, expressPattern, matchRoute } from './routes.js';
import { judgeResponse } from './runner.js';
import { impossibleUuid, isImpossibleUuid } from './zod-arbitrary.js';

const parseQuery = express().get('query parser fn') as (raw: string) => unknown;
const bff = contractRoutes(bffContract);
const upstream = contractRoutes(upstreamContract);
const options = (routes: typeof bff): FuzzOptions => ({ routes, parseQuery, auth: [{ name: 'anonymous', headers: {} }] });
const json = { 'content-type': 'application/json' };

describe('contractRoutes', () => {
  it('finds every leaf of nested routers, named by its path in the router', () => {
    expect(bff.map((route) => route.id)).toEqual(expect.arrayContaining(['shell.get', 'cart.addItem', 'cart.removeItem', 'session.logout', 'catalog.recordView']));
    expect(upstream.map((route) => route.id)).toEqual(expect.arrayContaining(['catalog.handle', 'cart.updateItem', 'customer.logout', 'viewed.add']));
    const leaves = (router: object): number => Object.values(router).reduce<number>((n, node) => n + ('method' in node ? 1 : leaves(node)), 0);
    expect(bff).toHaveLength(leaves(bffContract));
    expect(upstream).toHaveLength(leaves(upstreamContract));
  });

  it('keeps body schemas and drops c.noBody()', () => {
    const byId = new Map(bff.map((route) => [route.id, route]));
    expect(byId.get('cart.addItem')!.body).not.toBeNull();
    expect(byId.get('cart.removeItem')!.body).toBeNull();
    expect(byId.get('cart.removeItem')!.paramNames).toEqual(['itemId']);
  });

  it('matches paths the way Express does (property)', async () => {
    const paths = ['/api/v1/carts/:cartId/items/:itemId', '/handles/:file', '/menu.json', '/v1/catalog/products/:productId/warranty-offers'];
    const piece = fc.constantFrom('api', 'v1', 'carts', 'items', 'handles', 'menu.json', 'menu', 'json', '.', '..', 'a.json', 'x', '%2F', '', 'V1', 'v1', 'catalog', 'products', '7', 'warranty-offers');
    for (const path of paths) {
      const app = express();
      app.get(path, (_req, res) => res.send('hit'));
      const router = app._router as { handle: (req: object, res: object, next: () => void) => void };
      fc.assert(fc.property(fc.array(piece, { maxLength: 7 }), fc.boolean(), (parts, trailing) => {
        const url = `/${parts.join('/')}${trailing ? '/' : ''}`;
        let hit = false;
        router.handle({ method: 'GET', url, headers: {} }, { send: () => { hit = true; }, setHeader: () => undefined }, () => undefined);
        expect(expressPattern(path).pattern.test(url), url).toBe(hit);
      }), { numRuns: 300 });
    }
  });

  it('answers the first declared route of a method and path', () => {
    expect(matchRoute(upstream, 'POST', '/api/v1/carts/abcdefgh')?.route.id).toBe('cart.createCart');
    expect(matchRoute(upstream, 'GET', '/api/v1/carts/abcdefgh')?.route.id).toBe('cart.getCart');
    expect(matchRoute(upstream, 'POST', '/api/v1/carts/abc/items')?.rawParams).toEqual({ cartId: 'abc' });
    expect(matchRoute(upstream, 'PATCH', '/api/v1/carts/abc')).toBeNull();
  });
});

describe('judge', () => {
  const o = options(bff);
  const line = '/v1/cart/items/00000000-0000-4000-8000-000000000001';

  it('never lets a well-formed write through', () => {
    expect(judge(o, 'POST', '/v1/cart/items', json, '{"productId":5,"quantity":1}').verdict).toBe('valid');
    expect(judge(o, 'PATCH', line, json, '{"quantity":2}').verdict).toBe('valid');
    // No body reads as {} (body-parser), which the logout body's default accepts; so does {} after a
    // byte order mark, which body-parser drops (a chaos run sent one as "malformed" and signed out).
    expect(judge(o, 'POST', '/v1/session/logout', {}, null).verdict).toBe('valid');
    expect(judge(o, 'POST', '/v1/session/logout', json, '\ufeff{}').verdict).toBe('valid');
    // Header values are trimmed by the server's parser, so they are judged trimmed.
    expect(judge(options(upstream), 'DELETE', '/api/logout', { authorization: 'Bearer abc', 'user-id': '12' }, null).verdict).toBe('valid');
  });

  it('lets through what the route refuses: body, params, undecodable paths, bytes that are not JSON', () => {
    expect(judge(o, 'POST', '/v1/cart/items', json, '{"productId":"5","quantity":1}').verdict).toBe('invalid');
    expect(judge(o, 'POST', '/v1/cart/items', json, '{"productId":5,').verdict).toBe('invalid');
    expect(judge(o, 'PATCH', '/v1/cart/items/not-a-uuid', json, '{"quantity":2}').verdict).toBe('invalid');
    expect(judge(o, 'PATCH', '/v1/cart/items/%zz', json, '{"quantity":2}').verdict).toBe('invalid');
    expect(judge(options(upstream), 'DELETE', '/api/logout', { authorization: 'Bearer abc', 'user-id': 'x' }, null).verdict).toBe('invalid');
  });

  it('knows unknown ids, reads and unrouted requests', () => {
    expect(judge(o, 'PATCH', '/v1/cart/items/00000000-0000-0000-8000-000000000001', json, '{"quantity":2}').verdict).toBe('unknown-id');
    expect(judge(o, 'POST', '/v1/cart/items', json, '{"productId":2147483648,"quantity":1}').verdict).toBe('unknown-id');
    expect(judge(o, 'GET', '/v1/catalog/search?q=%00', {}, null).verdict).toBe('read');
    expect(judge(o, 'PUT', '/v1/cart', json, '{').verdict).toBe('unrouted');
  });
});

describe('fuzzCase', () => {
  it('makes uuids no database holds', () => {
    fc.assert(fc.property(impossibleUuid(), (uuid) => {
      expect(isImpossibleUuid(uuid)).toBe(true);
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-0[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }));
  });

  it('sends only cases that cannot write, for every route of both contracts, and the same ones for a seed', () => {
    for (const [routes, o] of [[bff, options(bff)], [upstream, options(upstream)]] as const) {
      for (const route of routes) {
        const cases = fc.sample(fuzzCase(route, o), { numRuns: 40, seed: 7 });
        expect(cases.filter(sendable).length, route.id).toBeGreaterThan(10);
        for (const fuzz of cases.filter(sendable)) {
          if (fuzz.method === 'GET' || fuzz.verdict === 'unrouted') continue;
          expect(['invalid', 'unknown-id'], `${route.id} ${fuzz.method} ${fuzz.target}`).toContain(fuzz.verdict);
        }
        expect(fc.sample(fuzzCase(route, o), { numRuns: 5, seed: 7 })).toEqual(cases.slice(0, 5));
      }
    }
  }, 60_000);
});

describe('judgeResponse', () => {
  const problem = (status: number, body: object) => ({ status, headers: { 'content-type': 'application/problem+json' }, body: JSON.stringify(body) });

  it('wants a problem with a title for a 4xx and nothing at or above 500', () => {
    expect(judgeResponse('GET', problem(404, { title: 'Not Found', status: 404 }))).toBeNull();
    expect(judgeResponse('GET', { status: 200, headers: {}, body: '' })).toBeNull();
    expect(judgeResponse('GET', problem(502, { title: 'Bad Gateway', status: 502 }))?.type).toBe('5xx');
    expect(judgeResponse('GET', problem(400, { status: 400 }))?.type).toBe('bad-problem');
    expect(judgeResponse('GET', { status: 400, headers: { 'content-type': 'text/html' }, body: 'Bad Request' })?.type).toBe('bad-problem');
    expect(judgeResponse('GET', problem(400, { title: 'Bad Request', status: 422 }))?.type).toBe('bad-problem');
  });
});
