/**
 * What a path is (`GET /v1/resolve`: a product, a diagram, a content page, a redirect) is the same
 * for every shopper, and the BFF says so: its answer is always `public` with a shared max-age. The
 * catch-all asks it before every product, diagram and content page, so the storefront keeps those
 * answers for their max-age (at most a minute), as a CDN would, and the page makes one BFF call
 * fewer. Only 200 answers without `set-cookie` are kept; a 404 or a failure is asked again.
 */
import type { AppLoadContext } from '@remix-run/node';
import { LRUCache } from 'lru-cache';
import { pageData, type BffClient } from './bff';
import { sharedMaxAge } from './cache-scope';

type Resolved = Awaited<ReturnType<typeof pageData<Awaited<ReturnType<BffClient['site']['resolve']>>>>>;

/** Longest time an answer is kept, whatever the BFF allows. */
export const RESOLVE_CACHE_SECONDS = 60;

interface Entry {
  body: Resolved;
  cacheControl: string;
}

/**
 * A cache of resolve answers by path. One per process; tests make their own.
 *
 * @example
 * ```ts
 * const resolved = await resolvePaths.resolve(bff, context, path, headers);
 * ```
 */
export class ResolveCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor({ max = 10_000, now }: { max?: number; now?: () => number } = {}) {
    this.entries = new LRUCache<string, Entry>({ max, ttl: RESOLVE_CACHE_SECONDS * 1000, ...(now ? { perf: { now }, ttlResolution: 0 } : {}) });
  }

  /** The BFF's answer for `path` (see `pageData` for failures), from memory while it is fresh. */
  async resolve(bff: BffClient, context: Pick<AppLoadContext, 'cacheScope'>, path: string, headers: Headers): Promise<Resolved> {
    const kept = this.entries.get(path);
    if (kept) {
      context.cacheScope.note(kept.cacheControl, false);
      return kept.body;
    }
    const pending = bff.site.resolve({ query: { path } });
    const body = await pageData(pending, headers);
    const answer = (await pending).headers;
    const cacheControl = answer.get('cache-control') ?? '';
    const seconds = Math.min(RESOLVE_CACHE_SECONDS, sharedMaxAge(cacheControl));
    if (seconds > 0 && answer.getSetCookie().length === 0) this.entries.set(path, { body, cacheControl }, { ttl: seconds * 1000 });
    return body;
  }
}

/** The storefront's resolve cache. */
export const resolvePaths = new ResolveCache();
