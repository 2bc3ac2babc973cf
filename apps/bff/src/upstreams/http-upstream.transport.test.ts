import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { upstreamContract } from '@pool/api-contract';
import { initClient } from '@ts-rest/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger, testMetrics } from '../test/support.js';
import { createHttpUpstream, UpstreamError } from './http-upstream.js';

// The wrapper's own transport (no injected fetch) against a real HTTP server on loopback.

const MENU = { items: [{ id: 1, title: 'Pumps', url: 'pumps', children: [] }] };
const CART_ID = '6f1c1f9e-4a57-4c1e-9d7e-3f3d1b1b1b1b';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  remotePort: number;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let handle: (req: IncomingMessage, res: ServerResponse, count: number) => void;

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': type, 'x-upstream': 'yes' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body, remotePort: req.socket.remotePort! });
      handle(req, res, seen.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  handle = (_req, res) => send(res, 200, MENU);
});

function client(options: Parameters<typeof createHttpUpstream>[0]['retry'] = { maxAttempts: 2, initialDelayMs: 1, maxDelayMs: 5 }) {
  const upstream = createHttpUpstream({ name: 'commerce', metrics: testMetrics(), logger: silentLogger, retry: options });
  return initClient(upstreamContract, { baseUrl, api: upstream.api, validateResponse: true });
}

describe('the upstream wrapper over its own HTTP transport', () => {
  it('answers the parsed body with the response headers, forwards the request id, and reuses the connection', async () => {
    const commerce = client();
    const first = await commerce.catalog.menu({ requestId: 'req-12345678' });
    expect(first).toMatchObject({ status: 200, body: MENU });
    expect(first.headers.get('x-upstream')).toBe('yes');
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/menu.json' });
    expect(seen[0]!.headers['x-request-id']).toBe('req-12345678');
    expect(seen[0]!.headers.accept).toBe('application/json');
    for (let i = 0; i < 5; i++) expect((await commerce.catalog.menu()).status).toBe(200);
    // Keep-alive: six calls one after another share a connection or two, not one each.
    expect(new Set(seen.map((s) => s.remotePort)).size).toBeLessThanOrEqual(2);
  });

  it('sends a JSON body and passes a 4xx problem on without retrying', async () => {
    handle = (_req, res) => send(res, 422, { type: 'about:blank', title: 'Product is out of stock', status: 422 }, 'application/problem+json');
    const response = await client().cart.addItem({ params: { cartId: CART_ID }, body: { product_id: 7, quantity: 2 } });
    expect(response.status as number).toBe(422);
    expect(response.body).toMatchObject({ title: 'Product is out of stock', status: 422 });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: `/api/v1/carts/${CART_ID}/items` });
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ product_id: 7, quantity: 2 });
  });

  it('retries a GET after a 5xx', async () => {
    handle = (_req, res, count) => (count === 1 ? send(res, 503, { title: 'busy', status: 503 }) : send(res, 200, MENU));
    const response = await client().catalog.menu();
    expect(response).toMatchObject({ status: 200, body: MENU });
    expect(seen).toHaveLength(2);
  });

  it('answers a missed deadline with a 504', async () => {
    handle = () => undefined;
    const error = await client({ maxAttempts: 0 }).catalog.menu({ deadlineMs: 50 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(504);
  });

  it('reads a body that comes in many chunks, characters split between them included', async () => {
    const items = Array.from({ length: 3000 }, (_, id) => ({ id, title: `Bombas é 水泵 ${id}`, url: `p-${id}`, children: [] }));
    handle = (_req, res) => {
      const bytes = Buffer.from(JSON.stringify({ items }));
      res.writeHead(200, { 'content-type': 'application/json' });
      // Odd-sized writes cut the multi-byte characters in two.
      for (let at = 0; at < bytes.length; at += 1001) res.write(bytes.subarray(at, at + 1001));
      res.end();
    };
    expect((await client().catalog.menu()).body).toEqual({ items });
  });

  it('drops the request on the wire when its deadline passes', async () => {
    let closed = false;
    handle = (_req, res) => res.on('close', () => {
      closed = true;
    });
    const error = await client({ maxAttempts: 0 }).catalog.menu({ deadlineMs: 50 }).catch((caught: unknown) => caught);
    expect((error as UpstreamError).status).toBe(504);
    await expect.poll(() => closed, { timeout: 2_000 }).toBe(true);
  });

  it('answers an unreachable upstream with a 502', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const upstream = createHttpUpstream({ name: 'commerce', metrics: testMetrics(), logger: silentLogger, retry: { maxAttempts: 0 } });
    const unreachable = initClient(upstreamContract, { baseUrl: `http://127.0.0.1:${port}`, api: upstream.api, validateResponse: true });
    const error = await unreachable.catalog.menu().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(502);
  });
});
