import { describe, expect, it } from 'vitest';
import { showsWithoutRead } from './session.atoms';

describe('showsWithoutRead (the mini cart, opening)', () => {
  it('shows a cart a write answered since it last opened, without reading it', () => {
    expect(showsWithoutRead({ source: 'write', seq: 4 }, 3)).toBe(true);
  });

  it('reads the cart when the written cart was already shown so, or the cart came from a read', () => {
    expect(showsWithoutRead({ source: 'write', seq: 4 }, 4)).toBe(false);
    expect(showsWithoutRead({ source: 'read', seq: 5 }, 4)).toBe(false);
    expect(showsWithoutRead(null, 0)).toBe(false);
  });
});
