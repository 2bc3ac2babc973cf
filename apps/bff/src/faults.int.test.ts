import type { ProductSummary } from '@pool/api-contract';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultProxy } from './test/fault-proxy.js';
import { startStack, type TestApp, type TestStack } from './test/stack.js';

let stack: TestStack;
let proxy: FaultProxy;
let built: TestApp;
let products: ProductSummary[];

const HALF_OPEN_MS = 300;
const FAILURE_STATUSES = [502, 503, 504];

beforeAll(async () => {
  stack = await startStack({ commerce: { size: 60 }, bff: { breaker: { consecutiveFailures: 3, halfOpenAfterMs: HALF_OPEN_MS } }, faultProxy: true });
  built = stack.built;
  proxy = stack.proxy!;
  products = (await stack.catalogue('per_page=40')).filter((p) => !p.hide_price);
  expect(products.length).toBeGreaterThan(20);
});

afterAll(async () => {
  await stack?.close();
});

const page = (product: ProductSummary) => request(built.app).get('/v1/page').query({ path: `/${product.handle}.html` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure answer is a problem with one of the honest upstream statuses, never a 500. */
function expectUpstreamProblem(res: request.Response) {
  expect(FAILURE_STATUSES).toContain(res.status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.body.status).toBe(res.status);
}

describe('faults between the BFF and commerce-api', () => {
  it('serves cached pages through resets, answers uncached ones with a problem, and recovers by itself', async () => {
    proxy.set({ kind: 'pass' });
    const warm = products[0]!;
    expect((await page(warm)).status).toBe(200);

    proxy.set({ kind: 'reset' });
    const cached = await page(warm);
    expect(cached.status).toBe(200);
    expect(cached.body.page.product.id).toBe(warm.id);
    for (const cold of products.slice(1, 4)) expectUpstreamProblem(await page(cold));
    expect(built.http.breakerState('catalog')).toBe('open');
    expect(proxy.injected.reset).toBeGreaterThanOrEqual(3);

    proxy.set({ kind: 'pass' });
    await sleep(HALF_OPEN_MS + 50);
    expect((await page(products[4]!)).status).toBe(200);
    expect(built.http.breakerState('catalog')).toBe('closed');
    // The page started a read of its warranty offers after it answered; asking for them joins that
    // read, so it ends here rather than in the next test's faults (where a retry of it would open a
    // connection of its own).
    await request(built.app).get(`/v1/catalog/products/${products[4]!.id}/warranty-offers`);
  });

  it('fails fast once a hanging upstream opened the breaker, without calling it again', async () => {
    proxy.set({ kind: 'hang' });
    // A page view makes several catalogue calls at once: the first view waits out its deadline (504),
    // and its timeouts are enough to open the breaker.
    expect((await page(products[5]!).timeout(10_000)).status).toBe(504);
    for (const cold of products.slice(6, 8)) expect([503, 504]).toContain((await page(cold).timeout(10_000)).status);
    expect(built.http.breakerState('catalog')).toBe('open');
    // Just after each 504 the timed-out read's retry opens a connection it then abandons (past the
    // deadline): let the last one do so before counting.
    await sleep(250);
    const connections = proxy.injected.connections;
    const fast = await page(products[8]!);
    expect(fast.status).toBe(503);
    expect(proxy.injected.connections).toBe(connections);
    // The cart group has its own breaker: it is still closed, and its calls are still tried.
    expect(built.http.breakerState('cart')).toBe('closed');

    proxy.set({ kind: 'pass' });
    await sleep(HALF_OPEN_MS + 50);
    expect((await page(products[9]!)).status).toBe(200);
  });

  it('keeps working with 150 ms of latency on every packet', async () => {
    proxy.set({ kind: 'latency', latencyMs: 150 });
    await sleep(HALF_OPEN_MS + 50);
    const res = await page(products[10]!);
    expect(res.status).toBe(200);
    expect(proxy.injected.latency).toBeGreaterThan(0);
    proxy.set({ kind: 'pass' });
  });

  it('writes nothing half-way when commerce-api is down during a first add', async () => {
    proxy.set({ kind: 'down' });
    const add = await request(built.app).post('/v1/cart/items').send({ productId: products[11]!.id, quantity: 1 });
    expectUpstreamProblem(add);
    proxy.set({ kind: 'pass' });
    await sleep(HALF_OPEN_MS + 50);
    // No session was kept for the failed add, so the shopper still has no cart.
    expect(add.headers['set-cookie']).toBeUndefined();
    const later = await request(built.app).post('/v1/cart/items').send({ productId: products[11]!.id, quantity: 1 });
    expect(later.status).toBe(200);
    expect(later.body.lines).toHaveLength(1);
    expect(later.body.lines[0].quantity).toBe(1);
  });
});
