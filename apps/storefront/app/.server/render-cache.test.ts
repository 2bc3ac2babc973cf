import { describe, expect, it } from 'vitest';
import { RenderCache, deferredValues, renderKey as fullKey, trackSettled, type RenderInput } from './render-cache';
import { pageBody } from './stored-page';

const text = (page: Parameters<typeof pageBody>[0] | undefined, nonce: string) => (page ? pageBody(page, nonce, false).toString() : undefined);

/** The page-data part of the fingerprint. */
const renderKey = (value: RenderInput) => fullKey(value)?.key ?? null;

const input = (overrides: Partial<RenderInput> = {}): RenderInput => ({
  method: 'GET',
  url: 'http://shop.test/category/pumps.html',
  mode: 'shell',
  status: 200,
  loaderData: { root: { shell: { cartCount: 0, viewer: null } }, 'routes/category/route': { cards: [{ id: 1, price: 1999 }] } },
  actionData: null,
  errors: null,
  ...overrides,
});

describe('renderKey', () => {
  it('is the same for the same address, mode and data, and differs when any of them differs', () => {
    const key = renderKey(input());
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(renderKey(input())).toBe(key);
    expect(renderKey(input({ url: 'http://shop.test/category/pumps.html?page=2' }))).not.toBe(key);
    expect(renderKey(input({ url: 'http://other.test/category/pumps.html' }))).not.toBe(key);
    expect(renderKey(input({ mode: 'document' }))).not.toBe(key);
    expect(renderKey(input({ loaderData: { ...input().loaderData, root: { shell: { cartCount: 1, viewer: null } } } }))).not.toBe(key);
  });

  it('tells apart values JSON would confuse: undefined from null, a date from its text', () => {
    expect(renderKey(input({ loaderData: { root: { a: undefined } } }))).not.toBe(renderKey(input({ loaderData: { root: { a: null } } })));
    expect(renderKey(input({ loaderData: { root: { a: undefined } } }))).not.toBe(renderKey(input({ loaderData: { root: {} } })));
    const at = new Date('2026-11-22T10:00:00.000Z');
    expect(renderKey(input({ loaderData: { root: { at } } }))).not.toBe(renderKey(input({ loaderData: { root: { at: at.toISOString() } } })));
    expect(renderKey(input({ loaderData: { root: { at } } }))).toBe(renderKey(input({ loaderData: { root: { at: new Date(at) } } })));
  });

  it('refuses pages that are not a plain GET 200 of plain data', () => {
    expect(renderKey(input({ method: 'POST' }))).toBeNull();
    expect(renderKey(input({ status: 404 }))).toBeNull();
    expect(renderKey(input({ errors: { root: new Error('boom') } }))).toBeNull();
    expect(renderKey(input({ actionData: { 'routes/x': { ok: true } } }))).toBeNull();
    for (const value of [Promise.resolve(1), new Map([[1, 2]]), new Set([1]), new (class Money {})(), NaN, Infinity, 10n, () => 1, Symbol('x')]) {
      expect(renderKey(input({ loaderData: { root: { value } } })), String(value)).toBeNull();
    }
  });
});

describe('RenderCache', () => {
  it('serves a stored page with the new response’s nonce', () => {
    const cache = new RenderCache({ maxBytes: 1024 });
    expect(cache.get('k', '[]')).toBeUndefined();
    const body = Buffer.from('<script nonce="n1">x</script>');
    cache.set('k', '[]', body, 'n1');
    body.fill(0); // the response's own chunks may be reused; the cache kept a copy
    expect(cache.has('k')).toBe(true);
    expect(text(cache.get('k', '[]'), 'n2')).toBe('<script nonce="n2">x</script>');
    // Rendered with other deferred values: not this page.
    expect(cache.get('k', '[1]')).toBeUndefined();
  });

  it('keeps neither empty nor oversized pages, and evicts the least recently used past its budget', () => {
    // Each page counts a quarter more (room for its gzip): 40 bytes count 50.
    const cache = new RenderCache({ maxBytes: 125, maxEntryBytes: 60 });
    cache.set('empty', '[]', Buffer.alloc(0), 'n');
    cache.set('big', '[]', Buffer.alloc(61, 'a'), 'n');
    expect(cache.size).toBe(0);
    cache.set('a', '[]', Buffer.alloc(40, 'a'), 'n');
    cache.set('b', '[]', Buffer.alloc(40, 'b'), 'n');
    expect(cache.get('a', '[]')).toBeDefined(); // a is now the most recently used
    cache.set('c', '[]', Buffer.alloc(40, 'c'), 'n');
    expect(cache.get('b', '[]')).toBeUndefined();
    expect(text(cache.get('a', '[]'), 'n')).toBe('a'.repeat(40));
    expect(text(cache.get('c', '[]'), 'n')).toBe('c'.repeat(40));
  });
});

describe('renderKey with deferred data', () => {
  it('holds a place for a tracked promise, whose arrived value is compared separately', async () => {
    let resolve!: (value: unknown) => void;
    const pending = trackSettled(new Promise((r) => (resolve = r)));
    const render = fullKey(input({ loaderData: { p: { warranty: pending } } }));
    expect(render?.deferred).toEqual([pending]);
    // The page data is the same whatever the deferred value turns out to be...
    expect(render?.key).toBe(renderKey(input({ loaderData: { p: { warranty: trackSettled(Promise.resolve(2)) } } })));
    // ...but not the same as the value inline, or as no deferred value at all.
    expect(render?.key).not.toBe(renderKey(input({ loaderData: { p: { warranty: { offers: [1] } } } })));
    expect(render?.key).not.toBe(renderKey(input({ loaderData: { p: { warranty: null } } })));

    expect(await deferredValues(render!.deferred)).toBeNull(); // still pending, no wait
    expect(await deferredValues(render!.deferred, 5)).toBeNull(); // still pending after the wait
    setTimeout(() => resolve({ offers: [1] }), 1);
    expect(await deferredValues(render!.deferred, 1_000)).toBe('[{"offers":[1]}]');
    expect(await deferredValues([])).toBe('[]');
  });

  it('refuses untracked promises, and deferred values that failed or are not plain', async () => {
    expect(renderKey(input({ loaderData: { p: { warranty: Promise.resolve(1) } } }))).toBeNull();
    const failed = trackSettled(Promise.reject(new Error('down')));
    await failed.catch(() => undefined);
    expect(await deferredValues([failed])).toBeNull();
    const odd = trackSettled(Promise.resolve(new Map()));
    await odd;
    expect(await deferredValues([odd])).toBeNull();
  });
});
