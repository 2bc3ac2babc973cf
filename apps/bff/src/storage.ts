import { chmodSync, mkdirSync } from 'node:fs';
import { Redis } from 'ioredis';
import { createStorage, type Storage } from 'unstorage';
import fsLiteDriver from 'unstorage/drivers/fs-lite';
import redisDriver from 'unstorage/drivers/redis';
import type { Env } from './env.js';

export interface Storages {
  /** Session records: Redis when REDIS_URL is set (shared by instances), else files under SESSION_DIR. */
  sessions: Storage;
  /** The catalogue cache's L2, only with Redis (one process needs no second level). */
  cacheL2: Storage | undefined;
  /** Rate-limit counters' connection, only with Redis (else counters live in memory). */
  counters: Redis | undefined;
  dispose(): Promise<void>;
}

export function createStorages(env: Pick<Env, 'redisUrl' | 'sessionDir'>, prefix = 'pool:bff'): Storages {
  const { redisUrl } = env;
  const redis = (base: string): Storage => createStorage({ driver: redisDriver({ url: redisUrl, base }) });
  if (!redisUrl) {
    // Session files hold bearer tokens: the directory is the BFF user's alone (main.ts also sets the
    // umask, so the files themselves are 0600), including a directory left by an older version.
    mkdirSync(env.sessionDir, { recursive: true, mode: 0o700 });
    chmodSync(env.sessionDir, 0o700);
  }
  const sessions = redisUrl ? redis(`${prefix}:sessions`) : createStorage({ driver: fsLiteDriver({ base: env.sessionDir }) });
  const cacheL2 = redisUrl ? redis(`${prefix}:cache`) : undefined;
  const counters = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  return {
    sessions,
    cacheL2,
    counters,
    async dispose() {
      await Promise.allSettled([sessions.dispose(), cacheL2?.dispose(), counters?.quit()]);
    },
  };
}
