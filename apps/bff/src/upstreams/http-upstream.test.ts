import { upstreamContract } from '@pool/api-contract';
import { initClient } from '@ts-rest/core';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, silentLogger, testMetrics } from '../test/support.js';
import { commerceGroup } from './commerce.upstream.js';
import { createHttpUpstream, receivedJsonLength, UpstreamError, type HttpUpstreamOptions } from './http-upstream.js';

const MENU = { items: [{ id: 1, title: 'Pumps', url: 'pumps', children: [] }] };

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

function setup(fetchImpl: FetchLike, options: Partial<HttpUpstreamOptions> = {}) {
  const metrics = testMetrics();
  const fetchMock = vi.fn(fetchImpl);
  const upstream = createHttpUpstream({
    name: 'commerce',
    metrics,
    logger: silentLogger,
    fetch: fetchMock as unknown as typeof fetch,
    retry: { maxAttempts: 2, initialDelayMs: 1, maxDelayMs: 5 },
    ...options,
  });
  const client = initClient(upstreamContract, { baseUrl: 'http://upstream.test', api: upstream.api, validateResponse: true });
  return { upstream, client, fetchMock, metrics };
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('the upstream wrapper', () => {
  it('answers a valid response with its parsed body and forwards the request id', async () => {
    const { client, fetchMock } = setup(async () => jsonResponse(200, MENU));
    const response = await client.catalog.menu({ requestId: 'req-12345678' });
    expect(response).toMatchObject({ status: 200, body: MENU });
    const init = fetchMock.mock.calls[0]![1];
    expect(new Headers(init.headers).get('x-request-id')).toBe('req-12345678');
  });

  it('knows the length of the JSON each answer body was read from (what caches weigh it by), and only of those', async () => {
    const { client } = setup(async () => jsonResponse(200, MENU));
    const response = await client.catalog.menu();
    expect(receivedJsonLength(response.body)).toBe(JSON.stringify(MENU).length);
    expect(receivedJsonLength({ ...MENU })).toBeUndefined();
    expect(receivedJsonLength('text')).toBeUndefined();
  });

  it("sends its service key with every call and the shopper's address when the call has one", async () => {
    const { client, upstream, fetchMock } = setup(async () => jsonResponse(200, MENU), { headers: { 'x-service-key': 'k'.repeat(43) } });
    await client.catalog.menu({ clientAddress: '203.0.113.7' });
    await client.catalog.menu({ headers: { 'x-service-key': 'forged' } } as never);
    await upstream.raw('http://upstream.test/images/x.svg', { routeLabel: '/images/*' });
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init.headers));
    expect(sent.map((headers) => headers.get('x-service-key'))).toEqual(['k'.repeat(43), 'k'.repeat(43), 'k'.repeat(43)]);
    expect(sent.map((headers) => headers.get('x-client-address'))).toEqual(['203.0.113.7', null, null]);
  });

  it("answers 502, not the upstream's 401, when the upstream refuses the service key", async () => {
    const refused = { type: 'urn:pool:problem:service-key-required', title: 'Service credential required', status: 401 };
    const { client, upstream } = setup(async () => jsonResponse(401, refused));
    expect((await failure(client.catalog.menu())).status).toBe(502);
    expect((await failure(upstream.raw('http://upstream.test/images/x.svg', { routeLabel: '/images/*' }))).status).toBe(502);
  });

  it('turns a missed deadline into a 504', async () => {
    const { client } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const started = Date.now();
    const error = await failure(client.catalog.menu({ deadlineMs: 50 }));
    expect(error.status).toBe(504);
    expect(error.problem.title).toBe('Gateway Timeout');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('retries an idempotent GET after a 5xx', async () => {
    let calls = 0;
    const { client, fetchMock } = setup(async () => (++calls === 1 ? jsonResponse(503, { title: 'busy', status: 503 }) : jsonResponse(200, MENU)));
    const response = await client.catalog.menu();
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never retries a POST, and answers its 5xx with a 502', async () => {
    const { client, fetchMock } = setup(async () => jsonResponse(500, { title: 'boom', status: 500 }));
    const error = await failure(
      client.cart.addItem({ params: { cartId: '6f1c1f9e-4a57-4c1e-9d7e-3f3d1b1b1b1b' }, body: { product_id: 1, quantity: 1 } }),
    );
    expect(error.status).toBe(502);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens the breaker after consecutive failures, fails fast with 503, then half-opens', async () => {
    let healthy = false;
    const { client, fetchMock, upstream, metrics } = setup(
      async () => (healthy ? jsonResponse(200, MENU) : Promise.reject(new TypeError('fetch failed'))),
      { breaker: { consecutiveFailures: 3, halfOpenAfterMs: 80 }, retry: { maxAttempts: 0 } },
    );
    for (let i = 0; i < 3; i++) expect((await failure(client.catalog.menu())).status).toBe(502);
    expect(upstream.breakerState()).toBe('open');
    expect((await metrics.registry.getSingleMetricAsString('bff_upstream_circuit_state'))).toContain('bff_upstream_circuit_state{upstream="commerce",group="default"} 1');

    const callsWhenOpened = fetchMock.mock.calls.length;
    const open = await failure(client.catalog.menu());
    expect(open.status).toBe(503);
    expect(fetchMock.mock.calls.length).toBe(callsWhenOpened);

    healthy = true;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await client.catalog.menu()).status).toBe(200);
    expect(upstream.breakerState()).toBe('closed');
  });

  it('keeps route groups apart: timeouts of search open its breaker only, carts and sign-in go on', async () => {
    const { client, upstream, fetchMock } = setup(
      async (input) => {
        const url = String(input);
        if (url.includes('/search/')) return new Promise<Response>(() => undefined);
        if (url.endsWith('/api/login')) return jsonResponse(422, { type: 'about:blank', title: 'Email or Password is incorrect.', status: 422 });
        return jsonResponse(200, MENU);
      },
      { groupOf: commerceGroup, breaker: { consecutiveFailures: 2, halfOpenAfterMs: 60_000 }, retry: { maxAttempts: 0 } },
    );
    for (let i = 0; i < 2; i++) {
      expect((await failure(client.search.query({ query: { q: 'pump' }, deadlineMs: 20 }))).status).toBe(504);
    }
    expect(upstream.breakerState('search')).toBe('open');
    const searchCalls = fetchMock.mock.calls.length;
    expect((await failure(client.search.query({ query: { q: 'pump' } }))).status).toBe(503);
    expect(fetchMock.mock.calls.length).toBe(searchCalls);
    expect((await client.catalog.menu()).status).toBe(200);
    expect((await client.customer.login({ body: { email: 'a@example.com', password: 'x' } })).status).toBe(422);
    expect(upstream.breakerState('catalog')).toBe('closed');
    expect(upstream.breakerState('account')).toBe('closed');
  });

  it("keeps the typeahead's breaker apart from search: slow keystrokes do not refuse search and category pages", async () => {
    const { client, upstream, fetchMock } = setup(
      async (input) => (String(input).includes('/search/typeahead') ? new Promise<Response>(() => undefined) : jsonResponse(200, MENU)),
      { groupOf: commerceGroup, breaker: { consecutiveFailures: 2, halfOpenAfterMs: 60_000 }, retry: { maxAttempts: 0 } },
    );
    for (let i = 0; i < 2; i++) {
      expect((await failure(client.search.typeahead({ query: { q: 'pump' }, deadlineMs: 20 }))).status).toBe(504);
    }
    expect(upstream.breakerState('typeahead')).toBe('open');
    const calls = fetchMock.mock.calls.length;
    expect((await failure(client.search.typeahead({ query: { q: 'pumps' } }))).status).toBe(503);
    expect(fetchMock.mock.calls.length).toBe(calls);
    // The search call goes out (its answer here is not a search result: refused as a broken contract, not by the breaker).
    await client.search.query({ query: { q: 'pump' } }).catch(() => undefined);
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
    expect(upstream.breakerState('search')).toBe('closed');
  });

  it('gives each group its own bulkhead: a full search group refuses search calls only', async () => {
    const { client } = setup(
      async (input) => (String(input).includes('/search/') ? new Promise<Response>(() => undefined) : jsonResponse(200, MENU)),
      { groupOf: commerceGroup, bulkhead: { groups: { search: { limit: 1, queue: 0 } } }, retry: { maxAttempts: 0 } },
    );
    const hanging = failure(client.search.query({ query: { q: 'pump' }, deadlineMs: 200 }));
    expect((await failure(client.search.query({ query: { q: 'filter' } }))).status).toBe(503);
    expect((await client.catalog.menu()).status).toBe(200);
    expect((await hanging).status).toBe(504);
  });

  it('lets readiness probes through an open breaker without counting them', async () => {
    let healthy = false;
    const { client, upstream } = setup(async () => (healthy ? jsonResponse(200, MENU) : Promise.reject(new TypeError('fetch failed'))), {
      breaker: { consecutiveFailures: 2, halfOpenAfterMs: 60_000 },
      retry: { maxAttempts: 0 },
    });
    for (let i = 0; i < 5; i++) {
      await upstream.raw('http://upstream.test/readyz', { routeLabel: '/readyz', probe: true }).catch(() => undefined);
    }
    expect(upstream.breakerState()).toBe('closed');
    for (let i = 0; i < 2; i++) await failure(client.catalog.menu());
    expect(upstream.breakerState()).toBe('open');
    healthy = true;
    const probe = await upstream.raw('http://upstream.test/readyz', { routeLabel: '/readyz', probe: true });
    expect(probe.status).toBe(200);
  });

  it('refuses a body that breaks the contract with a 502', async () => {
    const { client } = setup(async () => jsonResponse(200, { items: [{ id: 'one' }] }));
    const error = await failure(client.catalog.menu());
    expect(error.status).toBe(502);
    expect(error.failure).toBe('invalid');
  });

  it('passes a 4xx problem on as the same status and body, without retrying', async () => {
    const problem = { type: 'about:blank', title: 'Product is out of stock', status: 422 };
    const { client, fetchMock } = setup(async () => jsonResponse(422, problem));
    const response = await client.catalog.menu();
    expect(response.status as number).toBe(422);
    expect(response.body).toMatchObject(problem);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers 503 when the bulkhead and its queue are full', async () => {
    const release: Array<() => void> = [];
    const { client } = setup(() => new Promise((resolve) => release.push(() => resolve(jsonResponse(200, MENU)))), {
      bulkhead: { limit: 1, queue: 0 },
    });
    const first = client.catalog.menu();
    const error = await failure(client.catalog.menu());
    expect(error.status).toBe(503);
    await vi.waitFor(() => expect(release.length).toBe(1));
    release[0]!();
    expect((await first).status).toBe(200);
  });

  it('records call durations by route and status', async () => {
    const { client, metrics } = setup(async () => jsonResponse(200, MENU));
    await client.catalog.menu();
    const text = await metrics.registry.getSingleMetricAsString('bff_upstream_request_duration_seconds');
    expect(text).toContain('route="/menu.json"');
    expect(text).toContain('status="200"');
  });
});
