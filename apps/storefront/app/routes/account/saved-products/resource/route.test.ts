import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext } from '@remix-run/node';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CacheScope } from '../../../../.server/cache-scope';
import { ShellRide } from '../../../../.server/shell-ride';
import { flashOf } from '../../../../lib/flash';

// A BFF nobody listens on (the discard port: connections are refused).
beforeAll(() => {
  vi.stubEnv('BFF_URL', 'http://127.0.0.1:9');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const post = (body: string) =>
  new Request('http://store.test/resources/saved-product', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const context = () =>
  ({ cspNonce: 'n', requestId: 'req-1', log: pino({ level: 'silent' }), cacheScope: new CacheScope(), shellRide: new ShellRide(), clientAddress: '127.0.0.1', bffServiceKey: 'k'.repeat(43) }) as AppLoadContext;
const save = 'sku=PMP-1&redirectTo=%2Fcategory%2Fpumps.html';

// Each test loads the route afresh (the BFF's address is read once per module load), which is slow on a busy machine.
describe('POST /resources/saved-product', { timeout: 30_000 }, () => {
  it('answers a form without a sku 400 with its message (a resource route keeps the status)', async () => {
    const { action } = await import('./route');
    // Refused before any BFF call: the context is never read.
    const response = await action({ request: post('productId=12&redirectTo=%2Fcategory%2Fpumps.html'), context: {} as AppLoadContext, params: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid request.' });
  });

  it('goes back to the page with an error toast when the BFF cannot be reached (never a JSON page or a 500)', async () => {
    vi.resetModules();
    const { action } = await import('./route');
    const response = await action({ request: post(save), context: context(), params: {} });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/category/pumps.html');
    expect(flashOf(response.headers.get('set-cookie'))).toEqual({ status: 'error', message: 'The product could not be saved.' });
  });

  it("says the spec's 'You do not have permission to do that.' for a 403, and the save's own words for another refusal", async () => {
    let status = 403;
    const bff: Server = createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify({ type: 'about:blank', title: status === 403 ? 'You do not have permission to do that.' : 'Not Found', status }));
    });
    await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
    try {
      vi.stubEnv('BFF_URL', `http://127.0.0.1:${(bff.address() as AddressInfo).port}`);
      vi.resetModules();
      const { action } = await import('./route');
      const refused = await action({ request: post(`${save}&intent=remove`), context: context(), params: {} });
      expect(refused.status).toBe(303);
      expect(flashOf(refused.headers.get('set-cookie'))).toEqual({ status: 'error', message: 'You do not have permission to do that.' });
      status = 404;
      const missing = await action({ request: post(`${save}&intent=remove`), context: context(), params: {} });
      expect(missing.headers.get('location')).toBe('/category/pumps.html');
      expect(flashOf(missing.headers.get('set-cookie'))?.message).toBe('The product could not be saved.');
    } finally {
      vi.stubEnv('BFF_URL', 'http://127.0.0.1:9');
      await new Promise((resolve) => bff.close(resolve));
    }
  });
});
