/**
 * The account settings rules: the profile form (names, email, phone, company) and what a change of
 * email or password asks for.
 *
 * @packageDocumentation
 */
import { validateNewsletterEmail } from './forms.js';

/** The profile as the settings form sends it (the API's snake_case names). */
export interface ProfileInput {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
}

/** Messages per profile field (the spec's errors map). */
export type ProfileErrors = Partial<Record<keyof ProfileInput | 'current_password', string[]>>;

/** The messages of the settings forms. */
export const SETTINGS_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  phone: 'Enter a 10-digit phone number.',
  companyTooLong: 'Company must be at most 120 characters.',
  currentPasswordRequired: 'Enter your current password to change your email.',
  currentPasswordWrong: 'Your current password is incorrect.',
  samePassword: 'Choose a password different from your current one.',
} as const;

/**
 * Checks a profile (inputs trimmed): required first and last names, a valid email, a phone (when
 * given) of 10 digits with an optional leading 1, a company of at most 120 characters.
 *
 * @example
 * ```ts
 * validateProfile({ first_name: 'Ada', last_name: '', email: 'ada@', phone: '555' });
 * // { last_name: ['Last name is required.'], email: ['Invalid email address.'], phone: ['Enter a 10-digit phone number.'] }
 * ```
 */
export function validateProfile(input: ProfileInput): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!input.first_name?.trim()) errors.first_name = [SETTINGS_MESSAGES.firstName];
  if (!input.last_name?.trim()) errors.last_name = [SETTINGS_MESSAGES.lastName];
  const email = validateNewsletterEmail(input.email ?? '');
  if (!email.ok) errors.email = [email.error];
  const phone = input.phone?.replace(/[\s().+-]/g, '') ?? '';
  if (phone && !/^1?\d{10}$/.test(phone)) errors.phone = [SETTINGS_MESSAGES.phone];
  if ((input.company?.trim().length ?? 0) > 120) errors.company = [SETTINGS_MESSAGES.companyTooLong];
  return errors;
}

/**
 * Whether a profile change moves the account to another email (compared without case or
 * surrounding spaces): such a change needs the current password and a notice to the old address.
 *
 * @example
 * ```ts
 * changesEmail('Ada@Example.com', ' ada@example.com'); // false
 * changesEmail('ada@example.com', 'ada@pool.test'); // true
 * ```
 */
export function changesEmail(current: string, next: string): boolean {
  return current.trim().toLowerCase() !== next.trim().toLowerCase();
}
