import type { CachePurge } from '@pool/api-contract';
import { ExponentialBackoff, handleWhen, retry } from 'cockatiel';
import type { Logger } from '../logger.js';
import type { ChangePublisher } from './catalog-changes.js';

/** A CDN answer worth trying again: the CDN (or the network) failed, or asked us to slow down. */
class TransientPurgeError extends Error {}

/**
 * Also purges a CDN (or any reverse proxy) in front of the storefront by tag (docs/decisions/0068):
 * each change's `{ tags, reason }` is POSTed as JSON to `url` (with `Authorization: Bearer token` when
 * given), once, from the copy that made the change. A network failure, a 429 or a 5xx is tried again
 * up to `attempts` times with exponential backoff; another 4xx is logged and dropped. The post runs
 * after `inner` has published, in the background: a slow CDN never holds up the staff member's save;
 * `close` waits for posts in flight.
 */
export function withCdnPurge(
  inner: ChangePublisher,
  options: { url: string; token?: string | undefined; logger: Logger; attempts?: number; initialDelayMs?: number; timeoutMs?: number },
): ChangePublisher {
  const { url, token, logger, attempts = 5, initialDelayMs = 500, timeoutMs = 5_000 } = options;
  const policy = retry(handleWhen((error) => error instanceof TransientPurgeError || error instanceof TypeError || error.name === 'TimeoutError'), {
    maxAttempts: attempts - 1,
    backoff: new ExponentialBackoff({ initialDelay: initialDelayMs, maxDelay: 30_000 }),
  });
  const inFlight = new Set<Promise<void>>();

  async function post(purge: CachePurge): Promise<void> {
    await policy.execute(async () => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(purge),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 429 || res.status >= 500) throw new TransientPurgeError(`CDN purge answered ${res.status}`);
      if (!res.ok) logger.warn({ status: res.status, tags: purge.tags.length }, 'CDN purge refused; not retried');
    });
  }

  return {
    async publish(purge) {
      await inner.publish(purge);
      const sent = post(purge).catch((err: unknown) => {
        logger.warn({ err: err instanceof Error ? err.message : String(err), tags: purge.tags.length, reason: purge.reason }, 'CDN purge failed after retries');
      }).finally(() => inFlight.delete(sent));
      inFlight.add(sent);
    },
    async close() {
      await Promise.all(inFlight);
      await inner.close();
    },
  };
}
