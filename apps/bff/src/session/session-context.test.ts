import { createStorage } from 'unstorage';
import { describe, expect, it } from 'vitest';
import { SessionContext } from './session-context.js';
import { SessionStore } from './session-store.js';

const DAY = 86_400_000;

describe('SessionContext.update', () => {
  it("keeps another request's change stored after this one loaded the session (no lost update)", async () => {
    const store = new SessionStore(createStorage(), { idleMs: 7 * DAY, absoluteMs: 30 * DAY, now: () => Date.UTC(2026, 0, 1) });
    let cookie = '';
    const first = new SessionContext(store, undefined, (value) => {
      cookie = value;
    });
    await first.update((record) => ({ ...record, cartId: 'cart-a' }));

    // Two requests of the same browser: the slow one loads the session first...
    const slow = new SessionContext(store, cookie, () => undefined);
    expect((await slow.current())?.record.cartId).toBe('cart-a');
    // ...another loads a different cart meanwhile...
    const quick = new SessionContext(store, cookie, () => undefined);
    await quick.update((record) => ({ ...record, cartId: 'cart-b', cartCount: null }));
    // ...then the slow one notes something else: the cart the quick one loaded stays.
    await slow.update((record) => ({ ...record, cartCount: { cartId: record.cartId ?? '', count: 3, at: 1 } }));

    const stored = await store.load(cookie);
    expect(stored?.record.cartId).toBe('cart-b');
    expect(stored?.record.cartCount).toEqual({ cartId: 'cart-b', count: 3, at: 1 });
    expect((await slow.current())?.record.cartId).toBe('cart-b');
  });
});
