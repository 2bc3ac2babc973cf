import { describe, expect, it } from 'vitest';
import { changesSession, isNewerThanRead } from './session-sync';

describe('changesSession', () => {
  it('reads the session again after sign-in and sign-out posts, not after cart or deliver-to writes', () => {
    expect(changesSession('POST', '/login')).toBe(true);
    expect(changesSession('POST', '/logout')).toBe(true);
    expect(changesSession('POST', '/cart')).toBe(false);
    expect(changesSession('POST', '/cart?index')).toBe(false);
    // The deliver-to fetcher records the view it gets back (state/delivery.atoms.ts).
    expect(changesSession('POST', '/delivery')).toBe(false);
    expect(changesSession('GET', '/search')).toBe(false);
    expect(changesSession(undefined, undefined)).toBe(false);
  });
});

describe('isNewerThanRead', () => {
  it('keeps a cart a write answered after the session read was sent, and only that', () => {
    // The read was sent when 3 carts had arrived: the 4th came after it, the 3rd before.
    expect(isNewerThanRead({ seq: 4 }, 3)).toBe(true);
    expect(isNewerThanRead({ seq: 3 }, 3)).toBe(false);
    expect(isNewerThanRead({ seq: 1 }, 3)).toBe(false);
    expect(isNewerThanRead(null, 3)).toBe(false);
  });
});
