import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURE_MESSAGES,
  ACCOUNT_LOADING_MESSAGES,
  ACCOUNT_SUCCESS_MESSAGES,
  TOAST_HIDE_AFTER_MS,
  toastAutoHideMs,
} from './messages.js';

// These strings are part of the product spec (account.md section 8), typos included.
describe('account messages', () => {
  it('failures match the spec exactly', () => {
    expect(ACCOUNT_FAILURE_MESSAGES).toEqual({
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
    });
  });

  it('success toasts match the spec exactly', () => {
    const { productSavedTo, ...fixed } = ACCOUNT_SUCCESS_MESSAGES;
    expect(fixed).toEqual({
      login: 'Logged in successfully',
      register: 'Register successfully!',
      logout: 'Logout successfully!',
      passwordResetEmailSent: 'Password reset email sent.',
      reviewed: 'Successfully reviewed.',
      question: 'Successfully question.',
      savedProductRemoved: 'Saved Product Removed',
      imageUploaded: 'Image uploaded successfully.',
    });
    expect(productSavedTo('Backyard Pool')).toBe('Product Saved to Backyard Pool');
  });

  it('loading toasts match the spec exactly', () => {
    const { findingOrder, ...fixed } = ACCOUNT_LOADING_MESSAGES;
    expect(fixed).toEqual({
      sendingResetPassword: 'Sending reset password...',
      sendingLoginLink: 'Sending One Click Login Link...',
      sendingReview: 'Sending review product...',
      sendingQuestion: 'Sending question...',
      updatingEmail: 'Updating your email...',
    });
    expect(findingOrder('10042')).toBe('Finding 10042 order...');
    expect(findingOrder(7)).toBe('Finding 7 order...');
  });

  it('toasts hide after 5000 ms except loading ones', () => {
    expect(TOAST_HIDE_AFTER_MS).toBe(5000);
    expect(toastAutoHideMs('success')).toBe(5000);
    expect(toastAutoHideMs('error')).toBe(5000);
    expect(toastAutoHideMs('info')).toBe(5000);
    expect(toastAutoHideMs('loading')).toBeNull();
  });
});
