/**
 * Lifecycle of the shopper's cart id, as a pure reducer: created on the first add, reused
 * afterwards, dropped when loading fails, when a deletion leaves no products, or on clear.
 */

/**
 * The cart id the shopper holds (`null` before the first add and after it is dropped).
 *
 * @example
 * ```ts
 * const initial: CartIdState = { cartId: null };
 * ```
 */
export interface CartIdState {
  cartId: string | null;
}

/**
 * Events that move the cart id:
 * - `created`: a cart was created for the first add;
 * - `load_failed`: loading the cart failed;
 * - `line_deleted`: a line was deleted, leaving `remainingProducts` lines;
 * - `cleared`: the cart was cleared (for example after checkout or when staff unload it).
 *
 * @example
 * ```ts
 * const event: CartIdEvent = { type: 'line_deleted', remainingProducts: 0 };
 * ```
 */
export type CartIdEvent =
  | { type: 'created'; cartId: string }
  | { type: 'load_failed' }
  | { type: 'line_deleted'; remainingProducts: number }
  | { type: 'cleared' };

/**
 * The cart id state before any cart exists.
 *
 * @example
 * ```ts
 * reduceCartId(INITIAL_CART_ID_STATE, { type: 'created', cartId: 'c-1' });
 * ```
 */
export const INITIAL_CART_ID_STATE: CartIdState = Object.freeze({ cartId: null });

/**
 * Applies one event to the cart id state. A `created` event with an empty id is ignored; a deletion
 * that leaves products keeps the id.
 *
 * @example
 * ```ts
 * let state = reduceCartId({ cartId: null }, { type: 'created', cartId: 'c-1' }); // { cartId: 'c-1' }
 * state = reduceCartId(state, { type: 'line_deleted', remainingProducts: 0 }); // { cartId: null }
 * ```
 */
export function reduceCartId(state: CartIdState, event: CartIdEvent): CartIdState {
  switch (event.type) {
    case 'created': {
      const cartId = event.cartId.trim();
      return cartId ? { cartId } : state;
    }
    case 'load_failed':
    case 'cleared':
      return state.cartId === null ? state : { cartId: null };
    case 'line_deleted':
      return event.remainingProducts > 0 || state.cartId === null ? state : { cartId: null };
  }
}

/**
 * What adding to the cart must do with the id: create a cart (first add) or reuse the one held.
 *
 * @example
 * ```ts
 * cartIdForAdd({ cartId: null }); // { kind: 'create' }
 * cartIdForAdd({ cartId: 'c-1' }); // { kind: 'reuse', cartId: 'c-1' }
 * ```
 */
export function cartIdForAdd(state: CartIdState): { kind: 'create' } | { kind: 'reuse'; cartId: string } {
  return state.cartId === null ? { kind: 'create' } : { kind: 'reuse', cartId: state.cartId };
}
