import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INITIAL_CART_ID_STATE, cartIdForAdd, reduceCartId, type CartIdEvent, type CartIdState } from './cart-id.js';

const held: CartIdState = { cartId: 'c-1' };

describe('cart id lifecycle', () => {
  it('starts without an id and creates a cart on the first add', () => {
    expect(INITIAL_CART_ID_STATE).toEqual({ cartId: null });
    expect(cartIdForAdd(INITIAL_CART_ID_STATE)).toEqual({ kind: 'create' });
    expect(reduceCartId(INITIAL_CART_ID_STATE, { type: 'created', cartId: 'c-1' })).toEqual({ cartId: 'c-1' });
  });

  it('reuses the id afterwards', () => {
    expect(cartIdForAdd(held)).toEqual({ kind: 'reuse', cartId: 'c-1' });
  });

  it('ignores a created event without an id', () => {
    expect(reduceCartId(held, { type: 'created', cartId: '  ' })).toBe(held);
  });

  it('drops the id when loading fails', () => {
    expect(reduceCartId(held, { type: 'load_failed' })).toEqual({ cartId: null });
  });

  it('drops the id when a deletion leaves no products, and keeps it otherwise', () => {
    expect(reduceCartId(held, { type: 'line_deleted', remainingProducts: 0 })).toEqual({ cartId: null });
    expect(reduceCartId(held, { type: 'line_deleted', remainingProducts: 2 })).toBe(held);
  });

  it('drops the id on clear', () => {
    expect(reduceCartId(held, { type: 'cleared' })).toEqual({ cartId: null });
    expect(reduceCartId(INITIAL_CART_ID_STATE, { type: 'cleared' })).toEqual({ cartId: null });
  });

  const event: fc.Arbitrary<CartIdEvent> = fc.oneof(
    fc.stringMatching(/^[a-z0-9-]{0,8}$/).map((cartId) => ({ type: 'created' as const, cartId })),
    fc.constant({ type: 'load_failed' as const }),
    fc.nat(3).map((remainingProducts) => ({ type: 'line_deleted' as const, remainingProducts })),
    fc.constant({ type: 'cleared' as const }),
  );

  it('never keeps an id after clear', () => {
    fc.assert(
      fc.property(fc.array(event), (events) => {
        const state = [...events, { type: 'cleared' } as const].reduce(reduceCartId, INITIAL_CART_ID_STATE);
        expect(state.cartId).toBeNull();
      }),
    );
  });

  it('only ever holds the id of the latest created cart since the last drop', () => {
    fc.assert(
      fc.property(fc.array(event), (events) => {
        let expected: string | null = null;
        let state = INITIAL_CART_ID_STATE;
        for (const e of events) {
          state = reduceCartId(state, e);
          if (e.type === 'created' && e.cartId.trim()) expected = e.cartId.trim();
          if (e.type === 'load_failed' || e.type === 'cleared' || (e.type === 'line_deleted' && e.remainingProducts === 0)) expected = null;
          expect(state.cartId).toBe(expected);
        }
      }),
    );
  });
});
