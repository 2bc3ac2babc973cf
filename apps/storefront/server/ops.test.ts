import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorefrontMetrics, listenForMetrics, measureRequests, readiness, requestKind } from './ops';

const KEY = 'storefront-test-key-0123456789';
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A BFF stand-in: /readyz answers `readyStatus`, keyed routes want KEY. */
async function fakeBff(readyStatus: number): Promise<string> {
  const bff = express();
  bff.get('/readyz', (_req, res) => res.status(readyStatus).json({ status: readyStatus === 200 ? 'ready' : 'not ready' }));
  bff.use((req, res, next) => (req.get('x-service-key') === KEY ? next() : res.status(401).end()));
  bff.get('/openapi.json', (_req, res) => res.json({ openapi: '3.0.2' }));
  const server = bff.listen(0, '127.0.0.1');
  await once(server, 'listening');
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('readiness', () => {
  it('is ready when the BFF is ready and accepts our key', async () => {
    const app = express().get('/readyz', readiness(await fakeBff(200), KEY));
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', upstreams: { bff: 'ready' } });
  });

  it('answers a 503 problem when the BFF is not ready, refuses the key, or is down', async () => {
    const notReady = await request(express().get('/readyz', readiness(await fakeBff(503), KEY))).get('/readyz');
    expect(notReady.status).toBe(503);
    expect(notReady.body.detail).toContain('not ready');
    const wrongKey = await request(express().get('/readyz', readiness(await fakeBff(200), 'another-key-0123456789'))).get('/readyz');
    expect(wrongKey.status).toBe(503);
    expect(wrongKey.body.detail).toContain('BFF_SERVICE_KEY');
    const down = await request(express().get('/readyz', readiness('http://127.0.0.1:9', KEY, 300))).get('/readyz');
    expect(down.status).toBe(503);
    expect(down.headers['content-type']).toBe('application/problem+json');
  });
});

describe('metrics', () => {
  it('counts requests by kind and page cache verdict, served only on the private listener', async () => {
    const metrics = createStorefrontMetrics(undefined, { defaults: false });
    const app = express().use(measureRequests(metrics));
    app.get('/pumps', (_req, res) => res.set('x-page-cache', 'HIT').send('page'));
    await request(app).get('/pumps');
    await request(app).get('/pumps');
    const server = listenForMetrics(metrics, 0, '127.0.0.1');
    await once(server, 'listening');
    closers.push(() => server.close());
    const { port } = server.address() as AddressInfo;
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(text).toContain('storefront_page_cache_total{result="hit"} 2');
    expect(text).toContain('storefront_http_request_duration_seconds_count{kind="page",method="GET",status="200"} 2');
    expect((await fetch(`http://127.0.0.1:${port}/anything`)).status).toBe(404);
  });

  it('labels requests without their paths', () => {
    expect(requestKind('GET', '/assets/entry-abc.js')).toBe('asset');
    expect(requestKind('GET', '/images/products/X1.svg')).toBe('image');
    expect(requestKind('POST', '/cart')).toBe('action');
    expect(requestKind('GET', '/pumps?_data=routes%2Fcategory')).toBe('data');
    expect(requestKind('GET', '/pumps/variable-speed')).toBe('page');
  });
});
