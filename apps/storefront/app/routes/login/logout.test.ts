import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CacheScope } from '../../.server/cache-scope';
import { ShellRide } from '../../.server/shell-ride';

// A BFF nobody listens on (the discard port: connections are refused).
beforeAll(() => {
  vi.stubEnv('BFF_URL', 'http://127.0.0.1:9');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('POST /logout', () => {
  it('answers 503 with the spec message when the BFF cannot be reached (a resource route keeps the status)', async () => {
    vi.resetModules();
    const { action } = await import('./logout');
    const request = new Request('http://store.test/logout', {
      method: 'POST',
      body: 'pathname=%2Faccount%2Fdashboard',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const context = {
      cspNonce: 'n', requestId: 'req-1', log: pino({ level: 'silent' }), cacheScope: new CacheScope(), shellRide: new ShellRide(), clientAddress: '127.0.0.1', bffServiceKey: 'k'.repeat(43),
    };
    const response = await action({ request, context, params: {} });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Failed to logout.' });
  });
});
