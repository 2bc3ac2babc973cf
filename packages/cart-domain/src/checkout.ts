import type { ShippingMethod } from './free-shipping.js';

/**
 * The ways an order ships, as the checkout form posts them.
 *
 * @example
 * ```ts
 * SHIPPING_METHODS.includes('economy'); // true
 * ```
 */
export const SHIPPING_METHODS: readonly ShippingMethod[] = ['standard', 'economy', 'same_day'];

/**
 * Whether a posted or queried value names a shipping method.
 *
 * @example
 * ```ts
 * isShippingMethod('same_day'); // true
 * isShippingMethod('overnight'); // false
 * ```
 */
export function isShippingMethod(value: unknown): value is ShippingMethod {
  return typeof value === 'string' && (SHIPPING_METHODS as readonly string[]).includes(value);
}

/**
 * The checkout page's messages when an order is not placed.
 *
 * @example
 * ```ts
 * CHECKOUT_MESSAGES.checkFields; // 'Please check the highlighted fields.'
 * ```
 */
export const CHECKOUT_MESSAGES = {
  checkFields: 'Please check the highlighted fields.',
  reload: 'Please reload the page and try again.',
  notPlaced: 'We could not place your order. Please try again: you will not be charged twice.',
  chooseAddress: 'Choose one of your addresses or enter a new one.',
  loadRefused: "That cart can't be opened here: it may have been ordered already, or it belongs to another account.",
} as const;

/** What the checkout page answers for a refused order: its status, its message, and whether the field messages show. */
export interface CheckoutRefusal {
  status: 400 | 402 | 409 | 422 | 503;
  message: string | null;
  fieldErrors: boolean;
}

/**
 * The answer to an order the server refused with `status` and a problem titled `title`: a declined
 * card (402) shows the title and the card's field messages; a changed cart (409) the title; invalid
 * fields (422) their messages under the title or "check the highlighted fields"; a stale form (400)
 * asks for a reload; anything else may be retried, since the same attempt is never charged twice.
 *
 * @example
 * ```ts
 * checkoutRefusal(402, 'Your card was declined.'); // { status: 402, message: 'Your card was declined.', fieldErrors: true }
 * checkoutRefusal(500, null).message; // CHECKOUT_MESSAGES.notPlaced
 * ```
 */
export function checkoutRefusal(status: number, title: string | null): CheckoutRefusal {
  switch (status) {
    case 402:
      return { status, message: title, fieldErrors: true };
    case 409:
      return { status, message: title, fieldErrors: false };
    case 422:
      return { status, message: title ?? CHECKOUT_MESSAGES.checkFields, fieldErrors: true };
    case 400:
      return { status, message: CHECKOUT_MESSAGES.reload, fieldErrors: false };
    default:
      return { status: 503, message: CHECKOUT_MESSAGES.notPlaced, fieldErrors: false };
  }
}
