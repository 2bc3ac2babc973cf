import { describe, expect, it } from 'vitest';
import { isNewerThanRead, sessionIdentity, shouldTellOtherTabs } from './session-sync';

describe('isNewerThanRead', () => {
  it('keeps a cart a write answered after the session read was sent, and only that', () => {
    // The read was sent when 3 carts had arrived: the 4th came after it, the 3rd before.
    expect(isNewerThanRead({ seq: 4 }, 3)).toBe(true);
    expect(isNewerThanRead({ seq: 3 }, 3)).toBe(false);
    expect(isNewerThanRead({ seq: 1 }, 3)).toBe(false);
    expect(isNewerThanRead(null, 3)).toBe(false);
  });
});

describe('sessionIdentity and shouldTellOtherTabs', () => {
  const guest = { viewer: { signedIn: false, firstName: null, isAdmin: false, poolCount: null } };
  const sam = { viewer: { signedIn: true, firstName: 'Sam', isAdmin: false, poolCount: 2 } };
  const staff = { name: 'Pat', cartId: null, actingAs: null, adminUrl: 'https://admin.example', actingEnded: null };

  it('names who the session shows, not its counts', () => {
    expect(sessionIdentity(sam)).toBe(sessionIdentity({ ...sam, viewer: { ...sam.viewer, poolCount: 5 } }));
    expect(sessionIdentity(guest)).not.toBe(sessionIdentity(sam));
    expect(sessionIdentity(sam)).not.toBe(sessionIdentity({ ...sam, viewer: { ...sam.viewer, firstName: 'Alex' } }));
    // Staff: acting for a customer is someone else; a new cart is not.
    const acting = { ...staff, actingAs: { id: 7, name: 'Robin Reed', email: 'robin@example.com' } };
    expect(sessionIdentity({ ...sam, staff })).toBe(sessionIdentity({ ...sam, staff: { ...staff, cartId: 'c-1' } }));
    expect(sessionIdentity({ ...sam, staff })).not.toBe(sessionIdentity({ ...sam, staff: acting }));
  });

  it('tells the other tabs of a sign-in or out seen here, never of the first read or of a read they asked for', () => {
    expect(shouldTellOtherTabs(sessionIdentity(guest), sessionIdentity(sam), false)).toBe(true);
    expect(shouldTellOtherTabs(sessionIdentity(sam), sessionIdentity(guest), false)).toBe(true);
    expect(shouldTellOtherTabs(null, sessionIdentity(sam), false)).toBe(false);
    expect(shouldTellOtherTabs(sessionIdentity(sam), sessionIdentity(sam), false)).toBe(false);
    expect(shouldTellOtherTabs(sessionIdentity(guest), sessionIdentity(sam), true)).toBe(false);
  });
});
