import express, { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { compareRouteLists, compareRoutes, documentedRoutes, mountedRoutes } from './testing.js';

const ok = () => undefined;

function sampleApp() {
  const app = express();
  app.use(express.json());
  const ops = Router();
  ops.get('/healthz', ok);
  app.use(ops);
  const items = Router();
  items.get('/', ok);
  items.patch('/:itemId', ok);
  app.use('/v1/carts/:cartId/items', items);
  app.get('/v1/carts/:cartId', ok);
  // The same route twice (a rate limiter before the handler) counts once.
  app.post('/v1/login', ok);
  app.post('/v1/login', ok);
  return app;
}

const document = {
  paths: {
    '/v1/carts/{cartId}': { get: {}, parameters: [] },
    '/v1/carts/{cartId}/items': { get: {} },
    '/v1/carts/{cartId}/items/{itemId}': { patch: {} },
    '/v1/login': { post: {} },
  },
};

describe('mountedRoutes', () => {
  it('lists every route once, nested routers under their mount paths', () => {
    expect(mountedRoutes(sampleApp())).toEqual([
      'GET /healthz',
      'GET /v1/carts/:cartId',
      'GET /v1/carts/:cartId/items',
      'PATCH /v1/carts/:cartId/items/:itemId',
      'POST /v1/login',
    ]);
  });

  it('refuses what it cannot read rather than guess', () => {
    const app = express();
    app.get(/^\/files\/.*$/, ok);
    expect(() => mountedRoutes(app)).toThrow(/pattern/);
    expect(() => mountedRoutes({})).toThrow(/router stack/);
  });
});

describe('documentedRoutes', () => {
  it('turns {param} into :param and skips what is not an operation', () => {
    expect(documentedRoutes(document)).toEqual([
      'GET /v1/carts/:cartId',
      'GET /v1/carts/:cartId/items',
      'PATCH /v1/carts/:cartId/items/:itemId',
      'POST /v1/login',
    ]);
  });
});

describe('compareRoutes', () => {
  it('agrees when every operation is mounted and every other route is a listed extra', () => {
    expect(compareRoutes(sampleApp(), document, ['GET /healthz'])).toEqual({ undocumented: [], unmounted: [], staleExtras: [] });
  });

  it('finds a contract route the app does not mount', () => {
    const more = { paths: { ...document.paths, '/v1/logout': { post: {} } } };
    expect(compareRoutes(sampleApp(), more, ['GET /healthz']).unmounted).toEqual(['POST /v1/logout']);
  });

  it('finds a mounted route missing from the document, or an unlisted extra', () => {
    const { '/v1/login': _login, ...rest } = document.paths;
    expect(compareRoutes(sampleApp(), { paths: rest }, ['GET /healthz']).undocumented).toEqual(['POST /v1/login']);
    expect(compareRoutes(sampleApp(), document, []).undocumented).toEqual(['GET /healthz']);
  });

  it('finds an extra that is no longer mounted', () => {
    expect(compareRouteLists(['GET /a'], ['GET /a'], ['GET /gone']).staleExtras).toEqual(['GET /gone']);
  });
});
