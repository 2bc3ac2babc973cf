/**
 * Test fixture: the spec's lists of texts of the account area (spec account.md, and site-shell.md for the
 * newsletter), copied letter for letter, typos included. The tests compare the package's constants
 * against these, so a constant that drifts from the spec fails; change a text here only when the spec
 * changes it. Texts with a placeholder ("Product Saved to {pool name}") are checked by their tests.
 */

/** The failure messages of account.md section 8, under the keys of `ACCOUNT_FAILURE_MESSAGES`. */
export const SPEC_FAILURE_MESSAGES = {
  login: 'Email or Password is incorrect. Try again or reset your password.',
  magicLinkLogin: 'Token incorrect.',
  passwordReset: 'Password reset failed. Please try again.',
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
};

/** The success toasts of account.md section 8 but the one with a placeholder. */
export const SPEC_SUCCESS_MESSAGES = {
  login: 'Logged in successfully',
  register: 'Register successfully!',
  logout: 'Logout successfully!',
  passwordResetEmailSent: 'Password reset email sent.',
  reviewed: 'Successfully reviewed.',
  question: 'Successfully question.',
  savedProductRemoved: 'Saved Product Removed',
  imageUploaded: 'Image uploaded successfully.',
};

/** The loading toasts of account.md section 8 but the one with a placeholder. */
export const SPEC_LOADING_MESSAGES = {
  sendingResetPassword: 'Sending reset password...',
  sendingLoginLink: 'Sending One Click Login Link...',
  sendingReview: 'Sending review product...',
  sendingQuestion: 'Sending question...',
  updatingEmail: 'Updating your email...',
};

/** The newsletter form's texts (site-shell.md sections 2 and 5), under the keys of `NEWSLETTER_MESSAGES`. */
export const SPEC_NEWSLETTER_MESSAGES = {
  required: 'Email is required.',
  invalid: 'Invalid email address.',
  success: "Success! You're now subscribed to receive savings and tips.",
};

/** The nine order statuses of account.md section 4, in the spec's order. */
export const SPEC_ORDER_STATUSES = [
  'Pending',
  'Partially Shipped',
  'Awaiting Fulfillment',
  'Shipped',
  'Completed',
  'Cancelled',
  'Refunded',
  'Disputed',
  'Manual Verification Required',
];
