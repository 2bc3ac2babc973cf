/**
 * Quantity rules of cart and quote lines: digits-only input, removal below 1, inventory and
 * per-product caps.
 */
import { QUANTITY_DIGITS_ONLY_MESSAGE } from './messages.js';

/**
 * Most units of one product a cart may hold.
 *
 * @example
 * ```ts
 * decideLineQuantity(501); // { kind: 'set', quantity: 500, capped: true }
 * ```
 */
export const PER_PRODUCT_LIMIT = 500;

/**
 * Inventory level assumed for a mini-cart line when the line does not say.
 *
 * @example
 * ```ts
 * decideLineQuantity(150); // { kind: 'set', quantity: MINI_CART_LINE_INVENTORY, capped: true }
 * ```
 */
export const MINI_CART_LINE_INVENTORY = 100;

/**
 * What to do with a quantity typed into a cart line: remove the line, set a (possibly capped)
 * quantity, or refuse the input with a message.
 *
 * @example
 * ```ts
 * const decision: QuantityDecision = decideLineQuantity('3');
 * if (decision.kind === 'set') updateLine(decision.quantity);
 * ```
 */
export type QuantityDecision =
  | { kind: 'remove' }
  | { kind: 'set'; quantity: number; capped: boolean }
  | { kind: 'invalid'; message: string };

const DIGITS = /^\d+$/;

/**
 * Most units a line may hold: its inventory level (100 when unknown) and never more than 500. A line
 * keeps at least 1 as its cap, so a line is never removed by a cap; the server remains the authority
 * on stock.
 *
 * @example
 * ```ts
 * lineQuantityCap(); // 100
 * lineQuantityCap(12); // 12
 * lineQuantityCap(9000); // 500
 * ```
 */
export function lineQuantityCap(inventory?: number | null): number {
  const level = typeof inventory === 'number' && Number.isFinite(inventory) ? Math.floor(inventory) : MINI_CART_LINE_INVENTORY;
  return Math.max(1, Math.min(level, PER_PRODUCT_LIMIT));
}

/**
 * Decides a cart line's new quantity from user input:
 * - strings must be digits only (no sign, no decimals, no spaces inside; surrounding spaces are ignored);
 *   numbers must be whole;
 * - a quantity below 1 removes the line;
 * - otherwise it is capped at the line's inventory (100 for a mini-cart line) and at 500.
 *
 * @example
 * ```ts
 * decideLineQuantity('0'); // { kind: 'remove' }
 * decideLineQuantity('12', { inventory: 10 }); // { kind: 'set', quantity: 10, capped: true }
 * decideLineQuantity('1e3'); // { kind: 'invalid', message: 'Quantity must be a whole number' }
 * ```
 */
export function decideLineQuantity(input: string | number, options: { inventory?: number | null } = {}): QuantityDecision {
  let requested: number;
  if (typeof input === 'string') {
    const text = input.trim();
    if (!DIGITS.test(text)) return { kind: 'invalid', message: QUANTITY_DIGITS_ONLY_MESSAGE };
    requested = Number(text);
  } else {
    if (!Number.isInteger(input)) return { kind: 'invalid', message: QUANTITY_DIGITS_ONLY_MESSAGE };
    requested = input;
  }
  if (requested < 1) return { kind: 'remove' };
  const cap = lineQuantityCap(options.inventory);
  return requested > cap ? { kind: 'set', quantity: cap, capped: true } : { kind: 'set', quantity: requested, capped: false };
}

/**
 * A quote line's quantity: whole, never below 1, no maximum. Unreadable input becomes 1.
 *
 * @example
 * ```ts
 * quoteQuantity(0); // 1
 * quoteQuantity('12'); // 12
 * quoteQuantity(2000); // 2000
 * ```
 */
export function quoteQuantity(input: string | number): number {
  const value = typeof input === 'string' ? (DIGITS.test(input.trim()) ? Number(input.trim()) : Number.NaN) : Math.floor(input);
  return Number.isFinite(value) && value >= 1 ? value : 1;
}

/**
 * Number of items in a cart: the sum of its lines' quantities (shown on the header cart button when
 * above zero and next to the subtotal). Non-positive or unreadable quantities count as 0.
 *
 * @example
 * ```ts
 * cartItemCount([{ quantity: 2 }, { quantity: 3 }]); // 5
 * ```
 */
export function cartItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + (Number.isFinite(line.quantity) && line.quantity > 0 ? line.quantity : 0), 0);
}

/**
 * Keeps only the digits of a quantity input's text (spec: quantity inputs accept digits only).
 *
 * @example
 * ```ts
 * digitsOnly('1a2-'); // '12'
 * ```
 */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/**
 * Whether a key press passes the numeric-only key filter, which allows digits and the dot.
 *
 * @example
 * ```ts
 * isNumericKey('7'); // true
 * isNumericKey('.'); // true
 * isNumericKey('e'); // false
 * ```
 */
export function isNumericKey(key: string): boolean {
  return /^[\d.]$/.test(key);
}
