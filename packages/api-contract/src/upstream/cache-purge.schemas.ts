import { z } from 'zod';

/**
 * Cache purges between copies (docs/decisions/0064): commerce-api publishes the tags of what changed
 * on this Redis pub/sub channel; every BFF copy drops its cached entries carrying one of them.
 */
export const CACHE_PURGE_CHANNEL = 'pool:cache-purge';

/**
 * The purge channel of the deployment on this Redis URL. Pub/sub channels ignore Redis database
 * numbers, so the number is part of the channel: two stores on one server (each on its own database,
 * `redis://host:6379/2` and `/3`) never purge each other's caches. No number means database 0.
 */
export function cachePurgeChannel(redisUrl: string): string {
  // redis[s]://[user:password@]host[:port][/db][?options]
  const database = /^rediss?:\/\/[^/?#]*\/(\d+)(?:[?#]|$)/.exec(redisUrl)?.[1];
  return `${CACHE_PURGE_CHANNEL}:${database === undefined ? 0 : Number(database)}`;
}

/** One purge: the tags whose entries go, and why (for logs). */
export const CachePurgeSchema = z.object({
  tags: z.array(z.string().min(1).max(200)).min(1).max(1000),
  reason: z.enum(['price', 'stock', 'content']),
});
export type CachePurge = z.infer<typeof CachePurgeSchema>;

/** The cache tag of a product's pages and answers (also sent as `Cache-Tag` / `Surrogate-Key`). */
export const productTag = (id: number): string => `product:${id}`;
/** The cache tag of a category's pages (by its url, e.g. `category:pumps`). */
export const categoryTag = (url: string): string => `category:${url}`;
