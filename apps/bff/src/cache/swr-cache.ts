import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { Storage } from 'unstorage';
import type { Metrics } from '../http/metrics.js';
import { describeError } from '../http/problem.js';

/** Where a cached value came from: in date, stale while a refresh runs, or stale because the upstream failed. */
export type CacheSource = 'fresh' | 'stale' | 'stale-on-error';

export interface Cached<T> {
  value: T;
  source: CacheSource;
}

type Loader = (signal: AbortSignal) => Promise<unknown>;

interface FetchContext {
  load: Loader;
  ttlFor: ((value: unknown) => number) | undefined;
  tagsFor: ((value: unknown) => readonly string[]) | undefined;
}

interface Entry {
  value: unknown;
  /** Wall-clock time (ms) the value was loaded from the upstream. */
  storedAt: number;
  /** Cache tags (e.g. `product:12`, `category:pumps`) a purge drops the entry by. */
  tags?: readonly string[];
}

/** How long a purge is remembered, to refuse older copies still in L2 or in flight (ms). */
const PURGE_MEMORY_MS = 24 * 60 * 60 * 1000;

export interface SwrCacheOptions {
  /** Metric label. */
  name: string;
  metrics: Metrics;
  logger: Logger;
  /** How long an entry is fresh; afterwards it is served stale while one refresh runs. */
  freshMs: number;
  max?: number;
  /**
   * A bound on what the entries weigh together, in the units of `sizeOf` (e.g. bytes of JSON): the
   * least recently used go first once it is passed, whatever `max` allows. Without it only `max` counts.
   */
  maxSize?: number;
  /** What one value weighs for `maxSize` (at least 1; a value heavier than `maxSize` is not kept). */
  sizeOf?: (value: unknown) => number;
  /** Shared second level (Redis via unstorage) so several BFF instances warm each other. */
  l2?: Storage;
  /** How long the L2 keeps an entry (seconds); it remains a stale fallback after `freshMs`. */
  l2TtlSeconds?: number;
  /** Time source (ms); injectable so tests can age entries. */
  now?: () => number;
}

/**
 * A read-through cache for catalogue and content reads:
 * - single-flight: concurrent misses of one key share one upstream call;
 * - stale-while-revalidate: a stale entry is answered at once while one background refresh runs;
 * - serve-stale-on-error: a failed refresh keeps the stale entry (L1, else L2) and serves it;
 * - optional L2 in Redis (unstorage) shared by instances.
 */
export class SwrCache {
  private readonly lru: LRUCache<string, Entry, FetchContext>;
  private readonly failing = new Set<string>();
  /** When each tag was last purged (wall-clock ms). */
  private readonly purgedAt = new LRUCache<string, number>({ max: 100_000, ttl: PURGE_MEMORY_MS });
  private readonly now: () => number;

  constructor(private readonly options: SwrCacheOptions) {
    this.now = options.now ?? (() => performance.now());
    const now = this.now;
    const { maxSize, sizeOf } = options;
    if ((maxSize === undefined) !== (sizeOf === undefined)) throw new Error(`cache ${options.name}: maxSize and sizeOf go together`);
    this.lru = new LRUCache<string, Entry, FetchContext>({
      max: options.max ?? 5000,
      ...(maxSize !== undefined && sizeOf ? { maxSize, sizeCalculation: (entry: Entry) => Math.max(1, Math.ceil(sizeOf(entry.value))) } : {}),
      ttl: options.freshMs,
      perf: { now },
      ttlResolution: 0,
      allowStale: true,
      noDeleteOnStaleGet: true,
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      allowStaleOnFetchAbort: true,
      fetchMethod: (key, _stale, { signal, options: fetchOptions, context }) => this.load(key, signal, fetchOptions, context),
    });
  }

  /**
   * The value of `key`, loading it with `load` on a miss. Throws the loader's error only when there is
   * nothing stale to serve.
   *
   * @param ttlFor fresh time for a loaded value, e.g. shorter for a cached "not found".
   * @param tagsFor the cache tags of a loaded value, which `purgeTags` drops it by.
   */
  async get<T>(
    key: string,
    load: (signal: AbortSignal) => Promise<T>,
    ttlFor?: (value: T) => number,
    tagsFor?: (value: T) => readonly string[],
  ): Promise<Cached<T>> {
    const status: LRUCache.Status<string, Entry, FetchContext> = {};
    const context: FetchContext = { load, ttlFor: ttlFor as FetchContext['ttlFor'], tagsFor: tagsFor as FetchContext['tagsFor'] };
    let entry: Entry | undefined;
    try {
      entry = await this.lru.fetch(key, { context, status });
    } catch (error) {
      this.count('error');
      throw error;
    }
    if (entry === undefined) {
      this.count('error');
      throw status.fetchError ?? new Error(`cache ${this.options.name}: no value for ${key}`);
    }
    const stale = status.returnedStale === true || this.failing.has(key);
    const source: CacheSource = !stale ? 'fresh' : this.failing.has(key) ? 'stale-on-error' : 'stale';
    this.count(status.fetch === 'miss' ? 'miss' : source === 'fresh' ? 'hit' : source);
    return { value: entry.value as T, source };
  }

