/**
 * Card details as a shopper types them, checked the way a card processor checks them before it
 * authorizes: the number (digits, length, Luhn), the expiry (a month not yet over) and the CVC (three
 * digits, four for American Express). The number leaves this module only as its brand and last four.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export interface CardInput {
  number: string;
  /** 1-12. */
  expMonth: number;
  /** Four digits, or two (read as 20xx). */
  expYear: number;
  cvc: string;
}

export interface CheckedCard {
  /** Digits only: for the processor, never stored or logged. */
  digits: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type CardErrors = Partial<Record<'number' | 'expiry' | 'cvc', string[]>>;

/** Spaces and dashes are how people group digits; anything else makes the number invalid. */
export function cardDigits(number: string): string | null {
  const compact = number.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(compact) ? compact : null;
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** A card is good through the last day of its expiry month (in UTC, as processors count it). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
}

/** Checks a card; either the checked card or the errors per field, worded for the shopper. */
export function checkCard(input: CardInput, now: Date): { ok: true; card: CheckedCard } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {};
  const digits = cardDigits(input.number);
  if (!digits || !passesLuhn(digits)) errors.number = ['Your card number is invalid.'];
  const brand = digits ? cardBrand(digits) : 'unknown';
  const month = input.expMonth;
  const year = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year > now.getUTCFullYear() + 20) {
    errors.expiry = ['Your card\'s expiration date is invalid.'];
  } else if (isExpired(month, year, now)) {
    errors.expiry = ['Your card has expired.'];
  }
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) errors.cvc = [`Your card's security code must be ${cvcLength} digits.`];
  if (Object.keys(errors).length > 0 || !digits) return { ok: false, errors };
  return { ok: true, card: { digits, brand, last4: digits.slice(-4), expMonth: month, expYear: year } };
}
