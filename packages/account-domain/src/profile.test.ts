import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_LIMIT, formatAddressLines } from './address.js';
import { changesEmail, SETTINGS_MESSAGES, validateProfile } from './profile.js';

const good = { first_name: 'Ada', last_name: 'Pool', email: 'ada@example.com' };

describe('validateProfile', () => {
  it('accepts a complete profile, with or without phone and company', () => {
    expect(validateProfile(good)).toEqual({});
    expect(validateProfile({ ...good, phone: '(210) 555-0100', company: 'Pool Co' })).toEqual({});
    expect(validateProfile({ ...good, phone: '', company: null })).toEqual({});
  });

  it('names every wrong field', () => {
    expect(validateProfile({ first_name: ' ', last_name: '', email: 'ada@', phone: '555', company: 'x'.repeat(121) })).toEqual({
      first_name: [SETTINGS_MESSAGES.firstName],
      last_name: [SETTINGS_MESSAGES.lastName],
      email: ['Invalid email address.'],
      phone: [SETTINGS_MESSAGES.phone],
      company: [SETTINGS_MESSAGES.companyTooLong],
    });
    expect(validateProfile({ ...good, email: '  ' }).email).toEqual(['Email is required.']);
  });
});

describe('changesEmail', () => {
  it('ignores case and surrounding spaces', () => {
    expect(changesEmail('Ada@Example.com', ' ada@example.com ')).toBe(false);
    expect(changesEmail('ada@example.com', 'ada@pool.test')).toBe(true);
  });

  it('is symmetric and false for the same address in any case', () => {
    fc.assert(fc.property(fc.emailAddress(), fc.emailAddress(), (a, b) => {
      expect(changesEmail(a, b)).toBe(changesEmail(b, a));
      expect(changesEmail(a, a.toUpperCase())).toBe(false);
    }));
  });
});

describe('formatAddressLines', () => {
  it('lays out a US label without blank lines', () => {
    expect(formatAddressLines({
      firstName: 'Ada', lastName: 'Pool', company: 'Pool Co', street1: '1 Main St', street2: 'Suite 2', city: 'San Antonio', state: 'TX', zip: '78201', phone: '210-555-0100',
    })).toEqual(['Ada Pool', 'Pool Co', '1 Main St', 'Suite 2', 'San Antonio, TX 78201', '210-555-0100']);
    expect(formatAddressLines({ firstName: 'Ada', lastName: 'Pool', street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', company: ' ', street2: null }))
      .toEqual(['Ada Pool', '1 Main St', 'Austin, TX 78701']);
  });

  it('never yields an empty or untrimmed line', () => {
    const part = fc.option(fc.string({ maxLength: 12 }), { nil: null });
    fc.assert(fc.property(fc.record({
      firstName: fc.string({ maxLength: 12 }), lastName: fc.string({ maxLength: 12 }), company: part, street1: fc.string({ maxLength: 12 }), street2: part,
      city: fc.string({ maxLength: 12 }), state: fc.string({ maxLength: 2 }), zip: fc.string({ maxLength: 10 }), phone: part,
    }), (address) => {
      for (const line of formatAddressLines(address)) {
        expect(line).not.toBe('');
        expect(line).toBe(line.trim());
      }
    }));
  });

  it('allows a sensible address book', () => {
    expect(ADDRESS_BOOK_LIMIT).toBe(20);
  });
});
