import { Histogram, type Registry } from 'prom-client';

/** Request-duration buckets (seconds) of the BFF's and the storefront's own request histograms. */
export const REQUEST_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5];

/** A server's request-duration histogram on `registry`, with {@link REQUEST_DURATION_BUCKETS}. */
export function requestDurationHistogram<L extends string>(registry: Registry, name: string, help: string, labelNames: readonly L[]): Histogram<L> {
  return new Histogram({ name, help, labelNames, buckets: REQUEST_DURATION_BUCKETS, registers: [registry] });
}
