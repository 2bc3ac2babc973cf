import { describe, expect, it } from 'vitest';
import { isNewerThanRead } from './session-sync';

describe('isNewerThanRead', () => {
  it('keeps a cart a write answered after the session read was sent, and only that', () => {
    // The read was sent when 3 carts had arrived: the 4th came after it, the 3rd before.
    expect(isNewerThanRead({ seq: 4 }, 3)).toBe(true);
    expect(isNewerThanRead({ seq: 3 }, 3)).toBe(false);
    expect(isNewerThanRead({ seq: 1 }, 3)).toBe(false);
    expect(isNewerThanRead(null, 3)).toBe(false);
  });
});
