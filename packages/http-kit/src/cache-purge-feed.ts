import { CachePurgeSchema, cachePurgeChannel, type CachePurge } from '@pool/api-contract';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Where cache purges arrive (Redis pub/sub between copies; a test may feed its own). */
export interface PurgeFeed {
  /** Calls `onPurge` for each purge until the returned function is called. */
  subscribe(onPurge: (purge: CachePurge) => void): Promise<() => Promise<void>>;
}

/**
 * Purges from Redis pub/sub, for every copy of the BFF (its catalogue cache) and of the storefront (its
 * page cache). The subscriber has its own connection (a subscribed connection can do nothing else) and
 * resubscribes by itself after a reconnect; a purge sent while it was away is lost, which the entries'
 * short fresh time bounds (docs/decisions/0064, 0068). The channel carries the URL's database number
 * (`cachePurgeChannel`), so deployments sharing a server on databases of their own stay apart.
 */
export function redisPurgeFeed(redisUrl: string, logger: Logger, channel = cachePurgeChannel(redisUrl)): PurgeFeed {
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
