import type { ProductSummary } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';

let products: ProductSummary[];

const HALF_OPEN_MS = 300;
const FAILURE_STATUSES = [502, 503, 504];

const stack = useStack({ commerce: { size: 60 }, bff: { breaker: { consecutiveFailures: 3, halfOpenAfterMs: HALF_OPEN_MS } }, faultProxy: true });

beforeAll(async () => {
  products = (await stack.catalogue('per_page=40')).filter((p) => !p.hide_price);
  expect(products.length).toBeGreaterThan(20);
});

const page = (product: ProductSummary) => request(stack.built.app).get('/v1/page').query({ path: `/${product.handle}.html` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure answer is a problem with one of the honest upstream statuses, never a 500. */
function expectUpstreamProblem(res: request.Response) {
  expect(FAILURE_STATUSES).toContain(res.status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.body.status).toBe(res.status);
}

describe('faults between the BFF and commerce-api', () => {
  it('serves cached pages through resets, answers uncached ones with a problem, and recovers by itself', async () => {
    stack.proxy.set({ kind: 'pass' });
    const warm = products[0]!;
    expect((await page(warm)).status).toBe(200);

    stack.proxy.set({ kind: 'reset' });
    const cached = await page(warm);
    expect(cached.status).toBe(200);
    expect(cached.body.page.product.id).toBe(warm.id);
    for (const cold of products.slice(1, 4)) expectUpstreamProblem(await page(cold));
    expect(stack.built.http.breakerState('catalog')).toBe('open');
    expect(stack.proxy.injected.reset).toBeGreaterThanOrEqual(3);

    stack.proxy.set({ kind: 'pass' });
    await sleep(HALF_OPEN_MS + 50);
    expect((await page(products[4]!)).status).toBe(200);
    expect(stack.built.http.breakerState('catalog')).toBe('closed');
    // The page started a read of its warranty offers after it answered; asking for them joins that
    // read, so it ends here rather than in the next test's faults (where a retry of it would open a
    // connection of its own).
    await request(stack.built.app).get(`/v1/catalog/products/${products[4]!.id}/warranty-offers`);
  });

  it('fails fast once a hanging upstream opened the breaker, without calling it again', async () => {
    stack.proxy.set({ kind: 'hang' });
    // A page view makes several catalogue calls at once: the first view waits out its deadline (504),
    // and its timeouts are enough to open the breaker.
    expect((await page(products[5]!).timeout(10_000)).status).toBe(504);
    for (const cold of products.slice(6, 8)) expect([503, 504]).toContain((await page(cold).timeout(10_000)).status);
    expect(stack.built.http.breakerState('catalog')).toBe('open');
    // Just after each 504 the timed-out read's retry opens a connection it then abandons (past the
    // deadline): let the last one do so before counting.
    await sleep(250);
    const connections = stack.proxy.injected.connections;
    const fast = await page(products[8]!);
    expect(fast.status).toBe(503);
    expect(stack.proxy.injected.connections).toBe(connections);
    // The cart group has its own breaker: it is still closed, and its calls are still tried.
    expect(stack.built.http.breakerState('cart')).toBe('closed');

    stack.proxy.set({ kind: 'pass' });
    await sleep(HALF_OPEN_MS + 50);
    expect((await page(products[9]!)).status).toBe(200);
  });

  it('keeps working with 150 ms of latency on every packet', async () => {
    stack.proxy.set({ kind: 'latency', latencyMs: 150 });
    await sleep(HALF_OPEN_MS + 50);
    const res = await page(products[10]!);
    expect(res.status).toBe(200);
    expect(stack.proxy.injected.latency).toBeGreaterThan(0);
    stack.proxy.set({ kind: 'pass' });
  });

  it('writes nothing half-way when commerce-api is down during a first add', async () => {
    stack.proxy.set({ kind: 'down' });
    const add = await request(stack.built.app).post('/v1/cart/items').send({ productId: products[11]!.id, quantity: 1 });
    expectUpstreamProblem(add);
    stack.proxy.set({ kind: 'pass' });
    await sleep(HALF_OPEN_MS + 50);
    // No session was kept for the failed add, so the shopper still has no cart.
    expect(add.headers['set-cookie']).toBeUndefined();
    const later = await request(stack.built.app).post('/v1/cart/items').send({ productId: products[11]!.id, quantity: 1 });
    expect(later.status).toBe(200);
    expect(later.body.lines).toHaveLength(1);
    expect(later.body.lines[0].quantity).toBe(1);
  });
});
