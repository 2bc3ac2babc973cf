import { randomUUID } from 'node:crypto';
import { categoryTag, productTag } from '@pool/api-contract';
import { redisChangePublisher, type ChangePublisher } from '@pool/commerce-api/testing';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger, testMetrics } from '../test/support.js';
import { purgeCachesOn, redisPurgeFeed } from './cache-purge.js';
import { SwrCache } from './swr-cache.js';

// The production path: runs when REDIS_URL points at a server (`pnpm test` passes the machine's own).
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('cache purges over Redis pub/sub', () => {
  // Pub/sub channels ignore database numbers: a channel of this run's own.
  const channel = `pool:test:cache-purge:${randomUUID()}`;
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
  });

  async function bffCopy(): Promise<SwrCache> {
    const cache = new SwrCache({ name: 'catalog', metrics: testMetrics(), logger: silentLogger, freshMs: 600_000 });
    closers.push(await purgeCachesOn(redisPurgeFeed(redisUrl!, silentLogger, channel), [cache], silentLogger));
    return cache;
  }

  it("drops product X's entries in two BFF copies within 2 s of a price change, and keeps the others", async () => {
    const copies = [await bffCopy(), await bffCopy()];
    const x = 101;
    const y = 202;
    for (const [index, cache] of copies.entries()) {
      await cache.get('handle:pump-x', async () => `X at $10 (copy ${index})`, undefined, () => [productTag(x), categoryTag('pumps')]);
      await cache.get('handle:filter-y', async () => `Y at $20 (copy ${index})`, undefined, () => [productTag(y), categoryTag('filters')]);
    }
    const publisher: ChangePublisher = redisChangePublisher(redisUrl!, () => {}, channel);
    closers.push(() => publisher.close());

    const sentAt = Date.now();
    await publisher.publish({ tags: [productTag(x)], reason: 'price' });
    await Promise.all(copies.map((cache) =>
      expect.poll(() => cache.peek('handle:pump-x'), { timeout: 2_000, interval: 20 }).toBeUndefined()));
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    for (const [index, cache] of copies.entries()) {
      expect(cache.peek('handle:filter-y')).toBe(`Y at $20 (copy ${index})`);
      expect((await cache.get('handle:pump-x', async () => 'X at $12')).value).toBe('X at $12');
    }
  });

  it('ignores a message on the channel that is not a purge', async () => {
    const cache = await bffCopy();
    await cache.get('menu', async () => 'the menu', undefined, () => ['menu']);
    const raw = new Redis(redisUrl!);
    closers.push(async () => void (await raw.quit()));
    expect(await raw.publish(channel, 'not json')).toBeGreaterThan(0);
    expect(await raw.publish(channel, JSON.stringify({ tags: 'menu' }))).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cache.peek('menu')).toBe('the menu');
  });

  it('keeps two deployments on one server apart by their database numbers, with the default channels', async () => {
    const onDatabase = (n: number): string => {
      const url = new URL(redisUrl!);
      url.pathname = `/${n}`;
      return url.toString();
    };
    const [mine, theirs] = [onDatabase(9), onDatabase(10)];
    const caches = await Promise.all([mine, theirs].map(async (url) => {
      const cache = new SwrCache({ name: 'catalog', metrics: testMetrics(), logger: silentLogger, freshMs: 600_000 });
      closers.push(await purgeCachesOn(redisPurgeFeed(url, silentLogger), [cache], silentLogger));
      await cache.get('handle:pump-x', async () => `X on ${url}`, undefined, () => [productTag(303)]);
      return cache;
    }));
    const publisher = redisChangePublisher(mine);
    closers.push(() => publisher.close());

    await publisher.publish({ tags: [productTag(303)], reason: 'price' });
    await expect.poll(() => caches[0]!.peek('handle:pump-x'), { timeout: 2_000, interval: 20 }).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(caches[1]!.peek('handle:pump-x')).toBe(`X on ${theirs}`);
  });
});
