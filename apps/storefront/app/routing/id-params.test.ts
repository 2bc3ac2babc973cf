import { describe, expect, it } from 'vitest';
import { orderIdParam, returnIdParam } from './id-params';

const statusOf = (read: () => unknown) => {
  try {
    read();
    return null;
  } catch (thrown) {
    return thrown instanceof Response ? thrown.status : 'not a response';
  }
};

describe('ids in a page address', () => {
  it('reads an order id of 1 to 10 digits as a number, anything else is a 404', () => {
    expect(orderIdParam('1042')).toBe(1042);
    expect(orderIdParam('0000000007')).toBe(7);
    for (const value of [undefined, '', '12345678901', '1e3', '-1', '12 ']) expect(statusOf(() => orderIdParam(value))).toBe(404);
  });

  it('reads a return id as text, a positive number of at most 9 digits; anything else is a 404', () => {
    expect(returnIdParam('17')).toBe('17');
    expect(returnIdParam('999999999')).toBe('999999999');
    for (const value of [undefined, null, '', '0', '017', '1000000000', 'x']) expect(statusOf(() => returnIdParam(value))).toBe(404);
  });
});
