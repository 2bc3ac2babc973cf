import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SwrCache } from './cache/swr-cache.js';
import { SessionStore } from './session/session-store.js';
import { createStorages, type Storages } from './storage.js';
import { silentLogger, testMetrics } from './test/support.js';

// The production path: runs when REDIS_URL points at a server (CI and these machines have one).
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('storages on Redis', () => {
  const prefix = `pool:bff:test:${randomUUID()}`;
  const opened: Storages[] = [];
  const open = () => {
    const storages = createStorages({ redisUrl, sessionDir: '/nonexistent' }, prefix);
    opened.push(storages);
    return storages;
  };

  afterAll(async () => {
    const [first] = opened;
    await first?.sessions.clear();
    await first?.cacheL2?.clear();
    await Promise.all(opened.map((storages) => storages.dispose()));
  });

  it('keeps sessions across BFF instances', async () => {
    const store = new SessionStore(open().sessions, { idleMs: 60_000, absoluteMs: 120_000 });
    const session = store.create();
    session.record.cartId = 'cart-on-redis';
    await store.save(session);
    const other = new SessionStore(open().sessions, { idleMs: 60_000, absoluteMs: 120_000 });
    expect((await other.load(session.id))?.record.cartId).toBe('cart-on-redis');
  });

  it('shares the catalogue cache between instances through the L2', async () => {
    const cache = (storages: Storages) =>
      new SwrCache({ name: 'catalog', metrics: testMetrics(), logger: silentLogger, freshMs: 60_000, l2: storages.cacheL2 });
    const l2 = open();
    expect(l2.cacheL2).toBeDefined();
    await cache(l2).get('menu', async () => ({ items: ['from upstream'] }));
    await vi.waitFor(async () => expect(await l2.cacheL2!.hasItem('cache:catalog:menu')).toBe(true));
    const load = vi.fn(async () => ({ items: ['again'] }));
    expect((await cache(open()).get('menu', load)).value).toEqual({ items: ['from upstream'] });
    expect(load).not.toHaveBeenCalled();
  });
});
