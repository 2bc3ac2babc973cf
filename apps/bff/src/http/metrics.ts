import { requestDurationHistogram } from '@pool/http-kit';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The BFF's Prometheus metrics, on one registry per app instance (tests build many apps). */
export interface Metrics {
  registry: Registry;
  upstreamDuration: Histogram<'upstream' | 'route' | 'method' | 'status'>;
  breakerState: Gauge<'upstream' | 'group'>;
  cacheResults: Counter<'cache' | 'result'>;
  httpDuration: Histogram<'route' | 'method' | 'status'>;
}

export function createMetrics(registry: Registry = new Registry()): Metrics {
  return {
    registry,
    upstreamDuration: new Histogram({
      name: 'bff_upstream_request_duration_seconds',
      help: 'Upstream call duration by route template and outcome (HTTP status, or timeout/open/rejected/invalid/network)',
      labelNames: ['upstream', 'route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5],
      registers: [registry],
    }),
    breakerState: new Gauge({
      name: 'bff_upstream_circuit_state',
      help: 'Circuit breaker state per upstream and route group: 0 closed, 1 open, 2 half-open',
      labelNames: ['upstream', 'group'],
      registers: [registry],
    }),
    cacheResults: new Counter({
      name: 'bff_cache_results_total',
      help: 'Catalogue cache lookups by result (hit, stale, miss, stale-on-error, error)',
      labelNames: ['cache', 'result'],
      registers: [registry],
    }),
    httpDuration: requestDurationHistogram(registry, 'bff_http_request_duration_seconds', 'BFF request duration by route template', ['route', 'method', 'status']),
  };
}
