import { describe, expect, it } from 'vitest';
import { bearerToken, newToken, tokenDigest } from './tokens.js';

describe('tokens', () => {
  it('creates distinct url-safe tokens of 256 bits', () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(a);
  });

  it('stores a sha-256 hex digest, never the token', () => {
    const digest = tokenDigest('abc');
    expect(digest).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(digest).not.toContain('abc');
  });

  it('reads only well-formed bearer headers', () => {
    expect(bearerToken('Bearer xyz')).toBe('xyz');
    expect(bearerToken('Basic xyz')).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
