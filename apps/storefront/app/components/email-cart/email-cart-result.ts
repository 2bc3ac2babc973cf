import { shopperError } from '../../lib/error-message';
import { emailCartErrorMessage, validateEmailCart, validateNotifyMe, type FieldErrors } from '@pool/cart-domain';

/**
 * What a mail form's action (/cart/email, /email-product/{sku}) answers the dialog's fetcher (or,
 * without JavaScript, its page).
 */
export type EmailCartResult =
  | { ok: true; to: string }
  | { ok: false; error: string | null; fieldErrors: FieldErrors<'email' | 'message'> };

/**
 * The message shown in red above the send button for a BFF answer that is not a success: the
 * problem's title for a refusal the shopper can act on (422 'Your cart is empty', 409, 429), else
 * cart-domain's default 'Oops, there was a problem, please try again later'.
 *
 * @example
 * ```ts
 * emailCartFailureMessage(422, { title: 'Your cart is empty', status: 422 }); // 'Your cart is empty'
 * emailCartFailureMessage(502, { title: 'Bad Gateway', status: 502 }); // 'Oops, there was a problem, please try again later'
 * ```
 */
export function emailCartFailureMessage(status: number, body: unknown): string {
  const { title } = shopperError({ status, body }, '');
  const shown = status === 409 || status === 422 || status === 429;
  return emailCartErrorMessage(shown && title !== null ? { error: { message: title } } : null);
}

/**
 * The per-field messages of a server refusal (the BFF's errors map), for the fields the form has.
 *
 * @example
 * ```ts
 * fieldErrorsOf({ title: 'Invalid email address.', status: 422, errors: { email: ['Invalid email address.'] } });
 * // { email: 'Invalid email address.' }
 * ```
 */
export function fieldErrorsOf(body: unknown): FieldErrors<'email' | 'message'> {
  const { email, message } = shopperError({ status: 422, body }, '').fieldMessages;
  return { ...(email ? { email } : {}), ...(message ? { message } : {}) };
}

/** Which fields show their message: those the shopper left (blur) or all after a submit attempt. */
export interface Touched {
  email: boolean;
  message: boolean;
}

/**
 * A mail form checked with the spec's rules (inputs trimmed): Email Cart's (cart-domain
 * `validateEmailCart`) with a message, the address alone (`validateNotifyMe`) for Email me.
 *
 * @example
 * ```ts
 * validateMailForm({ email: 'pat@example.com', message: '' }, false); // { ok: true, value: { email: 'pat@example.com', message: '' } }
 * ```
 */
export function validateMailForm(values: { email: string; message: string }, withMessage: boolean): ReturnType<typeof validateEmailCart> {
  if (withMessage) return validateEmailCart(values);
  const checked = validateNotifyMe(values);
  return checked.ok ? { ok: true, value: { email: checked.value.email, message: '' } } : checked;
}

/**
 * The messages to show under the fields as the shopper types: the spec's checks
 * ({@link validateMailForm}, inputs trimmed) for each touched field.
 *
 * @example
 * ```ts
 * visibleFieldErrors({ email: 'pat@', message: '' }, { email: true, message: false });
 * // { email: 'Invalid email address.' }
 * ```
 */
export function visibleFieldErrors(values: { email: string; message: string }, touched: Touched, withMessage = true): FieldErrors<'email' | 'message'> {
  const checked = validateMailForm(values, withMessage);
  if (checked.ok) return {};
  const out: FieldErrors<'email' | 'message'> = {};
  if (touched.email && checked.errors.email) out.email = checked.errors.email;
  if (touched.message && checked.errors.message) out.message = checked.errors.message;
  return out;
}
