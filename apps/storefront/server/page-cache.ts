/**
 * A shared cache of public pages in the storefront process: what a CDN in front of the store would do,
 * for a store that runs on one machine. A catalogue page (home, category, product, search, content)
 * is the same for everyone of an audience — every guest, or every signed-in customer — since the
 * shopper's own bits (name, cart count) are read after the page (docs/decisions/0013). So it is
 * rendered once per audience and served from memory until its shared lifetime ends (the page's own
 * `Cache-Control`, capped by `PAGE_CACHE_SECONDS`).
 *
 * - Keyed on the audience (http-kit's audience cookie, checked against its value) and the URL, as a
 *   CDN in front of the store must be.
 * - Stores only GET document answers that are `200`, `public` with a max-age, HTML, without
 *   `set-cookie`, and not larger than the entry limit. Everything personal is `private, no-store`
 *   (see app/.server/cache-scope.ts), so it is never stored; a page whose BFF answers changed the
 *   audience cookie (the session and the cookie disagreed) sets a cookie, so it is not stored either.
 * - Serves every GET document request without `Authorization` or a waiting toast (the flash cookie),
 *   with or without a session.
 * - Each response keeps its own CSP nonce: the stored page is joined with this response's nonce, so a
 *   nonce is never reused across responses, and gzipped once rather than per response
 *   (app/.server/stored-page.ts).
 * - Purged by tag: a page is kept under the `Cache-Tag`s of the BFF answers it was made of (the
 *   products and categories it shows); `purgeTags` drops every page of a tag at once, called on each
 *   copy by the Redis purge feed when a price, stock or content change is published (0064, 0068).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { audienceOf } from '@pool/http-kit';
import { sharedMaxAge } from '../app/.server/cache-scope';
import { flashOf } from '../app/lib/flash';
import { encodedPageBody, storedPage, type StoredPage } from '../app/.server/stored-page';

interface Entry {
  page: StoredPage;
  tags: string[];
  contentType: string;
  cacheControl: string;
  storedAt: number;
}

/** Options of {@link pageCache}. */
export interface PageCacheOptions {
  /** Upper bound of an entry's lifetime in seconds; 0 turns the cache off. */
  maxSeconds: number;
  /** The audience cookie's member value (http-kit `memberAudienceValue` of the BFF service key). */
  memberValue: string;
  /** Memory budget of all entries, in bytes (UTF-16 length of the stored pages, roughly). */
  maxBytes?: number;
  /** Largest page stored, in bytes. */
  maxEntryBytes?: number;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * A page rendered up to this long after a purge of one of its tags is served but not kept: the BFF
 * copy it was made from may not have dropped its own entry yet (both hear the purge at about the same
 * moment), and a render in flight during the purge read the old data.
 */
export const PURGE_SETTLE_MS = 1_000;

/** The page cache's middleware, and its purge by tag. */
export type PageCache = RequestHandler & {
  /** Drops every kept page carrying one of `tags`; answers how many. */
  purgeTags(tags: readonly string[]): number;
};

/** Whether a request may be answered from (and its answer stored in) the shared cache. */
export function isShareableRequest(req: Pick<Request, 'method' | 'headers' | 'path' | 'url'>): boolean {
  if (req.method !== 'GET') return false;
  if (req.headers.authorization) return false;
  // 'Fits my pool' (`fits=mine`) lists one customer's parts: never served from or kept in the cache (0032).
  if (/[?&]fits=/.test(req.url)) return false;
  // A toast a write left for this page is rendered in it (docs/decisions/0070): not the shared copy.
  if (flashOf(req.headers.cookie)) return false;
  // Single-fetch data requests (client navigations) and resource routes are not documents.
  return !req.path.endsWith('.data');
}

/**
 * The middleware. Mount it after the CSP nonce and security headers and after compression, before
 * the Remix handler; `res.locals.cspNonce` must hold this response's nonce.
 *
 * @example
 * ```ts
 * app.use(pageCache({ maxSeconds: env.PAGE_CACHE_SECONDS, memberValue: memberAudienceValue(bffServiceKey) }));
 * ```
 */
export function pageCache({ maxSeconds, memberValue, maxBytes = 64 * 1024 * 1024, maxEntryBytes = 1024 * 1024, now = Date.now }: PageCacheOptions): PageCache {
  if (maxSeconds <= 0) return Object.assign((_req: Request, _res: Response, next: NextFunction) => next(), { purgeTags: () => 0 });
  /** The keys of the kept pages of each tag. */
  const byTag = new Map<string, Set<string>>();
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.page.size),
    ttlAutopurge: false,
    perf: { now },
    dispose: (entry, key) => {
      for (const tag of entry.tags) {
        const keys = byTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) byTag.delete(tag);
      }
    },
  });
  /** When each tag was last purged (kept as long as a page could be). */
  const purgedAt = new LRUCache<string, number>({ max: 100_000, ttl: maxSeconds * 1000 + PURGE_SETTLE_MS, perf: { now } });
  const purgedSince = (tags: readonly string[], since: number) => tags.some((tag) => (purgedAt.get(tag) ?? Number.NEGATIVE_INFINITY) >= since);

  const middleware = function pageCacheMiddleware(req: Request, res: Response, next: NextFunction) {
    if (!isShareableRequest(req)) return next();
    const started = now();
    const key = `${audienceOf(req.headers.cookie, memberValue)} ${req.originalUrl}`;
    const nonce = res.locals.cspNonce as string;
    const hit = entries.get(key);
    if (hit) {
      res.status(200);
      res.setHeader('content-type', hit.contentType);
      res.setHeader('cache-control', hit.cacheControl);
      res.setHeader('age', String(Math.max(0, Math.floor((now() - hit.storedAt) / 1000))));
      res.setHeader('x-page-cache', 'hit');
      if (hit.tags.length > 0) {
        res.setHeader('cache-tag', hit.tags.join(' '));
        res.setHeader('surrogate-key', hit.tags.join(' '));
      }
      const { body, gzip } = encodedPageBody(hit.page, nonce, req.headers['accept-encoding']);
      if (gzip) res.setHeader('content-encoding', 'gzip');
      res.vary('Accept-Encoding');
      res.end(body);
      return;
    }

    res.setHeader('x-page-cache', 'miss');
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    /** A body already encoded before the compression middleware (never stored: it is not the page). */
    let encoded: boolean | undefined;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      encoded ??= res.getHeader('content-encoding') !== undefined;
      if (tooLarge || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxEntryBytes) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const result = end(chunk, ...rest);
      store();
      return result;
    }) as Response['end'];

    function store() {
      // A render that failed after its first bytes were sent marks its scope private (entry.server).
      const scope = res.locals.cacheScope as { shared: boolean } | undefined;
      if (scope && !scope.shared) return;
      if (tooLarge || res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return;
      const contentType = String(res.getHeader('content-type') ?? '');
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (!contentType.startsWith('text/html')) return;
      const seconds = Math.min(maxSeconds, sharedMaxAge(cacheControl));
      if (seconds <= 0 || encoded) return;
      const tags = String(res.getHeader('cache-tag') ?? '').split(' ').filter(Boolean);
      if (purgedSince(tags, started - PURGE_SETTLE_MS)) return;
      entries.set(key, { page: storedPage(Buffer.concat(chunks), nonce), tags, contentType, cacheControl, storedAt: now() }, { ttl: seconds * 1000 });
      for (const tag of tags) {
        const keys = byTag.get(tag);
        if (keys) keys.add(key);
        else byTag.set(tag, new Set([key]));
      }
    }
    next();
  };
  return Object.assign(middleware, {
    purgeTags(tags: readonly string[]) {
      const at = now();
      const keys = new Set<string>();
      for (const tag of tags) {
        purgedAt.set(tag, at);
        for (const key of byTag.get(tag) ?? []) keys.add(key);
      }
      for (const key of keys) entries.delete(key);
      return keys.size;
    },
  });
}
