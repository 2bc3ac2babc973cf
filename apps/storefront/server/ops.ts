import { createServer, type Server } from 'node:http';
import { SERVICE_KEY_HEADER, problemOf, requestDurationHistogram, writeProblem } from '@pool/http-kit';
import type { RequestHandler } from 'express';
import { Counter, type Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The storefront's Prometheus metrics. Served on a private listener only ({@link listenForMetrics}). */
export interface StorefrontMetrics {
  registry: Registry;
  requestDuration: Histogram<'kind' | 'method' | 'status'>;
  pageCache: Counter<'result'>;
}

export function createStorefrontMetrics(registry = new Registry(), { defaults = true } = {}): StorefrontMetrics {
  if (defaults) collectDefaultMetrics({ register: registry });
  return {
    registry,
    requestDuration: requestDurationHistogram(
      registry, 'storefront_http_request_duration_seconds', 'Storefront request duration by kind of request (page, data, action, asset, image, other)', ['kind', 'method', 'status'],
    ),
    pageCache: new Counter({
      name: 'storefront_page_cache_total',
      help: 'Page cache results of guest page requests (the x-page-cache header: hit, miss, bypass...)',
      labelNames: ['result'],
      registers: [registry],
    }),
  };
}

/** A low-cardinality label for a request: never the path itself (every product would be a series). */
export function requestKind(method: string, url: string): string {
  if (url.startsWith('/assets/')) return 'asset';
  if (url.startsWith('/images/')) return 'image';
  if (url === '/healthz' || url === '/readyz') return 'probe';
  if (method !== 'GET' && method !== 'HEAD') return 'action';
  if (/[?&]_data=/.test(url) || url.includes('.data')) return 'data';
  return 'page';
}

/** Times every request into `metrics` (and counts the page cache's verdicts). */
export function measureRequests(metrics: StorefrontMetrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.requestDuration.startTimer();
    res.once('finish', () => {
      end({ kind: requestKind(req.method, req.originalUrl), method: req.method, status: String(res.statusCode) });
      const cache = res.getHeader('x-page-cache');
      if (typeof cache === 'string') metrics.pageCache.inc({ result: cache.toLowerCase() });
    });
    next();
  };
}

/**
 * `/readyz`: ready when the BFF is (its own `/readyz`, which checks commerce-api) and accepts this
 * server's key; 503 problem otherwise. `/healthz` stays a plain liveness answer.
 */
export function readiness(bffUrl: string, serviceKey: string, timeoutMs = 1500): RequestHandler {
  return async (_req, res) => {
    try {
      const [ready, keyCheck] = await Promise.all([
        fetch(new URL('/readyz', bffUrl), { signal: AbortSignal.timeout(timeoutMs) }),
        // Any keyed route answers 401 to a wrong key; /openapi.json is built once, so asking costs nothing.
        fetch(new URL('/openapi.json', bffUrl), { method: 'HEAD', headers: { [SERVICE_KEY_HEADER]: serviceKey }, signal: AbortSignal.timeout(timeoutMs) }),
      ]);
      await Promise.all([ready.body?.cancel(), keyCheck.body?.cancel()]);
      if (!ready.ok) throw new Error(`the BFF is not ready (${ready.status})`);
      if (keyCheck.status === 401) throw new Error('the BFF refuses this storefront\'s service key (BFF_SERVICE_KEY)');
      res.set('cache-control', 'no-store').json({ status: 'ready', upstreams: { bff: 'ready' } });
    } catch (error) {
      writeProblem(res, problemOf(503, { detail: error instanceof Error ? error.message : 'the BFF is not reachable' }));
    }
  };
}

/**
 * Serves `/metrics` on its own listener (default 127.0.0.1:9464), never on the shoppers' port: the
 * figures (traffic, memory, cache hit rates) are for the operator's scraper only.
 */
export function listenForMetrics(
  metrics: StorefrontMetrics,
  port: number,
  host: string,
  { onListening, onError }: { onListening?: () => void; onError?: (error: Error) => void } = {},
): Server {
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      writeProblem(res, problemOf(404));
      return;
    }
    res.setHeader('content-type', metrics.registry.contentType);
    res.end(await metrics.registry.metrics());
  });
  // A taken port costs the metrics, never the store.
  server.on('error', (error) => onError?.(error));
  return server.listen(port, host, onListening);
}
