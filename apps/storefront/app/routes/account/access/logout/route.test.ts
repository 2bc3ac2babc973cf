import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CacheScope } from '../../../../.server/cache-scope';
import { ShellRide } from '../../../../.server/shell-ride';

// A BFF nobody listens on (the discard port: connections are refused).
beforeAll(() => {
  vi.stubEnv('BFF_URL', 'http://127.0.0.1:9');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const context = () => ({
  cspNonce: 'n', requestId: 'req-1', log: pino({ level: 'silent' }), cacheScope: new CacheScope(), shellRide: new ShellRide(), clientAddress: '127.0.0.1', bffServiceKey: 'k'.repeat(43),
});
const logoutRequest = (pathname: string) =>
  new Request('http://store.test/logout', { method: 'POST', body: `pathname=${encodeURIComponent(pathname)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

// Each test loads the route afresh (the BFF's address is read once per module load), which is slow on a busy machine.
describe('POST /logout', { timeout: 30_000 }, () => {
  it("signs out with the spec's 'Failed to logout.' toast when the BFF reports the upstream sign-out failed", async () => {
    // A BFF that signed the session out locally but whose upstream call failed.
    const bff: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ viewer: { kind: 'guest' }, message: 'Failed to logout.', redirectTo: '/' }));
    });
    await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
    try {
      vi.stubEnv('BFF_URL', `http://127.0.0.1:${(bff.address() as AddressInfo).port}`);
      vi.resetModules();
      const { action } = await import('./route');
      const response = await action({ request: logoutRequest('/account/orders'), context: context(), params: {} });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
      const cookies = response.headers.get('set-cookie') ?? '';
      expect(cookies).toContain(`flash=e.${encodeURIComponent('Failed to logout.')};`);
      expect(cookies).not.toContain('flash=s.');
    } finally {
      vi.stubEnv('BFF_URL', 'http://127.0.0.1:9');
      await new Promise((resolve) => bff.close(resolve));
    }
  });

  it("goes back to the page with the spec's 'Failed to logout.' toast when the BFF cannot be reached", async () => {
    vi.resetModules();
    const { action } = await import('./route');
    const response = await action({ request: logoutRequest('/account/dashboard'), context: context(), params: {} });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account/dashboard');
    expect(response.headers.get('set-cookie')).toContain(`flash=e.${encodeURIComponent('Failed to logout.')};`);
  });
});
