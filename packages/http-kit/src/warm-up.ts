import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WarmUpOptions {
  /**
   * A throwaway instance of the app: the same code as the one that serves, with its own state
   * (caches, metrics, circuit breakers) and a logger that writes nothing.
   */
  handler: RequestListener;
  /** What to GET (path and query), in order. */
  paths: readonly string[];
  /** Sent with every request (the service key); `x-request-id` is `warm-up-{n}`, so upstreams can tell. */
  headers?: Record<string, string>;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Whatever is left after this long is not asked (ms). */
  timeoutMs?: number;
}

export interface WarmUpResult {
  /** Requests sent, and how many of them failed or answered other than 2xx. */
  requests: number;
  failed: number;
  ms: number;
  /** Stopped before the last path: the time ran out, or most requests were failing. */
  stoppedEarly: boolean;
}

/** Requests fail this often before a warm-up gives up (the upstream is down: nothing to warm). */
const GIVE_UP_AFTER_FAILURES = 20;

/**
 * Runs `paths` through a throwaway instance of an app on a loopback port, so that V8 has compiled and
 * optimised the code those requests run before the app that serves reports ready. A fresh Node
 * process answers its first few thousand requests 1.5-2x slower than a warm one: the functions of a
 * request (HTTP parsing, Express, the route, zod, JSON) are interpreted, then compiled, then
 * optimised as they get hot, and the compiler's threads compete with the requests for the cores.
 * Functions are compiled per source function, not per app instance, so the serving instance starts
 * with the throwaway one's optimised code, but with none of its state: its caches, metrics and logs
 * are untouched.
 *
 * Best effort: failures are counted, not thrown; it stops after `timeoutMs` or when most requests fail.
 *
 * @example
 * ```ts
 * const result = await warmUp({ handler: createApp({ ...deps, logger: silent }), paths, headers: { 'x-service-key': key } });
 * ```
 */
export async function warmUp(options: WarmUpOptions): Promise<WarmUpResult> {
  const { paths, headers = {}, concurrency = 4, timeoutMs = 30_000 } = options;
  const server = createServer(options.handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const started = performance.now();
  let next = 0;
  let failed = 0;
  let giveUp = false;
  const worker = async () => {
    while (next < paths.length && !giveUp && performance.now() - started < timeoutMs) {
      const n = next++;
      try {
        const response = await fetch(`${base}${paths[n]!}`, {
          headers: { ...headers, 'x-request-id': `warm-up-${n}` },
          signal: AbortSignal.timeout(Math.max(1, Math.ceil(timeoutMs - (performance.now() - started)))),
        });
        await response.arrayBuffer();
        if (!response.ok) failed++;
      } catch {
        failed++;
      }
      giveUp = failed >= GIVE_UP_AFTER_FAILURES && failed * 2 > next;
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return { requests: next, failed, ms: Math.round(performance.now() - started), stoppedEarly: next < paths.length };
}
