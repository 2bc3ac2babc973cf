import { describe, expect, it } from 'vitest';
import { flashHeaders, savedProductFlashHeaders } from './flash.server';

const flashOf = (headers: Headers) => {
  const cookie = headers.get('set-cookie') ?? '';
  const match = /^account_flash=([^;]*);/.exec(cookie);
  return match ? decodeURIComponent(match[1]!) : null;
};

describe('saved-product toasts', () => {
  it("names the pool a product was saved to, in the spec's words", () => {
    expect(flashOf(savedProductFlashHeaders(new Headers(), { name: 'Backyard' }))).toBe('Product Saved to Backyard');
    expect(flashOf(savedProductFlashHeaders(new Headers(), { name: 'Spa; "Ü" & co' }))).toBe('Product Saved to Spa; "Ü" & co');
  });

  it("has no toast for a product saved without a pool, and says 'Saved Product Removed' on removal", () => {
    expect(flashOf(savedProductFlashHeaders(new Headers(), null))).toBeNull();
    expect(flashOf(flashHeaders(new Headers(), 'unsaved'))).toBe('Saved Product Removed');
  });

  it('keeps the cookie one value: no raw separators, short-lived, readable by the page', () => {
    const cookie = savedProductFlashHeaders(new Headers(), { name: 'a;b=c' }).get('set-cookie')!;
    expect(cookie.split(';')[0]).toBe('account_flash=Product%20Saved%20to%20a%3Bb%3Dc');
    expect(cookie).toContain('Max-Age=60');
    expect(cookie).not.toContain('HttpOnly');
  });
});
