import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, CART_TOASTS } from './messages.js';
import { SPEC_CART_MESSAGES, SPEC_CART_TOASTS } from './test/spec-fixtures.js';

describe('cart toasts', () => {
  it('are the texts of spec shopping.md section 8, in order and verbatim', () => {
    expect(Object.values(CART_TOASTS)).toEqual(SPEC_CART_TOASTS);
  });

  it('keeps the leading space of the add-to-cart success toast', () => {
    expect(CART_TOASTS.addedToCart.startsWith(' ')).toBe(true);
  });
});

describe('cart messages', () => {
  it('match the spec wording', () => {
    expect(CART_MESSAGES).toMatchObject(SPEC_CART_MESSAGES);
  });
});
