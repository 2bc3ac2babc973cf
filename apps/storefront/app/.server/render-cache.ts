/**
 * A memo of rendered documents keyed by what they were rendered from. A page is a pure function of
 * its address, its loaders' data and the render mode (shell streamed, or the complete document for
 * crawlers); when a request's loaders answer exactly what an earlier request's did, React would
 * produce the same bytes again, so the earlier bytes are served instead.
 *
 * Unlike the page cache (server/page-cache.ts), nothing here is stale or shared by assumption: every
 * request still runs its loaders against the BFF, so prices, stock and the cart count are always this
 * request's own, and a page is reused only when that fresh data is identical, whoever asks. That is
 * why it also serves shoppers with a session, whom the page cache must never serve.
 *
 * Only plain data is fingerprinted (objects, arrays, strings, finite numbers, booleans, null,
 * undefined, dates, and deferred values marked with {@link trackSettled}, compared once they have
 * arrived); anything else (an untracked promise, a Map, a class instance) makes the page uncacheable,
 * as do non-GET requests, statuses other than 200, route errors and action data.
 * The CSP nonce is the one part of a page that differs per response: entries are stored cut at the
 * nonce and joined with the new response's nonce, so a nonce is never sent twice (see stored-page.ts,
 * which also gzips them once rather than per response).
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { storedPage, type StoredPage } from './stored-page';

/** What a rendered document depends on, from Remix's entry context and the request. */
export interface RenderInput {
  method: string;
  /** The full request URL (the origin is used for canonical and JSON-LD addresses). */
  url: string;
  /** `document` when the complete document is awaited (crawlers), `shell` when it is streamed. */
  mode: 'document' | 'shell';
  status: number;
  loaderData: Record<string, unknown>;
  actionData: unknown;
  errors: unknown;
}

const UNDEFINED = '\u0000undefined';

/** Deferred values marked with {@link trackSettled}, by their promise: pending, or how they ended. */
const outcomes = new WeakMap<Promise<unknown>, { state: 'pending' | 'rejected' } | { state: 'fulfilled'; value: unknown }>();

/**
 * Marks deferred loader data (Remix streams it after the shell) so a page made with it can still be
 * reused: the page's fingerprint then holds a place for it, and its value, once it has arrived, is
 * compared with the value the stored page was rendered with. A promise that is not tracked makes the
 * page uncacheable.
 *
 * @example
 * ```ts
 * return data({ product, warranty: trackSettled(loadWarranty(...)) });
 * ```
 */
export function trackSettled<T>(promise: Promise<T>): Promise<T> {
  outcomes.set(promise, { state: 'pending' });
  promise.then(
    (value) => outcomes.set(promise, { state: 'fulfilled', value }),
    () => outcomes.set(promise, { state: 'rejected' }),
  );
  return promise;
}

/**
 * JSON of plain data, or `null` when `value` holds anything else. Tracked promises are replaced by
 * their index in `deferred` (when given; otherwise they make the value not plain).
 */
function serialize(value: unknown, deferred?: Promise<unknown>[]): string | null {
  let plain = true;
  const json = JSON.stringify(value, function replacer(this: Record<string, unknown>, key: string, item: unknown) {
    if (item === undefined) return UNDEFINED;
    switch (typeof item) {
      case 'number':
        if (!Number.isFinite(item)) plain = false;
        return item;
      case 'string':
        // A Date arrives here already as its ISO string; keep it apart from a string of the same text.
        return this[key] instanceof Date ? `\u0000date:${item}` : item;
      case 'object': {
        if (item === null || Array.isArray(item)) return item;
        if (item instanceof Promise && deferred && outcomes.has(item)) return `\u0000deferred:${deferred.push(item) - 1}`;
        const proto = Object.getPrototypeOf(item) as unknown;
        if (proto !== Object.prototype && proto !== null) plain = false;
        return item;
      }
      case 'boolean':
        return item;
      default:
        plain = false;
        return null;
    }
  });
  return plain ? json : null;
}

/** The fingerprint of a render: its page data now, and the deferred values it waits for. */
export interface RenderKey {
  key: string;
  /** The page's tracked deferred values, in order (see {@link deferredValues}). */
  deferred: Promise<unknown>[];
}

/**
 * The fingerprint of a render, or `null` when the page must be rendered every time.
 *
 * @example
 * ```ts
 * renderKey({ method: 'GET', url: 'http://shop/category/pumps.html', mode: 'shell', status: 200,
 *   loaderData: { root: { shell } }, actionData: null, errors: null }); // { key: 'n3R...', deferred: [] }
 * ```
 */
export function renderKey(input: RenderInput): RenderKey | null {
  if (input.method !== 'GET' || input.status !== 200 || input.errors || input.actionData) return null;
  const deferred: Promise<unknown>[] = [];
  const json = serialize(input.loaderData, deferred);
  if (json === null) return null;
  return { key: createHash('sha256').update(`${input.mode}\u0000${input.url}\u0000`).update(json).digest('base64url'), deferred };
}

/**
 * The arrived values of a page's deferred data as one string, waiting at most `waitMs` for them;
 * `null` when one is still pending after that, failed, or is not plain data.
 *
 * @example
 * ```ts
 * await deferredValues([trackSettled(Promise.resolve({ offers: [] }))], 10); // '[{"offers":[]}]'
 * ```
 */
export async function deferredValues(deferred: Promise<unknown>[], waitMs = 0): Promise<string | null> {
  if (waitMs > 0 && deferred.some((promise) => outcomes.get(promise)?.state === 'pending')) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled(deferred), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }
  const values: unknown[] = [];
  for (const promise of deferred) {
    const outcome = outcomes.get(promise);
    if (outcome?.state !== 'fulfilled') return null;
    values.push(outcome.value);
  }
  return serialize(values);
}

interface Entry {
  page: StoredPage;
  /** The deferred values the page was rendered with ({@link deferredValues}). */
  deferred: string;
}

/** Options of {@link RenderCache}. */
export interface RenderCacheOptions {
  /** Memory budget of all entries, in bytes. */
  maxBytes: number;
  /** Largest page kept, in bytes. */
  maxEntryBytes?: number;
  /** Lifetime of an unused entry (it never goes stale; this only gives memory back). */
  ttlMs?: number;
}

/** The memo itself: an LRU of rendered pages bounded by bytes. */
export class RenderCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly maxEntryBytes: number;

  constructor({ maxBytes, maxEntryBytes = 1024 * 1024, ttlMs = 10 * 60_000 }: RenderCacheOptions) {
    this.maxEntryBytes = Math.min(maxEntryBytes, Math.floor(maxBytes / 1.25));
    this.entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.page.size), ttl: ttlMs, updateAgeOnGet: true });
  }

  /** Whether a page is stored for `key` (whatever its deferred values). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The page stored for `key` and these deferred values (see `pageBody`), or `undefined`. */
  get(key: string, deferred: string): StoredPage | undefined {
    const entry = this.entries.get(key);
    return entry && entry.deferred === deferred ? entry.page : undefined;
  }

  /** Keeps a complete page rendered with `nonce` and these deferred values; pages over the entry limit are not kept. */
  set(key: string, deferred: string, body: Buffer, nonce: string): void {
    if (body.length === 0 || body.length > this.maxEntryBytes) return;
    this.entries.set(key, { page: storedPage(body, nonce), deferred });
  }

  get size(): number {
    return this.entries.size;
  }
}
