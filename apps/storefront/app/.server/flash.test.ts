import { describe, expect, it } from 'vitest';
import { flashOf } from '../lib/flash';
import { CacheScope } from './cache-scope';
import { flashErrorHeaders, flashHeaders, flashRefusal, refusalToast, savedProductFlashHeaders, takeFlash } from './flash';

const flashSet = (headers: Headers) => flashOf(headers.get('set-cookie'));

describe('saved-product toasts', () => {
  it("names the pool a product was saved to, in the spec's words", () => {
    expect(flashSet(savedProductFlashHeaders(new Headers(), { name: 'Backyard' }))).toEqual({ status: 'success', message: 'Product Saved to Backyard' });
    expect(flashSet(savedProductFlashHeaders(new Headers(), { name: 'Spa; "Ü" & co' }))?.message).toBe('Product Saved to Spa; "Ü" & co');
  });

  it("has no toast for a product saved without a pool, and says 'Saved Product Removed' on removal", () => {
    expect(flashSet(savedProductFlashHeaders(new Headers(), null))).toBeNull();
    expect(flashSet(flashHeaders(new Headers(), 'unsaved'))?.message).toBe('Saved Product Removed');
  });

  it('keeps the cookie one value: no raw separators, short-lived, readable by the page', () => {
    const cookie = savedProductFlashHeaders(new Headers(), { name: 'a;b=c' }).get('set-cookie')!;
    expect(cookie.split(';')[0]).toBe('flash=s.Product%20Saved%20to%20a%3Bb%3Dc');
    expect(cookie).toContain('Max-Age=60');
    expect(cookie).not.toContain('HttpOnly');
  });
});

describe('error toasts (spec site-shell.md 8)', () => {
  const problem = (status: number, title: string) => ({ status, body: { type: 'about:blank', title, status } });

  it("says the spec's words for a 401 and a 403, the caller's for a server failure", () => {
    expect(flashSet(flashRefusal(new Headers(), problem(403, 'Staff only.'), 'Sent revivew failure.'))).toEqual({ status: 'error', message: 'You do not have permission to do that.' });
    expect(flashSet(flashRefusal(new Headers(), problem(401, 'Unauthorized'), 'x'))?.message).toBe('Token is expired or incorrect.');
    expect(flashSet(flashRefusal(new Headers(), problem(502, 'Bad Gateway'), 'Sent revivew failure.'))?.message).toBe('Sent revivew failure.');
    expect(flashSet(flashRefusal(new Headers(), new Error('socket hang up'), 'Failed to logout.'))?.message).toBe('Failed to logout.');
    expect(flashSet(flashErrorHeaders(new Headers(), 'Failed to logout.'))).toEqual({ status: 'error', message: 'Failed to logout.' });
  });

  it('is read once: the answer clears the cookie and is private; a request without one reads nothing', () => {
    const scope = new CacheScope();
    scope.note('public, max-age=60', false);
    const headers = new Headers();
    const request = new Request('http://store.test/', { headers: { cookie: 'a=1; flash=e.Failed%20to%20logout.' } });
    expect(takeFlash(request, headers, { cacheScope: scope })).toMatchObject({ status: 'error', message: 'Failed to logout.' });
    expect(headers.get('set-cookie')).toBe('flash=; Path=/; Max-Age=0; SameSite=Lax');
    expect(scope.shared).toBe(false);
    expect(takeFlash(new Request('http://store.test/', { headers: { cookie: 'flash=x.%E0' } }), new Headers(), { cacheScope: new CacheScope() })).toBeNull();
    expect(takeFlash(new Request('http://store.test/'), new Headers(), { cacheScope: new CacheScope() })).toBeNull();
  });
});

describe('a refusal toast for a form that answers with data', () => {
  const problem = (status: number, title: string) => ({ status, body: { type: 'about:blank', title, status } });
  const posted = (mode: string | null) => new Request('http://store.test/newsletter', { method: 'POST', headers: mode ? { 'sec-fetch-mode': mode } : {} });

  it('without JavaScript shows the toast in the page this request renders, once, and leaves no cookie behind', () => {
    const context = { cacheScope: new CacheScope() };
    const actionHeaders = refusalToast(posted('navigate'), context, new Headers(), problem(403, 'Staff only.'), 'Try again.');
    expect(actionHeaders.get('set-cookie')).toBeNull();
    const rootHeaders = new Headers();
    const request = new Request('http://store.test/newsletter', { headers: { cookie: 'flash=s.Logged%20in%20successfully' } });
    expect(takeFlash(request, rootHeaders, context)).toMatchObject({ status: 'error', message: 'You do not have permission to do that.' });
    expect(rootHeaders.get('set-cookie')).toBe('flash=; Path=/; Max-Age=0; SameSite=Lax');
    // Taken once: a later read in the same request only sees the cookie.
    expect(takeFlash(new Request('http://store.test/'), new Headers(), context)).toBeNull();
  });

  it("with JavaScript leaves the cookie for the root's reload, in the caller's words for a server failure", () => {
    const context = { cacheScope: new CacheScope() };
    const headers = refusalToast(posted('same-origin'), context, new Headers(), problem(502, 'Bad Gateway'), 'Oops, there was a problem, please try again later.');
    expect(flashSet(headers)).toEqual({ status: 'error', message: 'Oops, there was a problem, please try again later.' });
    expect(flashSet(refusalToast(posted(null), {}, new Headers(), new Error('connect ECONNREFUSED'), 'Try again.'))?.message).toBe('Try again.');
    // The action's own request renders no page: its context holds nothing for a root loader.
    expect(takeFlash(new Request('http://store.test/'), new Headers(), context)).toBeNull();
  });
});
