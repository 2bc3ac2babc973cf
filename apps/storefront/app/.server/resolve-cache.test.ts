import { describe, expect, it, vi } from 'vitest';
import type { BffClient } from './bff';
import { CacheScope } from './cache-scope';
import { ResolveCache } from './resolve-cache';

const PUBLIC = 'public, max-age=60, stale-while-revalidate=600';
const product = { kind: 'product', handle: 'pump', canonicalPath: '/pump.html' };

/** A BFF client whose resolve answers what `answer` says (the edge of this unit). */
function bffAnswering(answer: () => { status: number; body: unknown; headers: Headers }) {
  const resolve = vi.fn(async () => answer());
  return { bff: { site: { resolve } } as unknown as BffClient, resolve };
}

describe('ResolveCache', () => {
  it('asks the BFF once per path while its public answer is fresh, and notes the answer in each page’s scope', async () => {
    let clock = 1_000;
    const cache = new ResolveCache({ now: () => clock });
    const { bff, resolve } = bffAnswering(() => ({ status: 200, body: product, headers: new Headers({ 'cache-control': 'public, max-age=30' }) }));
    expect(await cache.resolve(bff, { cacheScope: new CacheScope() }, '/pump.html', new Headers())).toEqual(product);
    const scope = new CacheScope();
    expect(await cache.resolve(bff, { cacheScope: scope }, '/pump.html', new Headers())).toEqual(product);
    expect(scope.shared).toBe(true);
    expect(resolve).toHaveBeenCalledTimes(1);
    await cache.resolve(bff, { cacheScope: new CacheScope() }, '/other.html', new Headers());
    expect(resolve).toHaveBeenCalledTimes(2);
    clock += 31_000; // past the answer's own max-age
    await cache.resolve(bff, { cacheScope: new CacheScope() }, '/pump.html', new Headers());
    expect(resolve).toHaveBeenCalledTimes(3);
  });

  it('keeps no private answer, no answer that sets a cookie, and no failure', async () => {
    const cache = new ResolveCache();
    for (const headers of [new Headers({ 'cache-control': 'private, no-store' }), new Headers({ 'cache-control': PUBLIC, 'set-cookie': 'session_id=a' })]) {
      const { bff, resolve } = bffAnswering(() => ({ status: 200, body: product, headers }));
      await cache.resolve(bff, { cacheScope: new CacheScope() }, '/p.html', new Headers());
      await cache.resolve(bff, { cacheScope: new CacheScope() }, '/p.html', new Headers());
      expect(resolve).toHaveBeenCalledTimes(2);
    }
    const { bff, resolve } = bffAnswering(() => ({ status: 404, body: { title: 'Not found' }, headers: new Headers({ 'cache-control': PUBLIC }) }));
    for (let i = 0; i < 2; i++) {
      const thrown = await cache.resolve(bff, { cacheScope: new CacheScope() }, '/nothing.html', new Headers()).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
    expect(resolve).toHaveBeenCalledTimes(2);
  });
});
