import { CACHE_PURGE_CHANNEL, CachePurgeSchema, type CachePurge } from '@pool/api-contract';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { SwrCache } from './swr-cache.js';

/** Where purges arrive (Redis pub/sub between copies; a test may feed its own). */
export interface PurgeFeed {
  /** Calls `onPurge` for each purge until the returned function is called. */
  subscribe(onPurge: (purge: CachePurge) => void): Promise<() => Promise<void>>;
}


/**
 * Purges from Redis pub/sub. The subscriber has its own connection (a subscribed connection can do
 * nothing else) and resubscribes by itself after a reconnect; a purge sent while it was away is lost,
 * which the entries' short fresh time bounds (docs/decisions/0064). Channels ignore Redis database
 * numbers: deployments sharing a server need channels of their own.
 */
export function redisPurgeFeed(redisUrl: string, logger: Logger, channel = CACHE_PURGE_CHANNEL): PurgeFeed {
  return {
    async subscribe(onPurge) {
      const connection = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
      connection.on('error', (error: Error) => logger.warn({ reason: error.message }, 'cache purge feed error'));
      connection.on('message', (name: string, text: string) => {
        if (name !== channel) return;
        const parsed = parsePurge(text);
        if (parsed) onPurge(parsed);
        else logger.warn({ channel }, 'cache purge message ignored: not a purge');
      });
      await connection.connect();
      await connection.subscribe(channel);
      return async () => {
        await connection.quit().catch(() => connection.disconnect());
      };
    },
  };
}

function parsePurge(text: string): CachePurge | undefined {
  try {
    const result = CachePurgeSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** Drops the entries of each purge's tags from `caches`; answers the unsubscribe function. */
export function purgeCachesOn(feed: PurgeFeed, caches: readonly SwrCache[], logger: Logger): Promise<() => Promise<void>> {
  return feed.subscribe((purge) => {
    const dropped = caches.reduce((sum, cache) => sum + cache.purgeTags(purge.tags), 0);
    logger.info({ tags: purge.tags.slice(0, 20), reason: purge.reason, dropped }, 'cache purged');
  });
}
