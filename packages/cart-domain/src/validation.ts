/**
 * Client-side checks of the cart area's forms, with the spec's messages: email cart, quote request,
 * notify-me, deliver-to zip and add-to-cart.
 */
import { CART_MESSAGES } from './messages.js';

/**
 * Per-field messages of a failed check, keyed by field name.
 *
 * @example
 * ```ts
 * const errors: FieldErrors<'email'> = { email: 'Email is required.' };
 * ```
 */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Result of a form check: the trimmed values, or per-field messages.
 *
 * @example
 * ```ts
 * const result: Validation<{ email: string }, 'email'> = validateNotifyMe({ email: 'a@b.co' });
 * if (result.ok) send(result.value);
 * ```
 */
export type Validation<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

/**
 * Minimum length of an email-cart message, after trimming.
 *
 * @example
 * ```ts
 * EMAIL_CART_MESSAGE_MIN_LENGTH; // 8
 * ```
 */
export const EMAIL_CART_MESSAGE_MIN_LENGTH = 8;

// One '@', no spaces, a dot in the domain: what the browser's email inputs accept in practice.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * Whether a (trimmed) text looks like an email address.
 *
 * @example
 * ```ts
 * isValidEmail('pat@example.com'); // true
 * isValidEmail('pat@example'); // false
 * ```
 */
export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/**
 * Checks an email field: 'Email is required.' when empty, 'Invalid email address.' when malformed,
 * `null` when fine. The input is trimmed first.
 *
 * @example
 * ```ts
 * emailError('  '); // 'Email is required.'
 * emailError('pat@'); // 'Invalid email address.'
 * emailError('pat@example.com'); // null
 * ```
 */
export function emailError(email: string | null | undefined): string | null {
  const text = email?.trim() ?? '';
  if (!text) return CART_MESSAGES.emailRequired;
  return isValidEmail(text) ? null : CART_MESSAGES.emailInvalid;
}

function finish<T, F extends string>(value: T, errors: FieldErrors<F>): Validation<T, F> {
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}

/**
 * Checks the Email Cart form: email required and valid; message required and at least 8 characters.
 * Inputs are trimmed. The cart id is added by the caller.
 *
 * @example
 * ```ts
 * validateEmailCart({ email: 'pat@example.com', message: 'short' });
 * // { ok: false, errors: { message: 'Message must have at least 8 letters.' } }
 * ```
 */
export function validateEmailCart(input: { email?: string | null; message?: string | null }): Validation<
  { email: string; message: string },
  'email' | 'message'
> {
  const email = input.email?.trim() ?? '';
  const message = input.message?.trim() ?? '';
  const errors: FieldErrors<'email' | 'message'> = {};
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = emailProblem;
  if (!message) errors.message = CART_MESSAGES.messageRequired;
  else if (message.length < EMAIL_CART_MESSAGE_MIN_LENGTH) errors.message = CART_MESSAGES.messageTooShort;
  return finish({ email, message }, errors);
}

/**
 * Whether a form may be submitted: it is valid and not already submitting.
 *
 * @example
 * ```ts
 * canSubmit(validateEmailCart(form), sending); // false while sending
 * ```
 */
export function canSubmit(validation: { ok: boolean }, submitting: boolean): boolean {
  return validation.ok && !submitting;
}

/**
 * Checks a chat request (no live chat configured; docs/decisions/0070): name required ('Name is
 * required.'), then Email Cart's rules for the address and the message. Inputs are trimmed.
 *
 * @example
 * ```ts
 * validateChatRequest({ name: ' ', email: 'pat@example.com', message: 'Which filter fits?' }); // { ok: false, errors: { name: 'Name is required.' } }
 * ```
 */
export function validateChatRequest(input: { name?: string | null; email?: string | null; message?: string | null }): Validation<
  { name: string; email: string; message: string },
  'name' | 'email' | 'message'
> {
  const name = input.name?.trim() ?? '';
  const mail = validateEmailCart(input);
  const errors: FieldErrors<'name' | 'email' | 'message'> = name ? {} : { name: CART_MESSAGES.nameRequired };
  if (!mail.ok) Object.assign(errors, mail.errors);
  return finish({ name, email: input.email?.trim() ?? '', message: input.message?.trim() ?? '' }, errors);
}

/**
 * Checks the notify-me form (same-day delivery not available): email required and valid.
 *
 * @example
 * ```ts
 * validateNotifyMe({ email: '' }); // { ok: false, errors: { email: 'Email is required.' } }
 * ```
 */
export function validateNotifyMe(input: { email?: string | null }): Validation<{ email: string }, 'email'> {
  const email = input.email?.trim() ?? '';
  const problem = emailError(email);
  return finish({ email }, problem ? { email: problem } : {});
}

/**
 * Contact fields of a quote request; company, phone and message are optional.
 *
 * @example
 * ```ts
 * const contact: QuoteContact = { name: 'Pat Lee', email: 'pat@example.com', phone: '', company: '', message: '' };
 * ```
 */
