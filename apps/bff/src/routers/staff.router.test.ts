import { describe, expect, it } from 'vitest';
import { auditActionOf } from './staff.router.js';

describe('auditActionOf', () => {
  it.each([
    ['POST', '/v1/cart/items', 'cart-change'],
    ['DELETE', '/v1/cart/items/abc', 'cart-change'],
    ['POST', '/v1/quotes/0d3c1b2a-1111-4aaa-8bbb-123456789abc/cart', 'cart-change'],
    ['POST', '/v1/checkout', 'order-placed'],
    ['PUT', '/v1/account/addresses/3', 'address-change'],
    ['POST', '/v1/quotes/request', 'quote-created'],
    ['POST', '/v1/staff/quote', 'quote-created'],
    ['POST', '/v1/account/settings', 'account-change'],
    ['POST', '/v1/pools', 'other-write'],
  ])('%s %s is %s', (method, path, action) => {
    expect(auditActionOf(method, path)).toBe(action);
  });
});
