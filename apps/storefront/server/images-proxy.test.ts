import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesProxy } from './images-proxy';

const KEY = 'storefront-test-key-0123456789abcdefghij';
let bff: Server;
let bffUrl: string;
const seen: IncomingHttpHeaders[] = [];
const paths: string[] = [];

beforeAll(async () => {
  bff = createServer((req, res) => {
    seen.push(req.headers);
    paths.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
  });
  await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
  bffUrl = `http://127.0.0.1:${(bff.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => bff.close(() => resolve()));
});

/** The proxy on `/images/*`, behind a middleware that gives each request the id `requestId`. */
function proxyApp(requestId: string) {
  const app = express();
  app.use((req, _res, next) => {
    Object.assign(req, { id: requestId });
    next();
  });
  app.get('/images/*', imagesProxy(bffUrl, 2000, KEY, pino({ level: 'silent' })));
  return app;
}

describe('imagesProxy', () => {
  it("calls the BFF with the storefront's service key and the shopper's address, never the browser's", async () => {
    const app = proxyApp('req-9');
    const res = await request(app).get('/images/products/X-1.svg').set('x-service-key', 'forged').set('x-client-address', '10.9.9.9');
    expect(res.status).toBe(200);
    expect(seen[0]).toMatchObject({ 'x-service-key': KEY, 'x-request-id': 'req-9' });
    expect(seen[0]!['x-client-address']).toMatch(/127\.0\.0\.1|::1/);
  });

  it('never lets an encoded dot segment reach another BFF route', async () => {
    const app = proxyApp('req-10');
    const before = paths.length;
    for (const url of ['/images/%2e%2e/api/v1/cache/PUMP-1', '/images/products/%2e%2e%2fapi.svg', '/images/%2E%2E/v1/catalog/page']) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(404);
    }
    expect(paths.length).toBe(before);
    await request(app).get('/images/products/PUMP%201.svg?x=1').expect(200);
    expect(paths.at(-1)).toBe('/images/products/PUMP%201.svg');
  });
});
