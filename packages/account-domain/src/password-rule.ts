/**
 * The password rule of registration and reset, stated on both forms.
 *
 * @packageDocumentation
 */

/** The minimum length of a new password. */
export const PASSWORD_MIN_LENGTH = 10;
/** The maximum length (argon2 hashes anything, but a megabyte of password is an attack). */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * The rule as the forms state it.
 *
 * @example
 * ```ts
 * import { PASSWORD_RULE } from '@pool/account-domain';
 * PASSWORD_RULE; // 'At least 10 characters; not your email and not a common password.'
 * ```
 */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters; not your email and not a common password.`;

/** The messages of the rule, one per way a password can break it. */
export const PASSWORD_MESSAGES = {
  required: 'Password is required.',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  isEmail: 'Password must not be your email.',
  common: 'This password is too common. Choose another.',
} as const;

// The most common passwords of public breach lists that are at least 10 characters long (shorter ones
// already fail the length rule). Compared case-insensitively.
const COMMON = new Set([
  '1234567890', '0123456789', '1234567891', '12345678910', '0987654321', '1111111111', '0000000000', '123123123123',
  'qwertyuiop', 'qwertyuiop1', '1q2w3e4r5t', '1qaz2wsx3edc', 'qazwsxedcrfv', 'asdfghjkl1', 'zxcvbnm123',
  'password12', 'password123', 'password1234', 'passw0rd123', 'iloveyou12', 'football123', 'baseball12',
  'princess12', 'sunshine12', 'welcome123', 'abc1234567', 'abcdefghij', 'abcd123456', 'qwerty1234', 'qwerty12345',
  'letmein123', 'monkey1234', 'dragon1234', 'trustno1234', 'michael123', 'superman12', 'administrator', 'changeme123',
  'poolsupplies', 'poolsupplies1', 'swimmingpool', 'swimmingpool1',
]);

/**
 * What is wrong with a new password, as messages (empty when it is acceptable). The email is compared
 * case-insensitively, also without its domain part when that part alone is long enough to matter.
 *
 * @example
 * ```ts
 * import { passwordProblems } from '@pool/account-domain';
 * passwordProblems('short', 'sam@example.com'); // ['Password must be at least 10 characters.']
 * passwordProblems('sam@example.com', 'sam@example.com'); // ['Password must not be your email.']
 * passwordProblems('Password123', 'sam@example.com'); // ['This password is too common. Choose another.']
 * passwordProblems('blue-heron-42', 'sam@example.com'); // []
 * ```
 */
export function passwordProblems(password: string, email = ''): string[] {
  if (password.length === 0) return [PASSWORD_MESSAGES.required];
  if (password.length < PASSWORD_MIN_LENGTH) return [PASSWORD_MESSAGES.tooShort];
  if (password.length > PASSWORD_MAX_LENGTH) return [PASSWORD_MESSAGES.tooLong];
  const lower = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const mailbox = address.split('@')[0] ?? '';
  if (address !== '' && (lower === address || (mailbox.length >= PASSWORD_MIN_LENGTH && lower === mailbox))) return [PASSWORD_MESSAGES.isEmail];
  if (COMMON.has(lower)) return [PASSWORD_MESSAGES.common];
  return [];
}
