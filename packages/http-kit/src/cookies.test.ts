import { describe, expect, it } from 'vitest';
import { audienceCookieName, audienceOf, hasSessionCookie, memberAudienceValue, sessionCookieName } from './cookies.js';

describe('session cookie names', () => {
  it('uses the __Host- prefix whenever the cookie is Secure', () => {
    expect(sessionCookieName(true)).toBe('__Host-session_id');
    expect(sessionCookieName(false)).toBe('session_id');
  });

  it('finds a session cookie under either name, and only a whole name', () => {
    expect(hasSessionCookie('session_id=1')).toBe(true);
    expect(hasSessionCookie('theme=dark; __Host-session_id=abc')).toBe(true);
    expect(hasSessionCookie('my_session_id=1')).toBe(false);
    expect(hasSessionCookie('x__Host-session_id=1')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

describe('the audience cookie', () => {
  const value = memberAudienceValue('a-service-key');

  it('is the same for every customer and depends on the key', () => {
    expect(memberAudienceValue('a-service-key')).toBe(value);
    expect(memberAudienceValue('another-key')).not.toBe(value);
    expect(value).toMatch(/^[\w-]{32}$/);
  });

  it('makes a member only of the exact value, under either name', () => {
    expect(audienceOf(`session_id=s1; signed_in=${value}`, value)).toBe('member');
    expect(audienceOf(`__Host-signed_in=${value}; theme=dark`, value)).toBe('member');
    expect(audienceOf('signed_in=1', value)).toBe('guest');
    expect(audienceOf(`signed_in=${value.slice(0, -1)}x`, value)).toBe('guest');
    expect(audienceOf(`not_signed_in=${value}`, value)).toBe('guest');
    expect(audienceOf(undefined, value)).toBe('guest');
    expect(audienceOf('', value)).toBe('guest');
  });

  it('is named __Host- over HTTPS only', () => {
    expect(audienceCookieName(true)).toBe('__Host-signed_in');
    expect(audienceCookieName(false)).toBe('signed_in');
  });
});
