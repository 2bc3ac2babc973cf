/**
 * Whether a page may be shared by caches is decided by the data it was made of: a document is public
 * only when every BFF answer behind it was public (the BFF marks anything personal — a session, a
 * cart, a signed-in viewer, a degraded answer — `private, no-store`) and nothing set a cookie. Each
 * request gets one {@link CacheScope}; the BFF client notes every answer in it and the document
 * handler turns it into the page's `Cache-Control`.
 */

/** A page nobody may keep. */
export const PRIVATE_PAGE = 'private, no-store';

interface Directives {
  public: boolean;
  private: boolean;
  noStore: boolean;
  maxAge?: number;
  staleWhileRevalidate?: number;
}

/**
 * The directives of a `Cache-Control` value that matter for sharing a page.
 *
 * @example
 * ```ts
 * parseCacheControl('public, max-age=60, stale-while-revalidate=600');
 * // { public: true, private: false, noStore: false, maxAge: 60, staleWhileRevalidate: 600 }
 * ```
 */
export function parseCacheControl(value: string | null | undefined): Directives {
  const directives: Directives = { public: false, private: false, noStore: false };
  for (const part of (value ?? '').split(',')) {
    const [rawName, rawValue] = part.split('=', 2).map((token) => token.trim());
    const name = rawName?.toLowerCase();
    const seconds = rawValue !== undefined && /^\d+$/.test(rawValue.replace(/^"|"$/g, '')) ? Number(rawValue.replace(/^"|"$/g, '')) : undefined;
    if (name === 'public') directives.public = true;
    else if (name === 'private') directives.private = true;
    else if (name === 'no-store' || name === 'no-cache') directives.noStore = true;
    else if (name === 's-maxage' && seconds !== undefined) directives.maxAge = seconds;
    else if (name === 'max-age' && seconds !== undefined && directives.maxAge === undefined) directives.maxAge = seconds;
    else if (name === 'stale-while-revalidate' && seconds !== undefined) directives.staleWhileRevalidate = seconds;
  }
  return directives;
}

/** Whether a `Cache-Control` value lets a shared cache keep the response, and for how long (seconds). */
export function sharedMaxAge(value: string | null | undefined): number {
  return sharedLifetime(parseCacheControl(value));
}

function sharedLifetime(directives: Directives): number {
  if (!directives.public || directives.private || directives.noStore) return 0;
  return directives.maxAge ?? 0;
}

/**
 * The sharing verdict of one page request, built up from the BFF answers it used.
 *
 * @example
 * ```ts
 * const scope = new CacheScope();
 * scope.note('public, max-age=60, stale-while-revalidate=600', false);
 * scope.note('public, max-age=300', false);
 * scope.cacheControl(); // 'public, max-age=0, s-maxage=60'
 * scope.note('private, no-store', false);
 * scope.cacheControl(); // 'private, no-store'
 * ```
 */
export class CacheScope {
  #answers = 0;
  #shared = true;
  #maxAge = Number.POSITIVE_INFINITY;
  #staleWhileRevalidate = Number.POSITIVE_INFINITY;
  readonly #tags = new Set<string>();

  /**
   * Records one BFF answer: its `Cache-Control`, whether it set a cookie, and its `Cache-Tag` (the
   * products and categories it shows, space-separated; docs/decisions/0064).
   */
  note(cacheControl: string | null | undefined, setsCookie: boolean, cacheTag?: string | null): void {
    this.#answers += 1;
    for (const tag of (cacheTag ?? '').split(' ')) if (tag) this.#tags.add(tag);
    const directives = parseCacheControl(cacheControl);
    const maxAge = sharedLifetime(directives);
    if (setsCookie || maxAge === 0) {
      this.#shared = false;
      return;
    }
    this.#maxAge = Math.min(this.#maxAge, maxAge);
    this.#staleWhileRevalidate = Math.min(this.#staleWhileRevalidate, directives.staleWhileRevalidate ?? 0);
  }

  /** Marks the page personal whatever the BFF said (a route that read something private). */
  markPrivate(): void {
    this.#shared = false;
  }

  /** Whether every answer so far was shareable (and there was at least one). */
  get shared(): boolean {
    return this.#shared && this.#answers > 0;
  }

  /** The cache tags of every answer behind the page: a purge of one of them drops the page (0068). */
  tags(): string[] {
    return [...this.#tags];
  }

  /**
   * The page's `Cache-Control`: for shared caches (`s-maxage`) the narrowest lifetime of its answers,
   * or {@link PRIVATE_PAGE}. Browsers get `max-age=0`: a guest who then adds to the cart must not be
   * shown their own stale guest copy of the page (cart count 0) from the browser's cache.
   */
  cacheControl(): string {
    if (!this.shared) return PRIVATE_PAGE;
    const swr = this.#staleWhileRevalidate > 0 ? `, stale-while-revalidate=${this.#staleWhileRevalidate}` : '';
    return `public, max-age=0, s-maxage=${this.#maxAge}${swr}`;
  }
}

/**
 * The `Cache-Control` of a rendered document. Only a 200 without `set-cookie` can be public, and only
 * when its scope is shared; a route's own stricter header (cart, account) is kept; a route's public
 * header over private data becomes private.
 *
 * @example
 * ```ts
 * documentCacheControl(200, new Headers(), sharedScope); // 'public, max-age=0, s-maxage=60, ...'
 * documentCacheControl(200, new Headers({ 'cache-control': 'private, no-store' }), sharedScope); // 'private, no-store'
 * documentCacheControl(404, new Headers(), sharedScope); // 'private, no-store'
 * ```
 */
export function documentCacheControl(status: number, headers: Headers, scope: CacheScope | undefined): string {
  const own = headers.get('cache-control');
  const shareable = status === 200 && scope?.shared === true && headers.getSetCookie().length === 0;
  if (!shareable) return own && sharedMaxAge(own) === 0 ? own : PRIVATE_PAGE;
  if (own) return sharedMaxAge(own) > 0 ? narrower(own, scope.cacheControl()) : own;
  return scope.cacheControl();
}

/**
 * The `Cache-Tag` (and `Surrogate-Key`) of a document whose `Cache-Control` is `cacheControl`: its
 * scope's tags, space-separated, for a public page with any; else undefined (a private page names
 * nothing). The page cache and a CDN in front of the store purge by them (docs/decisions/0068).
 */
export function documentCacheTags(cacheControl: string, scope: CacheScope | undefined): string | undefined {
  if (sharedMaxAge(cacheControl) === 0) return undefined;
  const tags = scope?.tags() ?? [];
  return tags.length > 0 ? tags.join(' ') : undefined;
}

/** Of two public values, the one with the shorter shared lifetime. */
function narrower(a: string, b: string): string {
  return sharedMaxAge(a) <= sharedMaxAge(b) ? a : b;
}
