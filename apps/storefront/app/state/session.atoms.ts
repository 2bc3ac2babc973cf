import type { CartView, RelatedProductView, StaffView, ViewerView } from '@pool/api-contract';
import { atom, createStore } from 'jotai';

/*
 * The shopper's own bits of the page frame (docs/decisions/0013): pages are the same for everyone of
 * an audience and may come from a shared cache, so who is signed in and the cart badge are read after
 * the page (GET /session) and kept here, in the browser only. On the server they stay empty: a page
 * never carries them.
 */

/** Who is signed in: `null` until the session has been read after the page loaded. */
export const viewerAtom = atom<ViewerView | null>(null);

/**
 * The staff overlay's bits (docs/decisions/0030): set only when the session read says the viewer is
 * staff; for everyone else it stays null and the overlay's code is never even fetched.
 */
export const staffAtom = atom<StaffView | null>(null);

/** The header's cart count: `null` until known (the badge shows nothing meanwhile). */
export const cartCountAtom = atom<number | null>(null);

/**
 * The latest cart the browser was given: by a cart write (the cart action answers with the cart) or
 * a read of it (the mini cart). `source` says which; `seq` is its place in the order carts arrived in
 * ({@link cartsRemembered}), which a session read and the mini cart compare with, not clocks.
 */
export const latestCartAtom = atom<{ cart: CartView; source: 'write' | 'read'; seq: number } | null>(null);

let remembered = 0;

/** How many carts the browser has been given so far: a session read notes it when it is sent. */
export function cartsRemembered(): number {
  return remembered;
}

/**
 * Whether the mini cart, opening, shows the cart it knows as it is, without reading it: a cart a write
 * answered since it last opened (`shownUpTo`: the place of the last written cart it showed so) is the
 * newest there is. An order of arrival, not a clock.
 */
export function showsWithoutRead(known: { source: 'write' | 'read'; seq: number } | null, shownUpTo: number): boolean {
  return known !== null && known.source === 'write' && known.seq > shownUpTo;
}

/** 'Customers also bought' for the latest cart, when the answer that brought it had them. */
export const relatedProductsAtom = atom<readonly RelatedProductView[] | null>(null);

let browserStore: ReturnType<typeof createStore> | undefined;

/**
 * The jotai store of this render tree: on the server a new one per request (nothing is shared between
 * visitors); in the browser the one store of the page, which code outside React (the cart route's
 * `clientAction`) can also write to.
 */
export function appStore(): ReturnType<typeof createStore> {
  if (typeof document === 'undefined') return createStore();
  browserStore ??= createStore();
  return browserStore;
}

/**
 * Records a cart the server answered with: the badge and the mini cart follow it at once. `related`
 * ('Customers also bought') replaces the list when the answer carried one; an empty cart has none.
 */
export function rememberCart(cart: CartView, source: 'write' | 'read', related?: readonly RelatedProductView[]): void {
  const store = appStore();
  remembered += 1;
  store.set(latestCartAtom, { cart, source, seq: remembered });
  if (related) store.set(relatedProductsAtom, related);
  else if (cart.lines.length === 0) store.set(relatedProductsAtom, []);
  store.set(cartCountAtom, cart.itemCount);
}

/** Bumped to have the session read again (the account drawer does, each time it opens). */
export const sessionReadRequestAtom = atom(0);

/**
 * Set when the shopper presses Sign Out here: the next session read showing a guest is theirs, not a
 * refused token (no 'expired' toast then).
 */
export const signingOutAtom = atom(false);
