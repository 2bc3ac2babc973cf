import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { warmUp } from './warm-up.js';

/** A handler that records what it was asked, answering after `delayMs` with `status(url)`. */
function recorder(status: (url: string) => number = () => 200, delayMs = 1) {
  const seen: { url: string; key: string | undefined; id: string | undefined }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    seen.push({ url: req.url!, key: req.headers['x-service-key'] as string | undefined, id: req.headers['x-request-id'] as string | undefined });
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    setTimeout(() => {
      inFlight--;
      res.statusCode = status(req.url!);
      res.end('{}');
    }, delayMs);
  };
  return { handler, seen, mostInFlight: () => mostInFlight };
}

describe('warmUp', () => {
  it('asks every path of a throwaway server with the given headers, a few at a time, then closes it', async () => {
    const { handler, seen, mostInFlight } = recorder();
    const paths = Array.from({ length: 30 }, (_, i) => `/search?q=${i}`);
    const result = await warmUp({ handler, paths, headers: { 'x-service-key': 'key' }, concurrency: 3 });
    expect(result).toMatchObject({ requests: 30, failed: 0, stoppedEarly: false });
    expect(seen.map((s) => s.url).sort()).toEqual([...paths].sort());
    expect(new Set(seen.map((s) => s.key))).toEqual(new Set(['key']));
    // Each request says it is one, so an upstream it reaches can tell.
    expect(seen.map((s) => s.id).sort()).toEqual(paths.map((_, i) => `warm-up-${i}`).sort());
    expect(mostInFlight()).toBeLessThanOrEqual(3);
  });

  it('counts failures without throwing, and gives up when most requests fail', async () => {
    const some = recorder((url) => (url.endsWith('7') ? 503 : 200));
    expect(await warmUp({ handler: some.handler, paths: Array.from({ length: 20 }, (_, i) => `/x${i}`) })).toMatchObject({ requests: 20, failed: 2 });
    const down = recorder(() => 502);
    const result = await warmUp({ handler: down.handler, paths: Array.from({ length: 500 }, (_, i) => `/x${i}`), concurrency: 2 });
    expect(result.stoppedEarly).toBe(true);
    expect(result.requests).toBeLessThan(30);
  });

  it('stops asking when its time is up', async () => {
    const { handler } = recorder(() => 200, 20);
    const result = await warmUp({ handler, paths: Array.from({ length: 1000 }, (_, i) => `/x${i}`), concurrency: 2, timeoutMs: 100 });
    expect(result.stoppedEarly).toBe(true);
    expect(result.requests).toBeLessThan(100);
  });
});
