/**
 * Form rules and their messages: newsletter sign-up, registration error maps, the scan-link phone and
 * the numeric-only input filter.
 *
 * @packageDocumentation
 */

/**
 * The newsletter sign-up messages.
 *
 * @example
 * ```ts
 * import { NEWSLETTER_MESSAGES } from '@pool/account-domain';
 * NEWSLETTER_MESSAGES.required; // 'Email is required.'
 * ```
 */
export const NEWSLETTER_MESSAGES = {
  required: 'Email is required.',
  invalid: 'Invalid email address.',
  success: "Success! You're now subscribed to receive savings and tips.",
} as const;

/**
 * A newsletter email validation failure message.
 *
 * @example
 * ```ts
 * import type { NewsletterEmailError } from '@pool/account-domain';
 * const error: NewsletterEmailError = 'Invalid email address.';
 * ```
 */
export type NewsletterEmailError = (typeof NEWSLETTER_MESSAGES)['required' | 'invalid'];

// One "@", no whitespace, a non-empty local part and a dotted domain with non-empty labels.
// Deliberately loose: the subscription service is the authority on deliverability.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * Validates the newsletter email after trimming it: required, then a valid address.
 *
 * @example
 * ```ts
 * import { validateNewsletterEmail } from '@pool/account-domain';
 * validateNewsletterEmail('  sam@example.com '); // { ok: true, email: 'sam@example.com' }
 * validateNewsletterEmail('   '); // { ok: false, error: 'Email is required.' }
 * validateNewsletterEmail('sam@'); // { ok: false, error: 'Invalid email address.' }
 * ```
 */
export function validateNewsletterEmail(
  value: string,
): { readonly ok: true; readonly email: string } | { readonly ok: false; readonly error: NewsletterEmailError } {
  const email = value.trim();
  if (email === '') return { ok: false, error: NEWSLETTER_MESSAGES.required };
  if (!EMAIL_SHAPE.test(email)) return { ok: false, error: NEWSLETTER_MESSAGES.invalid };
  return { ok: true, email };
}

/**
 * The message to show under the newsletter field: none until the field is touched, then the
 * validation error if any.
 *
 * @example
 * ```ts
 * import { newsletterFieldMessage } from '@pool/account-domain';
 * newsletterFieldMessage({ value: '', touched: false }); // null
 * newsletterFieldMessage({ value: '', touched: true }); // 'Email is required.'
 * ```
 */
export function newsletterFieldMessage(field: {
  readonly value: string;
  readonly touched: boolean;
}): NewsletterEmailError | null {
  if (!field.touched) return null;
  const result = validateNewsletterEmail(field.value);
  return result.ok ? null : result.error;
}

/**
 * Decides a newsletter submit: ignored while the email is invalid or a submit is already sending,
 * otherwise send the trimmed email.
 *
 * @example
 * ```ts
 * import { submitNewsletter } from '@pool/account-domain';
 * const decision = submitNewsletter({ value: email, sending });
 * if (decision.ok) subscribe(decision.email);
 * ```
 */
export function submitNewsletter(form: {
  readonly value: string;
  readonly sending: boolean;
}):
  | { readonly ok: true; readonly email: string }
  | { readonly ok: false; readonly reason: 'sending' }
  | { readonly ok: false; readonly reason: 'invalid'; readonly error: NewsletterEmailError } {
  if (form.sending) return { ok: false, reason: 'sending' };
  const result = validateNewsletterEmail(form.value);
  return result.ok ? result : { ok: false, reason: 'invalid', error: result.error };
}

/**
 * A server error map: field name to one message or a list of messages.
 *
 * @example
 * ```ts
 * import type { FieldErrorMap } from '@pool/account-domain';
 * const errors: FieldErrorMap = { email: ['The email has already been taken.'] };
 * ```
 */
export type FieldErrorMap = Readonly<Record<string, string | readonly string[] | null | undefined>>;

/**
 * One paragraph of a field error display.
 *
 * @example
 * ```ts
 * import type { FieldErrorParagraph } from '@pool/account-domain';
 * const p: FieldErrorParagraph = { field: 'email', message: 'The email has already been taken.' };
 * ```
 */
export interface FieldErrorParagraph {
  readonly field: string;
  readonly message: string;
}

function messagesOf(value: string | readonly string[] | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  return (typeof value === 'string' ? [value] : [...value]).filter((m) => m.trim() !== '');
}

/**
 * Registration errors as shown: the first message of each field, each in its own paragraph, in the
 * map's field order. Fields without a message are skipped.
 *
 * @example
 * ```ts
 * import { registrationErrorParagraphs } from '@pool/account-domain';
 * registrationErrorParagraphs({
 *   email: ['The email has already been taken.', 'The email must be valid.'],
 *   password: 'The password must be at least 8 characters.',
 * });
 * // [{ field: 'email', message: 'The email has already been taken.' },
 * //  { field: 'password', message: 'The password must be at least 8 characters.' }]
 * ```
 */
export function registrationErrorParagraphs(errors: FieldErrorMap): FieldErrorParagraph[] {
  const paragraphs: FieldErrorParagraph[] = [];
  for (const [field, value] of Object.entries(errors)) {
    const first = messagesOf(value)[0];
    if (first !== undefined) paragraphs.push({ field, message: first });
  }
  return paragraphs;
}

/**
 * Every message of an error map, one paragraph per message, in field order (used for server
 * validation errors in general; registration shows only the first per field).
 *
 * @example
 * ```ts
 * import { errorMapParagraphs } from '@pool/account-domain';
 * errorMapParagraphs({ zip: ['Zip is required.', 'Zip must be 5 digits.'] });
 * // ['Zip is required.', 'Zip must be 5 digits.']
 * ```
 */
export function errorMapParagraphs(errors: FieldErrorMap): string[] {
  return Object.values(errors).flatMap(messagesOf);
}

/**
 * The scan-link phone number as sent: digits only.
 *
 * @example
 * ```ts
 * import { scanLinkPhone } from '@pool/account-domain';
 * scanLinkPhone('(888) 756-9666'); // '8887569666'
 * ```
 */
export function scanLinkPhone(input: string): string {
  return input.replace(/[^0-9]/g, '');
}

/**
 * The numeric-only key filter: whether a typed character may enter a numeric field (a digit or the
 * dot). Anything else, including multi-character key names, is refused; callers let navigation
 * keys through before asking.
 *
 * @example
 * ```ts
 * import { isNumericKeyAllowed } from '@pool/account-domain';
 * isNumericKeyAllowed('7'); // true
 * isNumericKeyAllowed('.'); // true
 * isNumericKeyAllowed('e'); // false
 * ```
 */
export function isNumericKeyAllowed(key: string): boolean {
  return /^[0-9.]$/.test(key);
}

/**
 * The numeric-only filter applied to pasted text: keeps digits and dots.
 *
 * @example
 * ```ts
 * import { filterNumericInput } from '@pool/account-domain';
 * filterNumericInput('7.2 ppm'); // '7.2'
 * ```
 */
export function filterNumericInput(text: string): string {
  return text.replace(/[^0-9.]/g, '');
}
