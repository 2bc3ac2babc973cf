/**
 * The account area's user-visible messages, exactly as the spec (account.md section 8) writes them,
 * typos included: other teams compare against these strings, so they must not be "fixed" here.
 *
 * @packageDocumentation
 */

/**
 * Failure messages of the account area.
 *
 * `imageUpload` is also shown when deleting an image fails (the spec notes this wrong reuse and keeps it).
 *
 * @example
 * ```ts
 * import { ACCOUNT_FAILURE_MESSAGES } from '@pool/account-domain';
 * toast.error(ACCOUNT_FAILURE_MESSAGES.review); // 'Sent revivew failure.'
 * ```
 */
export const ACCOUNT_FAILURE_MESSAGES = {
  login: 'Email or Password is incorrect. Try again or reset your password.',
  magicLinkLogin: 'Token incorrect.',
  passwordReset: 'Password reset failed. Please try again.',
  /** Also used when sending a one-click (magic) login link fails. */
  resetEmailSend: 'Password reset email sent failed.',
  logout: 'Failed to logout.',
  orderLookup: 'Error getting order.',
  review: 'Sent revivew failure.',
  question: 'Sent question failure.',
  rewardsHistory: 'No History Found.',
  imageUpload: 'Failed to upload image',
  emailSendDefault: 'Oops, there was a problem, please try again later.',
  tokenExpired: 'Token is expired or incorrect.',
  forbidden: 'You do not have permission to do that.',
} as const;

/**
 * Success toasts of the account area. `productSavedTo` needs the pool's name.
 *
 * @example
 * ```ts
 * import { ACCOUNT_SUCCESS_MESSAGES } from '@pool/account-domain';
 * ACCOUNT_SUCCESS_MESSAGES.register; // 'Register successfully!'
 * ACCOUNT_SUCCESS_MESSAGES.productSavedTo('Backyard'); // 'Product Saved to Backyard'
 * ```
 */
export const ACCOUNT_SUCCESS_MESSAGES = {
  login: 'Logged in successfully',
  register: 'Register successfully!',
  logout: 'Logout successfully!',
  passwordResetEmailSent: 'Password reset email sent.',
  reviewed: 'Successfully reviewed.',
  question: 'Successfully question.',
  productSavedTo: (poolName: string): string => `Product Saved to ${poolName}`,
  savedProductRemoved: 'Saved Product Removed',
  imageUploaded: 'Image uploaded successfully.',
} as const;

/**
 * Loading toasts of the account area (they stay until hidden). `findingOrder` needs the order number.
 *
 * @example
 * ```ts
 * import { ACCOUNT_LOADING_MESSAGES } from '@pool/account-domain';
 * ACCOUNT_LOADING_MESSAGES.findingOrder('10042'); // 'Finding 10042 order...'
 * ```
 */
export const ACCOUNT_LOADING_MESSAGES = {
  sendingResetPassword: 'Sending reset password...',
  sendingLoginLink: 'Sending One Click Login Link...',
  findingOrder: (order: string | number): string => `Finding ${order} order...`,
  sendingReview: 'Sending review product...',
  sendingQuestion: 'Sending question...',
  updatingEmail: 'Updating your email...',
} as const;

/**
 * How a toast is shown: `loading` shows a spinner and never hides on its own.
 *
 * @example
 * ```ts
 * import type { ToastStatus } from '@pool/account-domain';
 * const status: ToastStatus = 'loading';
 * ```
 */
export type ToastStatus = 'success' | 'error' | 'info' | 'loading';

/**
 * Milliseconds after which a non-loading toast hides itself.
 *
 * @example
 * ```ts
 * import { TOAST_HIDE_AFTER_MS } from '@pool/account-domain';
 * setTimeout(hide, TOAST_HIDE_AFTER_MS); // 5000
 * ```
 */
export const TOAST_HIDE_AFTER_MS = 5000;

/**
 * When a toast of the given status hides itself: after {@link TOAST_HIDE_AFTER_MS}, or never (`null`)
 * for loading toasts, which stay until they are replaced or hidden.
 *
 * @example
 * ```ts
 * import { toastAutoHideMs } from '@pool/account-domain';
 * toastAutoHideMs('success'); // 5000
 * toastAutoHideMs('loading'); // null
 * ```
 */
export function toastAutoHideMs(status: ToastStatus): number | null {
  return status === 'loading' ? null : TOAST_HIDE_AFTER_MS;
}
