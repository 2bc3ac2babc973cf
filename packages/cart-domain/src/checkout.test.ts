import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, checkoutRefusal, isShippingMethod, SHIPPING_METHODS } from './checkout.js';

describe('shipping methods', () => {
  it('knows the three methods and nothing else', () => {
    for (const method of SHIPPING_METHODS) expect(isShippingMethod(method)).toBe(true);
    for (const other of ['overnight', 'STANDARD', '', null, undefined, 1]) expect(isShippingMethod(other)).toBe(false);
  });
});

describe('checkoutRefusal', () => {
  it('shows a declined card with its title and field messages', () => {
    expect(checkoutRefusal(402, 'Your card was declined.')).toEqual({ status: 402, message: 'Your card was declined.', fieldErrors: true });
  });
  it('shows a changed cart with its title only', () => {
    expect(checkoutRefusal(409, 'Your cart changed.')).toEqual({ status: 409, message: 'Your cart changed.', fieldErrors: false });
  });
  it('falls back to "check the highlighted fields" for untitled invalid fields', () => {
    expect(checkoutRefusal(422, null)).toEqual({ status: 422, message: CHECKOUT_MESSAGES.checkFields, fieldErrors: true });
    expect(checkoutRefusal(422, 'Invalid address.').message).toBe('Invalid address.');
  });
  it('asks for a reload on a stale form and a retry on anything else', () => {
    expect(checkoutRefusal(400, 'Bad Request')).toEqual({ status: 400, message: CHECKOUT_MESSAGES.reload, fieldErrors: false });
    for (const status of [500, 502, 404, 429]) expect(checkoutRefusal(status, 'x')).toEqual({ status: 503, message: CHECKOUT_MESSAGES.notPlaced, fieldErrors: false });
  });
});
