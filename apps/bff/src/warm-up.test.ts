import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { silentLogger } from './test/support.js';
import { typeaheadPath, typeaheadWarmUpTexts, waitUntilReady, warmUpBff } from './warm-up.js';

describe('the start-up warm-up', () => {
  it('types every letter and digit and every pair of them, once each', () => {
    const texts = typeaheadWarmUpTexts();
    expect(texts).toHaveLength(26 + 10 + 26 * 26 + 10 * 10);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(texts).toContain('po');
    expect(texts).toContain('07');
    expect(typeaheadPath('po')).toBe('/v1/catalog/typeahead?q=po');
  });

  it('types in rounds, each through a fresh throwaway app, with the service key', async () => {
    const seen: { url: string; key: unknown; app: number }[] = [];
    let apps = 0;
    const createApp = vi.fn(() => {
      const app = ++apps;
      return (req: IncomingMessage, res: ServerResponse) => {
        seen.push({ url: req.url!, key: req.headers['x-service-key'], app });
        res.end('{}');
      };
    });
    const result = await warmUpBff({ createApp, serviceKey: 'k'.repeat(43), requests: 1000, upstreamReady: async () => true, logger: silentLogger });
    expect(result).toMatchObject({ requests: 1000, failed: 0, stoppedEarly: false });
    expect(createApp).toHaveBeenCalledTimes(2);
    const texts = typeaheadWarmUpTexts();
    expect(seen.filter((s) => s.app === 1).map((s) => s.url).sort()).toEqual(texts.map(typeaheadPath).sort());
    expect(seen.filter((s) => s.app === 2).map((s) => s.url).sort()).toEqual(texts.slice(0, 1000 - texts.length).map(typeaheadPath).sort());
    expect(new Set(seen.map((s) => s.key))).toEqual(new Set(['k'.repeat(43)]));
  });

  it('does not start while commerce-api is not ready', async () => {
    const createApp = vi.fn();
    expect(await warmUpBff({ createApp, serviceKey: 'k', requests: 100, upstreamReady: async () => false, logger: silentLogger })).toBeNull();
    expect(createApp).not.toHaveBeenCalled();
  });

  it('waits for an upstream to become ready, and gives up after its time', async () => {
    let asked = 0;
    const server = createServer((_req, res) => {
      res.statusCode = ++asked >= 3 ? 200 : 503;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`;
    try {
      expect(await waitUntilReady(url, { timeoutMs: 5_000, everyMs: 10 })).toBe(true);
      expect(asked).toBe(3);
      asked = -1_000;
      expect(await waitUntilReady(url, { timeoutMs: 100, everyMs: 10 })).toBe(false);
    } finally {
      server.close();
    }
  });
});
