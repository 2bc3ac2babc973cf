import { describe, expect, it } from 'vitest';
import { leavingSession, leftSession, skipWhenSessionUnchanged } from './revalidation';

describe('revalidation after submissions', () => {
  it('keeps page data after writes whose answer says the session is unchanged (cart, deliver-to, mail)', () => {
    const answer = leavingSession({ ok: true, cart: { itemCount: 1 } });
    expect(answer).toEqual({ ok: true, cart: { itemCount: 1 }, session: 'unchanged' });
    expect(skipWhenSessionUnchanged({ actionResult: answer, defaultShouldRevalidate: true })).toBe(false);
    // A refused write changed nothing either.
    expect(skipWhenSessionUnchanged({ actionResult: leavingSession({ ok: false }), defaultShouldRevalidate: true })).toBe(false);
  });

  it('lets other submissions (sign-in, sign-out: a redirect, no answer) and navigations revalidate as Remix would', () => {
    expect(skipWhenSessionUnchanged({ actionResult: undefined, defaultShouldRevalidate: true })).toBe(true);
    expect(skipWhenSessionUnchanged({ actionResult: { ok: true }, defaultShouldRevalidate: true })).toBe(true);
    expect(skipWhenSessionUnchanged({ actionResult: { ok: true }, defaultShouldRevalidate: false })).toBe(false);
    expect(skipWhenSessionUnchanged({ defaultShouldRevalidate: true })).toBe(true);
  });

  it('reads the marker only where an answer carries it', () => {
    expect(leftSession(null)).toBe(false);
    expect(leftSession('unchanged')).toBe(false);
    expect(leftSession({ session: 'changed' })).toBe(false);
    expect(leftSession({ session: 'unchanged' })).toBe(true);
  });
});
