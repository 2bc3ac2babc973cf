import type { LoaderFunctionArgs } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { loader } from './route';

const load = (token: string | undefined) =>
  loader({ params: { token }, request: new Request(`http://store.test/checkout/login/token/${token ?? ''}`), context: {} } as unknown as LoaderFunctionArgs);

describe('/checkout/login/token/{token}', () => {
  it('goes to the one-click login with the token, coming back to checkout, never cached or leaked as a referrer', () => {
    const response = load('tok-123_ABC');
    expect(response.status).toBe(302);
    const to = new URL(response.headers.get('location')!, 'http://store.test');
    expect(to.pathname).toBe('/auto-login');
    expect(to.searchParams.get('token')).toBe('tok-123_ABC');
    expect(to.searchParams.get('returnUrl')).toBe('/checkout');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('keeps an odd token one query value', () => {
    const to = new URL(load('a&returnUrl=https://evil.test').headers.get('location')!, 'http://store.test');
    expect(to.searchParams.getAll('returnUrl')).toEqual(['/checkout']);
    expect(to.searchParams.get('token')).toBe('a&returnUrl=https://evil.test');
  });

  it('is a 404 without a token', () => {
    expect(() => load(undefined)).toThrow(Response);
  });
});
