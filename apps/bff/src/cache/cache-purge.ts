import type { PurgeFeed } from '@pool/http-kit/cache-purge';
import type { Logger } from 'pino';
import type { SwrCache } from './swr-cache.js';

export { redisPurgeFeed, type PurgeFeed } from '@pool/http-kit/cache-purge';

/** Drops the entries of each purge's tags from `caches`; answers the unsubscribe function. */
export function purgeCachesOn(feed: PurgeFeed, caches: readonly SwrCache[], logger: Logger): Promise<() => Promise<void>> {
  return feed.subscribe((purge) => {
    const dropped = caches.reduce((sum, cache) => sum + cache.purgeTags(purge.tags), 0);
    logger.info({ tags: purge.tags.slice(0, 20), reason: purge.reason, dropped }, 'cache purged');
  });
}
