import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimitStores } from './rate-limit-store.js';

// The production path: runs when REDIS_URL points at a server (`pnpm test` passes the machine's own).
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('rate-limit counters on Redis', () => {
  const clients: Redis[] = [];
  const base = `pool:bff:test:${randomUUID()}:`;
  const storesOf = () => {
    const client = new Redis(redisUrl!);
    clients.push(client);
    return rateLimitStores(client, base);
  };

  afterAll(async () => {
    const [first] = clients;
    const keys = (await first?.keys(`${base}*`)) ?? [];
    if (keys.length) await first?.del(...keys);
    await Promise.all(clients.map((client) => client.quit()));
  });

  it('are shared by BFF instances and expire with the window', async () => {
    const one = storesOf()('login-a:');
    const two = storesOf()('login-a:');
    one.init?.({ windowMs: 60_000 } as never);
    two.init?.({ windowMs: 60_000 } as never);
    expect((await one.increment('203.0.113.9')).totalHits).toBe(1);
    expect((await two.increment('203.0.113.9')).totalHits).toBe(2);
    await two.decrement('203.0.113.9');
    expect((await one.get?.('203.0.113.9'))?.totalHits).toBe(1);
    const ttl = await clients[0]!.pttl(`${base}login-a:203.0.113.9`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
