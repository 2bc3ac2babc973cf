import { MemoryStore, type Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';

/** Makes one counter store per key family (`prefix`), for express-rate-limit and the login guard. */
export type RateLimitStores = (prefix: string) => Store;

/**
 * Counters in Redis when the BFF has one (every instance sees the same counts, and a restart forgets
 * nothing), else in this process's memory (the embedded single-instance default).
 */
export function rateLimitStores(redis: Redis | undefined, base = 'pool:bff:rl:'): RateLimitStores {
  if (!redis) return () => new MemoryStore();
  return (prefix) =>
    new RedisStore({
      prefix: `${base}${prefix}`,
      sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
    });
}
