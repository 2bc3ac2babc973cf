import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { publicOrigin } from './public-origin';

/** A one-route Remix build whose loader answers the URL Remix made of the request. */
const build = {
  mode: 'production',
  entry: { module: { default: () => new Response('unused') } },
  routes: {
    root: {
      id: 'root', path: '', parentId: undefined,
      module: { default: () => null, loader: ({ request }: { request: Request }) => Response.json({ url: request.url }) },
    },
  },
  assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: '1' },
  assetsBuildDirectory: '', publicPath: '/', future: {}, isSpaMode: false, basename: undefined, static: false,
} as unknown as ServerBuild;

function app(origin?: string) {
  const server = express();
  server.set('trust proxy', 'loopback');
  if (origin) server.use(publicOrigin(origin));
  server.all('*', createRequestHandler({ build, mode: 'production' }));
  return server;
}

describe('publicOrigin', () => {
  it("gives Remix the configured origin whatever Host or X-Forwarded-* a request claims", async () => {
    for (const headers of [
      { host: 'evil.example' },
      { host: 'evil.example:8443', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      { host: 'localhost:3000' },
    ]) {
      const res = await request(app('https://shop.example.com')).get('/?page=2&_data=root').set(headers);
      expect(res.status).toBe(200);
      expect(res.body.url).toBe('https://shop.example.com/?page=2');
    }
  });

  it('keeps a port of the configured origin (local development)', async () => {
    const res = await request(app('http://localhost:3000')).get('/?_data=root').set('host', 'evil.example');
    expect(res.body.url).toBe('http://localhost:3000/');
  });

  it('is needed: without it the request names whatever host it claims', async () => {
    const res = await request(app()).get('/?_data=root').set('host', 'evil.example');
    expect(res.body.url).toBe('http://evil.example/');
  });
});
