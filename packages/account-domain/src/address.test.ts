import { describe, expect, it } from 'vitest';
import { isUsState, isUsZip, US_STATES, validateUsAddress } from './address.js';

const good = { firstName: 'Ada', lastName: 'Pool', street1: '1 Main St', city: 'San Antonio', state: 'TX', zip: '78201' };

describe('US addresses', () => {
  it('knows the 50 states and DC', () => {
    expect(Object.keys(US_STATES)).toHaveLength(51);
    expect(isUsState('DC')).toBe(true);
    expect(isUsState('tx')).toBe(false);
    expect(isUsState('toString')).toBe(false);
  });

  it('takes five-digit and ZIP+4 codes only', () => {
    expect(isUsZip('78201')).toBe(true);
    expect(isUsZip('78201-1234')).toBe(true);
    expect(isUsZip('7820')).toBe(false);
    expect(isUsZip('78201-12')).toBe(false);
    expect(isUsZip('abcde')).toBe(false);
  });

  it('accepts a complete address', () => {
    expect(validateUsAddress(good)).toEqual({});
    expect(validateUsAddress({ ...good, phone: '(210) 555-0100' })).toEqual({});
    expect(validateUsAddress({ ...good, phone: '+1 210 555 0100' })).toEqual({});
  });

  it('names every missing or wrong field', () => {
    expect(validateUsAddress({ firstName: ' ', lastName: '', street1: '', city: '', state: 'XX', zip: '1', phone: '555' })).toEqual({
      firstName: ['First name is required.'],
      lastName: ['Last name is required.'],
      street1: ['Street address is required.'],
      city: ['City is required.'],
      state: ['Choose a US state.'],
      zip: ['Enter a 5-digit ZIP code.'],
      phone: ['Enter a 10-digit phone number.'],
    });
  });
});
