import { describe, expect, it } from 'vitest';
import { CacheScope, documentCacheControl, parseCacheControl, PRIVATE_PAGE, sharedMaxAge, documentCacheTags } from './cache-scope';

const PUBLIC = 'public, max-age=60, stale-while-revalidate=600';
/** What a page made of PUBLIC answers says: shared caches keep it, browsers revalidate every time. */
const PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

const scopeOf = (...answers: Array<[string | null, boolean]>) => {
  const scope = new CacheScope();
  for (const [value, cookie] of answers) scope.note(value, cookie);
  return scope;
};

describe('parseCacheControl / sharedMaxAge', () => {
  it('reads the directives that decide sharing', () => {
    expect(parseCacheControl('Public, Max-Age=60, stale-while-revalidate=600')).toEqual({ public: true, private: false, noStore: false, maxAge: 60, staleWhileRevalidate: 600 });
    expect(parseCacheControl('public, max-age=60, s-maxage=10').maxAge).toBe(10);
    expect(parseCacheControl(null)).toEqual({ public: false, private: false, noStore: false });
  });
  it('is 0 unless public with a lifetime', () => {
    expect(sharedMaxAge(PUBLIC)).toBe(60);
    expect(sharedMaxAge('max-age=60')).toBe(0);
    expect(sharedMaxAge('public')).toBe(0);
    expect(sharedMaxAge('public, max-age=60, no-store')).toBe(0);
    expect(sharedMaxAge('public, private, max-age=60')).toBe(0);
    expect(sharedMaxAge('public, max-age=abc')).toBe(0);
  });
});

describe('CacheScope', () => {
  it('is public with the narrowest lifetime when every answer was public', () => {
    expect(scopeOf([PUBLIC, false], ['public, max-age=300', false]).cacheControl()).toBe('public, max-age=0, s-maxage=60');
    expect(scopeOf([PUBLIC, false], ['public, max-age=300, stale-while-revalidate=900', false]).cacheControl()).toBe(PAGE);
  });
  it('is private after one private answer, a cookie, or no answer at all', () => {
    expect(scopeOf([PUBLIC, false], ['private, no-store', false]).cacheControl()).toBe(PRIVATE_PAGE);
    expect(scopeOf([PUBLIC, true]).cacheControl()).toBe(PRIVATE_PAGE);
    expect(scopeOf([PUBLIC, false], [null, false]).shared).toBe(false);
    expect(new CacheScope().shared).toBe(false);
    const marked = scopeOf([PUBLIC, false]);
    marked.markPrivate();
    expect(marked.cacheControl()).toBe(PRIVATE_PAGE);
  });
});

describe('documentCacheControl', () => {
  const shared = () => scopeOf([PUBLIC, false]);
  it('makes a guest catalogue page public', () => {
    expect(documentCacheControl(200, new Headers(), shared())).toBe(PAGE);
  });
  it('keeps a route’s stricter header and never shares errors or cookies', () => {
    expect(documentCacheControl(200, new Headers({ 'cache-control': 'private, no-store' }), shared())).toBe('private, no-store');
    expect(documentCacheControl(200, new Headers({ 'cache-control': 'public, max-age=5' }), shared())).toBe('public, max-age=5');
    expect(documentCacheControl(404, new Headers(), shared())).toBe(PRIVATE_PAGE);
    expect(documentCacheControl(200, new Headers({ 'set-cookie': 'a=1' }), shared())).toBe(PRIVATE_PAGE);
    expect(documentCacheControl(200, new Headers(), undefined)).toBe(PRIVATE_PAGE);
  });
  it('turns a route’s public header over private data private', () => {
    const personal = scopeOf(['private, no-store', false]);
    expect(documentCacheControl(200, new Headers({ 'cache-control': 'public, max-age=300' }), personal)).toBe(PRIVATE_PAGE);
  });
});

describe('documentCacheTags (docs/decisions/0068)', () => {
  it('names the tags of every answer behind a public page, once each, and nothing for a private one', () => {
    const scope = new CacheScope();
    scope.note(PUBLIC, false, 'product:1 category:pumps');
    scope.note(PUBLIC, false, 'category:pumps product:2');
    scope.note(PUBLIC, false, null);
    expect(documentCacheTags(scope.cacheControl(), scope)).toBe('product:1 category:pumps product:2');
    expect(documentCacheTags(PRIVATE_PAGE, scope)).toBeUndefined();
    expect(documentCacheTags(scope.cacheControl(), scopeOf([PUBLIC, false]))).toBeUndefined();
  });
});