export interface QuoteContact {
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
}

function trimContact(input: Partial<Record<keyof QuoteContact, string | null>>): QuoteContact {
  return {
    name: input.name?.trim() ?? '',
    email: input.email?.trim() ?? '',
    company: input.company?.trim() ?? '',
    phone: input.phone?.trim() ?? '',
    message: input.message?.trim() ?? '',
  };
}

/**
 * Checks the Request a Quote form: Full Name and Email Address are required, and the email field
 * (an email input) must hold an address; phone, company and message are optional. Messages reuse the
 * quote's 'Name is required.' / 'Email is required.' / 'Invalid email address.'.
 *
 * @example
 * ```ts
 * validateQuoteForm({ name: '', email: 'pat@example.com' }); // { ok: false, errors: { name: 'Name is required.' } }
 * ```
 */
export function validateQuoteForm(input: Partial<Record<keyof QuoteContact, string | null>>): Validation<QuoteContact, 'name' | 'email'> {
  const value = trimContact(input);
  const errors: FieldErrors<'name' | 'email'> = {};
  if (!value.name) errors.name = CART_MESSAGES.nameRequired;
  const emailProblem = emailError(value.email);
  if (emailProblem) errors.email = emailProblem;
  return finish(value, errors);
}

/**
 * A product line of a quote request.
 *
 * @example
 * ```ts
 * const line: QuoteProductLine = { id: 12, sku: 'PUMP-1', quantity: 2 };
 * ```
 */
export interface QuoteProductLine {
  id: number | string;
  sku: string;
  quantity: number;
}

/**
 * Checks a quote request before it is sent (store level): email required, name required, at least
 * one product.
 *
 * @example
 * ```ts
 * validateQuoteRequest({ name: 'Pat', email: 'pat@example.com', products: [] });
 * // { ok: false, errors: { products: 'At least one product is required.' } }
 * ```
 */
export function validateQuoteRequest(
  input: Partial<Record<keyof QuoteContact, string | null>> & { products?: readonly QuoteProductLine[] | null },
): Validation<QuoteContact & { products: QuoteProductLine[] }, 'email' | 'name' | 'products'> {
  const value = { ...trimContact(input), products: [...(input.products ?? [])] };
  const errors: FieldErrors<'email' | 'name' | 'products'> = {};
  if (!value.email) errors.email = CART_MESSAGES.emailRequired;
  if (!value.name) errors.name = CART_MESSAGES.nameRequired;
  if (value.products.length === 0) errors.products = CART_MESSAGES.productRequired;
  return finish(value, errors);
}

/**
 * Whether a deliver-to zip may be saved: an empty zip cannot.
 *
 * @example
 * ```ts
 * checkZipInput('  '); // { kind: 'empty' }
 * checkZipInput(' 78201 '); // { kind: 'ok', zip: '78201' }
 * ```
 */
export function checkZipInput(zip: string | null | undefined): { kind: 'empty' } | { kind: 'ok'; zip: string } {
  const text = zip?.trim() ?? '';
  return text ? { kind: 'ok', zip: text } : { kind: 'empty' };
}

/**
 * Reads the delivery lookup of a zip: without a destination city the zip is refused with
 * 'Please enter a valid zip code'.
 *
 * @example
 * ```ts
 * checkZipLookup({ destination: { city: null } }); // { kind: 'invalid', message: 'Please enter a valid zip code' }
 * checkZipLookup({ destination: { city: 'Phoenix' } }); // { kind: 'valid', city: 'Phoenix' }
 * ```
 */
export function checkZipLookup(
  lookup: { destination?: { city?: string | null } | null } | null | undefined,
): { kind: 'valid'; city: string } | { kind: 'invalid'; message: typeof CART_MESSAGES.invalidZip } {
  const city = lookup?.destination?.city?.trim();
  return city ? { kind: 'valid', city } : { kind: 'invalid', message: CART_MESSAGES.invalidZip };
}

/**
 * Add to cart needs a sku and no add already in progress.
 *
 * @example
 * ```ts
 * canAddToCart({ sku: 'PUMP-1', busy: false }); // true
 * canAddToCart({ sku: 'PUMP-1', busy: true }); // false
 * ```
 */
export function canAddToCart(input: { sku?: string | null; busy: boolean }): boolean {
  return Boolean(input.sku?.trim()) && !input.busy;
}

/**
 * A US zip as five digits: `78201`, or ZIP+4 `78201-1234` (the first five are kept); anything else,
 * `null`. The format only: whether the zip exists is the delivery service's answer.
 *
 * @example
 * ```ts
 * normalizeZip(' 78201-1234 '); // '78201'
 * normalizeZip('abc'); // null
 * ```
 */
export function normalizeZip(text: string | null | undefined): string | null {
  const match = /^(\d{5})(?:-\d{4})?$/.exec(text?.trim() ?? '');
  return match ? match[1]! : null;
}
