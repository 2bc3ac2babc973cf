import { createStorage } from 'unstorage';
import memoryDriver from 'unstorage/drivers/memory';
import { describe, expect, it, vi } from 'vitest';
import { silentLogger, testMetrics } from '../test/support.js';
import { SwrCache, type SwrCacheOptions } from './swr-cache.js';

function cacheWithClock(options: Partial<SwrCacheOptions> = {}) {
  let now = 1_000;
  const cache = new SwrCache({ name: 'test', metrics: testMetrics(), logger: silentLogger, freshMs: 1_000, now: () => now, ...options });
  return { cache, advance: (ms: number) => (now += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SwrCache', () => {
  it('makes one upstream call for 10 concurrent misses of a key (single-flight)', async () => {
    const { cache } = cacheWithClock();
    const gate = deferred<string>();
    const load = vi.fn(() => gate.promise);
    const pending = Array.from({ length: 10 }, () => cache.get('menu', load));
    gate.resolve('the menu');
    const results = await Promise.all(pending);
    expect(load).toHaveBeenCalledTimes(1);
    expect(results.every((result) => result.value === 'the menu' && result.source === 'fresh')).toBe(true);
  });

  it('serves a fresh entry without calling the upstream again', async () => {
    const { cache, advance } = cacheWithClock();
    const load = vi.fn(async () => 'v1');
    await cache.get('k', load);
    advance(500);
    expect(await cache.get('k', load)).toEqual({ value: 'v1', source: 'fresh' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the stale entry at once while one refresh runs, then the refreshed value', async () => {
    const { cache, advance } = cacheWithClock();
    await cache.get('k', async () => 'v1');
    advance(1_500);
    const gate = deferred<string>();
    const refresh = vi.fn(() => gate.promise);
    expect(await cache.get('k', refresh)).toEqual({ value: 'v1', source: 'stale' });
    expect(await cache.get('k', refresh)).toEqual({ value: 'v1', source: 'stale' });
    expect(refresh).toHaveBeenCalledTimes(1);
    gate.resolve('v2');
    await vi.waitFor(async () => expect((await cache.get('k', refresh)).value).toBe('v2'));
    expect((await cache.get('k', refresh)).source).toBe('fresh');
  });

  it('keeps serving the stale entry when the upstream fails, and says so', async () => {
    const { cache, advance } = cacheWithClock();
    await cache.get('k', async () => 'v1');
    advance(1_500);
    const failing = vi.fn(async () => {
      throw new Error('upstream down');
    });
    expect((await cache.get('k', failing)).value).toBe('v1');
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', failing)).toEqual({ value: 'v1', source: 'stale-on-error' });
  });

  it('throws the upstream error when there is nothing stale to serve', async () => {
    const { cache } = cacheWithClock();
    await expect(cache.get('k', async () => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down');
  });

  it('keeps a value for the time ttlFor gives it (e.g. a short-lived "not found")', async () => {
    const { cache, advance } = cacheWithClock();
    const load = vi.fn(async () => null);
    await cache.get('missing', load, (value) => (value === null ? 100 : 1_000));
    advance(200);
    await cache.get('missing', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares loaded values with another instance through the L2', async () => {
    const l2 = createStorage({ driver: memoryDriver() });
    const first = cacheWithClock({ l2, freshMs: 60_000 }).cache;
    const second = cacheWithClock({ l2, freshMs: 60_000 }).cache;
    await first.get('menu', async () => 'from upstream');
    await vi.waitFor(async () => expect(await l2.hasItem('cache:test:menu')).toBe(true));
    const load = vi.fn(async () => 'again');
    expect((await second.get('menu', load)).value).toBe('from upstream');
    expect(load).not.toHaveBeenCalled();
  });

  it('falls back to an old L2 copy when the upstream fails and memory has nothing', async () => {
    const l2 = createStorage({ driver: memoryDriver() });
    await l2.setItem('cache:test:menu', { value: 'old copy', storedAt: Date.now() - 3_600_000 });
    const { cache } = cacheWithClock({ l2 });
    expect(await cache.get('menu', async () => Promise.reject(new Error('down')))).toEqual({ value: 'old copy', source: 'stale-on-error' });
  });
});

describe('SwrCache with a size bound', () => {
  const sized = (maxSize: number) => cacheWithClock({ max: 100, maxSize, sizeOf: (value) => String(value).length });

  it('drops the least recently used entries once their summed size passes maxSize, whatever max allows', async () => {
    const { cache } = sized(10);
    await cache.get('a', async () => 'aaaa');
    await cache.get('b', async () => 'bbbb');
    const load = vi.fn(async () => 'other');
    expect((await cache.get('a', load)).value).toBe('aaaa');
    // 'a' was used last: 'b' goes when 'c' comes (4 + 4 + 4 > 10).
    await cache.get('c', async () => 'cccc');
    expect(cache.peek('a')).toBe('aaaa');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('c')).toBe('cccc');
    expect(load).not.toHaveBeenCalled();
  });

  it('answers a value heavier than the whole bound without keeping it', async () => {
    const { cache } = sized(10);
    await cache.get('small', async () => 'ssss');
    const load = vi.fn(async () => 'x'.repeat(11));
    expect((await cache.get('big', load)).value).toBe('x'.repeat(11));
    expect(cache.peek('big')).toBeUndefined();
    expect(cache.peek('small')).toBe('ssss');
    await cache.get('big', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses a bound without a way to weigh values', () => {
    expect(() => cacheWithClock({ maxSize: 10 })).toThrow(/maxSize and sizeOf/);
  });

  describe('cache tags', () => {
    const tagged = (...tags: string[]) => () => tags;

    it('drops the entries of a purged tag, fresh or stale, and keeps the others', async () => {
      const { cache, advance } = cacheWithClock();
      await cache.get('handle:pump-a', async () => 'A v1', undefined, tagged('product:1', 'category:pumps'));
      await cache.get('handle:pumps', async () => 'pumps v1', undefined, tagged('category:pumps'));
      await cache.get('handle:filter-b', async () => 'B v1', undefined, tagged('product:2', 'category:filters'));
      advance(1_500);
      await cache.get('menu', async () => 'menu v1');
      expect(cache.purgeTags(['product:1'])).toBe(1);
      expect(await cache.get('handle:pump-a', async () => 'A v2')).toEqual({ value: 'A v2', source: 'fresh' });
      expect(cache.peek('menu')).toBe('menu v1');
      // The stale category page goes too: it is no longer served stale while a refresh runs.
      expect(cache.purgeTags(['category:pumps'])).toBe(1);
      expect((await cache.get('handle:pumps', async () => 'pumps v2')).value).toBe('pumps v2');
      expect((await cache.get('handle:filter-b', async () => 'B v2')).value).toBe('B v1');
      expect(cache.purgeTags(['product:404'])).toBe(0);
      expect(cache.tagsOf('handle:filter-b')).toEqual(['product:2', 'category:filters']);
    });

    it('does not keep a value loaded across a purge of its tags as fresh', async () => {
      const { cache, advance } = cacheWithClock();
      const gate = deferred<string>();
      const pending = cache.get('handle:pump-a', () => gate.promise, undefined, tagged('product:1'));
      await new Promise((resolve) => setTimeout(resolve, 5));
      cache.purgeTags(['product:1']);
      gate.resolve('A before the change');
      expect((await pending).value).toBe('A before the change');
      advance(2);
      await vi.waitFor(async () => expect((await cache.get('handle:pump-a', async () => 'A after', undefined, tagged('product:1'))).value).toBe('A after'));
    });

    it('removes purged entries from L2 and refuses an older L2 copy as fresh', async () => {
      const l2 = createStorage({ driver: memoryDriver() });
      const first = cacheWithClock({ l2, freshMs: 60_000 }).cache;
      const second = cacheWithClock({ l2, freshMs: 60_000 }).cache;
      await first.get('handle:pump-a', async () => 'A v1', undefined, tagged('product:1'));
      await vi.waitFor(async () => expect(await l2.getItem('cache:test:handle:pump-a')).not.toBeNull());
      // The second copy never read it: its purge cannot name the key, but it refuses the older L2 copy.
      second.purgeTags(['product:1']);
      expect((await second.get('handle:pump-a', async () => 'A v2', undefined, tagged('product:1'))).value).toBe('A v2');
      // The first copy holds it: its purge removes the L2 copy too.
      await first.get('handle:pump-b', async () => 'B v1', undefined, tagged('product:3'));
      await vi.waitFor(async () => expect(await l2.getItem('cache:test:handle:pump-b')).not.toBeNull());
      first.purgeTags(['product:3']);
      await vi.waitFor(async () => expect(await l2.getItem('cache:test:handle:pump-b')).toBeNull());
    });
  });
});
