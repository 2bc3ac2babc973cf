import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext } from '@remix-run/node';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShellRide } from './shell-ride';
import { CacheScope } from './cache-scope';

const KEY = 'storefront-test-key-0123456789abcdefghij';
let server: Server;
let seen: IncomingHttpHeaders[] = [];
let answer: { status: number; body: unknown } = { status: 404, body: { type: 'about:blank', title: 'Not Found', status: 404 } };

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(answer.status, { 'content-type': 'application/problem+json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // env.ts reads process.env once, at import: point it at this stand-in before importing the client.
  vi.stubEnv('BFF_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const context = (): AppLoadContext => ({
  cspNonce: 'n', requestId: 'req-1', log: pino({ level: 'silent' }), cacheScope: new CacheScope(), shellRide: new ShellRide(),
  clientAddress: '203.0.113.5', bffServiceKey: KEY,
});

describe('the BFF client', () => {
  it("sends the storefront's service key and the shopper's address with every call", async () => {
    const { bffFor } = await import('./bff');
    seen = [];
    answer = { status: 404, body: { type: 'about:blank', title: 'Not Found', status: 404 } };
    const { bff } = bffFor(new Request('http://localhost:3000/x', { headers: { 'x-service-key': 'from-the-browser', 'x-client-address': '10.0.0.1' } }), context());
    expect((await bff.site.sitemap({ query: { page: 1 } })).status).toBe(404);
    expect(seen[0]).toMatchObject({ 'x-service-key': KEY, 'x-client-address': '203.0.113.5', 'x-request-id': 'req-1' });
  });

  it('treats a refused service key as an unavailable BFF (503 page), not as a shopper signed out', async () => {
    const { bffFor, pageData } = await import('./bff');
    answer = { status: 401, body: { type: 'urn:pool:problem:service-key-required', title: 'Service credential required', status: 401 } };
    const { bff } = bffFor(new Request('http://localhost:3000/x'), context());
    const thrown = await pageData(bff.site.sitemap({ query: { page: 1 } }), new Headers()).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
  });
});
