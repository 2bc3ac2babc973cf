/**
 * Money in integer cents, and its USD en-US display.
 *
 * Upstream systems send prices as dollar numbers (`19.99`); binary floating point cannot hold most of
 * those exactly, so every rule in this package works on whole cents and converts once, at its boundary.
 */

/**
 * An amount of US money in whole cents (`1999` is $19.99).
 *
 * @example
 * ```ts
 * const shippingFee: Cents = 695; // $6.95
 * ```
 */
export type Cents = number;

/**
 * Converts an upstream dollar amount to whole cents, rounding to the nearest cent so that the
 * floating-point noise of `19.99 * 100` (`1998.9999999999998`) cannot leak into prices.
 *
 * @throws RangeError when `dollars` is not a finite number (a broken upstream payload, not a business case).
 * @example
 * ```ts
 * toCents(19.99); // 1999
 * toCents(0.1 + 0.2); // 30
 * ```
 */
export function toCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) {
    throw new RangeError(`toCents expects a finite dollar amount, got ${String(dollars)}`);
  }
  const cents = Math.round(dollars * 100);
  // Math.round(-0.4) is -0; normalise so that equality checks and formatting never see a negative zero.
  return cents === 0 ? 0 : cents;
}

/**
 * Converts whole cents back to a dollar number, for payloads that upstream systems expect in dollars.
 *
 * @example
 * ```ts
 * toDollars(1999); // 19.99
 * ```
 */
export function toDollars(cents: Cents): number {
  return cents / 100;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats cents as US dollars the way the store shows every price: en-US, USD, two decimals.
 *
 * @example
 * ```ts
 * formatMoney(123450); // "$1,234.50"
 * formatMoney(-695); // "-$6.95"
 * ```
 */
export function formatMoney(cents: Cents): string {
  const rounded = Math.round(cents);
  // Intl's own answer where it is not a plain amount: NaN, infinities, and a quadrillion cents or
  // more, where dividing by 100 no longer gives the exact hundredths Intl would then write.
  if (!(Math.abs(rounded) < 1e15)) return usd.format(rounded / 100);
  // The same text as `usd.format(rounded / 100)` (a test compares them), written out: ICU takes a few
  // microseconds a call, and a listing shows dozens of prices (docs/decisions/0048). Intl writes -0
  // as "-$0.00", and so does this.
  const negative = rounded < 0 || Object.is(rounded, -0);
  const abs = negative ? -rounded : rounded;
  const fraction = abs % 100;
  const whole = String((abs - fraction) / 100);
  const grouped = whole.length > 3 ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole;
  return `${negative ? '-' : ''}$${grouped}.${fraction < 10 ? '0' : ''}${fraction}`;
}

const MONEY_PATTERN = /^(-)?\$?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?$/;

/**
 * Reads a dollar string as shown by {@link formatMoney} (or typed without `$` and commas) back into
 * cents; `null` when the text is not an amount.
 *
 * @example
 * ```ts
 * parseMoney('$1,234.50'); // 123450
 * parseMoney('6.95'); // 695
 * parseMoney('six dollars'); // null
 * ```
 */
export function parseMoney(text: string): Cents | null {
  const match = MONEY_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, minus, whole = '0', fraction = '00'] = match;
  const cents = Number(whole.replaceAll(',', '')) * 100 + Number(fraction);
  if (!Number.isSafeInteger(cents)) return null;
  return minus && cents !== 0 ? -cents : cents;
}