  /**
   * The value under `key` when it is in memory and fresh, without loading anything (a caller that
   * may only use what is already known, e.g. to inline it in a page).
   */
  peek<T>(key: string): T | undefined {
    if (this.failing.has(key)) return undefined;
    return this.lru.peek(key)?.value as T | undefined;
  }

  /** The cache tags of the entry under `key` (fresh or stale), if it is in memory. */
  tagsOf(key: string): readonly string[] {
    return this.lru.peek(key, { allowStale: true })?.tags ?? [];
  }

  /**
   * Drops every entry carrying one of `tags`, here and in L2, and remembers the purge so that an older
   * copy (another instance's L2 write, a load already in flight) is not taken as fresh afterwards.
   * Answers how many in-memory entries went.
   */
  purgeTags(tags: readonly string[]): number {
    if (tags.length === 0) return 0;
    const wanted = new Set(tags);
    const at = Date.now();
    for (const tag of wanted) this.purgedAt.set(tag, at);
    // keys() lists stale entries too (allowStale), and tagsOf reads behind a refresh in flight.
    const keys = [...this.lru.keys()].filter((key) => this.tagsOf(key).some((tag) => wanted.has(tag)));
    for (const key of keys) {
      this.lru.delete(key);
      this.failing.delete(key);
      this.options.l2?.removeItem(this.l2Key(key)).catch((error: unknown) => {
        this.options.logger.warn({ err: error, key }, 'L2 cache purge failed');
      });
    }
    this.count('purged', keys.length);
    return keys.length;
  }

  /** Whether `entry` was stored before a purge of one of its tags. */
  private purgedSince(entry: Entry): boolean {
    return (entry.tags ?? []).some((tag) => (this.purgedAt.get(tag) ?? Number.NEGATIVE_INFINITY) >= entry.storedAt);
  }

  private l2Key(key: string): string {
    return `cache:${this.options.name}:${key}`;
  }

  /** Forgets every entry (tests, and operators after a catalogue import). */
  clear(): void {
    this.lru.clear();
    this.failing.clear();
  }

  private async load(
    key: string,
    signal: AbortSignal,
    fetchOptions: LRUCache.FetcherFetchOptions<string, Entry, FetchContext>,
    context: FetchContext,
  ): Promise<Entry> {
    const { l2, l2TtlSeconds = 86_400, freshMs } = this.options;
    const l2Key = this.l2Key(key);
    let l2Entry: Entry | null = null;
    if (l2) {
      l2Entry = await l2.getItem<Entry>(l2Key).catch((error: unknown) => {
        this.options.logger.warn({ err: error, key }, 'L2 cache read failed');
        return null;
      });
      // Another instance loaded it recently: take it instead of calling the upstream. Its age is
      // wall-clock time, which instances share.
      const age = l2Entry ? Date.now() - l2Entry.storedAt : Number.POSITIVE_INFINITY;
      if (l2Entry && age < freshMs && !this.purgedSince(l2Entry)) {
        fetchOptions.ttl = freshMs - age;
        return l2Entry;
      }
    }
    try {
      const startedAt = Date.now();
      const value = await context.load(signal);
      const entry: Entry = { value, storedAt: Date.now(), ...(context.tagsFor ? { tags: context.tagsFor(value) } : {}) };
      if (context.ttlFor) fetchOptions.ttl = context.ttlFor(value);
      // A purge landed while this load ran: the value may predate the change, so it is kept only until
      // the next read, which loads again.
      if (this.purgedSince({ ...entry, storedAt: startedAt })) fetchOptions.ttl = 1;
      this.failing.delete(key);
      if (l2) {
        l2.setItem(l2Key, entry, { ttl: l2TtlSeconds }).catch((error: unknown) => {
          this.options.logger.warn({ err: error, key }, 'L2 cache write failed');
        });
      }
      return entry;
    } catch (error) {
      this.failing.add(key);
      this.options.logger.warn({ cache: this.options.name, key, reason: describeError(error) }, 'cache refresh failed; serving stale if any');
      const inL1 = this.lru.peek(key, { allowStale: true });
      if (!inL1 && l2Entry) {
        // Nothing stale in memory, an old copy in L2: serve it and retry soon.
        fetchOptions.ttl = Math.min(freshMs, 5000);
        return l2Entry;
      }
      throw error;
    }
  }

  private count(result: string, by = 1): void {
    this.options.metrics.cacheResults.inc({ cache: this.options.name, result }, by);
  }
}
