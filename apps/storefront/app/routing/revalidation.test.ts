import { describe, expect, it } from 'vitest';
import { changesSession } from '../components/shell/session-sync';
import { skipAfterCartWrites } from './revalidation';

describe('revalidation after submissions', () => {
  it('keeps page data after cart writes, which answer with the cart', () => {
    expect(skipAfterCartWrites({ formMethod: 'POST', formAction: '/cart', defaultShouldRevalidate: true })).toBe(false);
    expect(skipAfterCartWrites({ formMethod: 'post', formAction: '/cart?index', defaultShouldRevalidate: true })).toBe(false);
  });

  it('lets other submissions and navigations revalidate as Remix would', () => {
    expect(skipAfterCartWrites({ formMethod: 'POST', formAction: '/login', defaultShouldRevalidate: true })).toBe(true);
    expect(skipAfterCartWrites({ formMethod: 'POST', formAction: '/newsletter', defaultShouldRevalidate: false })).toBe(false);
    expect(skipAfterCartWrites({ defaultShouldRevalidate: true })).toBe(true);
    expect(skipAfterCartWrites({ formMethod: 'GET', formAction: '/cart', defaultShouldRevalidate: true })).toBe(true);
  });

  it('reads the session again after sign-in and sign-out, not after cart writes or GET forms', () => {
    expect(changesSession('POST', '/login?returnUrl=%2Fcart')).toBe(true);
    expect(changesSession('POST', '/logout')).toBe(true);
    expect(changesSession('POST', '/cart')).toBe(false);
    expect(changesSession('GET', '/search')).toBe(false);
    expect(changesSession(undefined, undefined)).toBe(false);
    // A path that only starts like the cart's is not a cart write.
    expect(changesSession('POST', '/cartography')).toBe(true);
  });
});
