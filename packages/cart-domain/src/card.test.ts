import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, checkCard, isExpired, parseExpiry, passesLuhn } from './card.js';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('card checks', () => {
  it('reads digits grouped by spaces or dashes, 12 to 19 of them', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242-4242-4242-4242')).toBe('4242424242424242');
    expect(cardDigits('4242x4242')).toBeNull();
    expect(cardDigits('42424242424')).toBeNull();
  });

  it('applies the Luhn check', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000009995')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
  });

  it('knows the brands by their prefixes', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('unknown');
  });

  it('keeps a card good through the last day of its expiry month', () => {
    expect(isExpired(11, 2026, NOW)).toBe(false);
    expect(isExpired(10, 2026, NOW)).toBe(true);
    expect(isExpired(1, 27, NOW)).toBe(false);
    expect(isExpired(12, 2025, NOW)).toBe(true);
  });

  it('answers a good card as brand and last four, and every bad field with its message', () => {
    const good = checkCard({ number: '4242 4242 4242 4242', expMonth: 12, expYear: 2027, cvc: '123' }, NOW);
    expect(good).toEqual({ ok: true, card: { digits: '4242424242424242', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2027 } });
    expect(checkCard({ number: '4242424242424241', expMonth: 13, expYear: 2027, cvc: '1234' }, NOW)).toEqual({
      ok: false,
      errors: {
        number: ['Your card number is invalid.'],
        expiry: ["Your card's expiration date is invalid."],
        cvc: ["Your card's security code must be 3 digits."],
      },
    });
    expect(checkCard({ number: '4242424242424242', expMonth: 10, expYear: 2026, cvc: '123' }, NOW)).toMatchObject({ ok: false, errors: { expiry: ['Your card has expired.'] } });
    expect(checkCard({ number: '378282246310005', expMonth: 1, expYear: 2030, cvc: '123' }, NOW)).toMatchObject({ ok: false, errors: { cvc: ["Your card's security code must be 4 digits."] } });
  });

  it('reads an expiry typed as MM/YY', () => {
    expect(parseExpiry('12/30')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry(' 01 / 2031 ')).toEqual({ expMonth: 1, expYear: 2031 });
    expect(parseExpiry('1230')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('12/3')).toBeNull();
    expect(parseExpiry('soon')).toBeNull();
  });
});
