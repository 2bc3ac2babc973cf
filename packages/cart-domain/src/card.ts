/**
 * Card details as a shopper types them, checked the way a card processor checks them before it
 * authorizes: the number (digits, length, Luhn), the expiry (a month not yet over) and the CVC (three
 * digits, four for American Express). The checkout form checks as the shopper types; commerce-api
 * checks again before it calls the processor. Pure: the clock is an argument.
 */

/**
 * A card network, read from the number's prefix.
 *
 * @example
 * ```ts
 * const brand: CardBrand = cardBrand('4242424242424242'); // 'visa'
 * ```
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/**
 * A card as typed.
 *
 * @example
 * ```ts
 * const input: CardInput = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
 * ```
 */
export interface CardInput {
  number: string;
  /** 1-12. */
  expMonth: number;
  /** Four digits, or two (read as 20xx). */
  expYear: number;
  cvc: string;
}

/**
 * A card that passed {@link checkCard}.
 *
 * @example
 * ```ts
 * const checked = checkCard({ number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '123' }, new Date());
 * if (checked.ok) checked.card.last4; // '4242'
 * ```
 */
export interface CheckedCard {
  /** Digits only: for the processor, never stored or logged. */
  digits: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * Messages per card field.
 *
 * @example
 * ```ts
 * const errors: CardErrors = { cvc: ["Your card's security code must be 3 digits."] };
 * ```
 */
export type CardErrors = Partial<Record<'number' | 'expiry' | 'cvc', string[]>>;

/**
 * The digits of a card number; spaces and dashes are how people group them, anything else (or fewer
 * than 12 or more than 19 digits) makes the number invalid.
 *
 * @example
 * ```ts
 * cardDigits('4242 4242 4242 4242'); // '4242424242424242'
 * cardDigits('4242x4242'); // null
 * ```
 */
export function cardDigits(number: string): string | null {
  const compact = number.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(compact) ? compact : null;
}

/**
 * The Luhn (mod 10) check digit test every card number passes.
 *
 * @example
 * ```ts
 * passesLuhn('4242424242424242'); // true
 * passesLuhn('4242424242424241'); // false
 * ```
 */
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

/**
 * The network of a card number.
 *
 * @example
 * ```ts
 * cardBrand('378282246310005'); // 'amex'
 * ```
 */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/**
 * A card is good through the last day of its expiry month (in UTC, as processors count it); a
 * two-digit year is 20xx.
 *
 * @example
 * ```ts
 * isExpired(10, 2026, new Date('2026-11-25T12:00:00Z')); // true
 * isExpired(11, 26, new Date('2026-11-25T12:00:00Z')); // false
 * ```
 */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
}

/**
 * Checks a card; either the checked card or the errors per field, worded for the shopper.
 *
 * @example
 * ```ts
 * checkCard({ number: '4242424242424241', expMonth: 12, expYear: 2030, cvc: '123' }, new Date());
 * // { ok: false, errors: { number: ['Your card number is invalid.'] } }
 * ```
 */
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

/**
 * Reads an expiry typed as `MM/YY` (or `MM / YYYY`, `MMYY`) into month and year; null when it is not one.
 *
 * @example
 * ```ts
 * parseExpiry('12/30'); // { expMonth: 12, expYear: 2030 }
 * parseExpiry('1230'); // { expMonth: 12, expYear: 2030 }
 * parseExpiry('soon'); // null
 * ```
 */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
}
