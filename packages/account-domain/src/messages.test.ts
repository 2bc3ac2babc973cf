import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURE_MESSAGES,
  ACCOUNT_LOADING_MESSAGES,
  ACCOUNT_SUCCESS_MESSAGES,
  TOAST_HIDE_AFTER_MS,
  toastAutoHideMs,
} from './messages.js';
import { SPEC_FAILURE_MESSAGES, SPEC_LOADING_MESSAGES, SPEC_SUCCESS_MESSAGES } from './test/spec-fixtures.js';

// These strings are part of the product spec (account.md section 8), typos included.
describe('account messages', () => {
  it('failures match the spec exactly', () => {
    expect(ACCOUNT_FAILURE_MESSAGES).toEqual(SPEC_FAILURE_MESSAGES);
  });

  it('success toasts match the spec exactly', () => {
    const { productSavedTo, ...fixed } = ACCOUNT_SUCCESS_MESSAGES;
    expect(fixed).toEqual(SPEC_SUCCESS_MESSAGES);
    expect(productSavedTo('Backyard Pool')).toBe('Product Saved to Backyard Pool');
  });

  it('loading toasts match the spec exactly', () => {
    const { findingOrder, ...fixed } = ACCOUNT_LOADING_MESSAGES;
    expect(fixed).toEqual(SPEC_LOADING_MESSAGES);
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
