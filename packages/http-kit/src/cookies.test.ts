import { describe, expect, it } from 'vitest';
import { hasSessionCookie, sessionCookieName } from './cookies.js';

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
