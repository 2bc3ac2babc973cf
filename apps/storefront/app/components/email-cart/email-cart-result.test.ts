import { describe, expect, it } from 'vitest';
import { emailCartFailureMessage, fieldErrorsOf, visibleFieldErrors } from './email-cart-result';

const DEFAULT = 'Oops, there was a problem, please try again later';

describe('emailCartFailureMessage', () => {
  it("shows the server's message for refusals the shopper can act on", () => {
    expect(emailCartFailureMessage(422, { type: 'about:blank', title: 'Your cart is empty', status: 422 })).toBe('Your cart is empty');
    expect(emailCartFailureMessage(429, { type: 'about:blank', title: 'Too many emails sent; try again later.', status: 429 })).toBe('Too many emails sent; try again later.');
  });

  it('falls back to the default for server failures and bodies that are not problems', () => {
    expect(emailCartFailureMessage(502, { type: 'about:blank', title: 'Bad Gateway', status: 502 })).toBe(DEFAULT);
    expect(emailCartFailureMessage(400, { type: 'about:blank', title: 'Bad Request', status: 400 })).toBe(DEFAULT);
    expect(emailCartFailureMessage(422, 'not json')).toBe(DEFAULT);
  });
});

describe('fieldErrorsOf', () => {
  it("takes the first message of the form's fields from a problem", () => {
    expect(fieldErrorsOf({ title: 'x', status: 422, errors: { email: ['Invalid email address.', 'other'], cart: ['Your cart is empty'] } })).toEqual({ email: 'Invalid email address.' });
    expect(fieldErrorsOf(null)).toEqual({});
  });
});

describe('visibleFieldErrors', () => {
  const none = { email: false, message: false };
  const both = { email: true, message: true };

  it('shows nothing for untouched fields', () => {
    expect(visibleFieldErrors({ email: '', message: '' }, none)).toEqual({});
  });

  it("shows the spec's messages for touched fields, on trimmed input", () => {
    expect(visibleFieldErrors({ email: '  ', message: '' }, both)).toEqual({ email: 'Email is required.', message: 'Message is required' });
    expect(visibleFieldErrors({ email: 'pat@', message: ' short  ' }, both)).toEqual({ email: 'Invalid email address.', message: 'Message must have at least 8 letters.' });
    expect(visibleFieldErrors({ email: 'pat@', message: 'short' }, { email: false, message: true })).toEqual({ message: 'Message must have at least 8 letters.' });
  });

  it('checks the address alone for Email me (no message field)', () => {
    expect(visibleFieldErrors({ email: 'pat@', message: '' }, both, false)).toEqual({ email: 'Invalid email address.' });
    expect(visibleFieldErrors({ email: ' pat@example.com ', message: '' }, both, false)).toEqual({});
  });

  it('shows nothing once both are valid', () => {
    expect(visibleFieldErrors({ email: ' pat@example.com ', message: ' long enough ' }, both)).toEqual({});
  });
});
