import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMAIL_CART_MESSAGE_MIN_LENGTH,
  canAddToCart,
  canSubmit,
  checkZipInput,
  checkZipLookup,
  emailError,
  isValidEmail,
  validateEmailCart,
  validateNotifyMe,
  validateChatRequest,
  validateQuoteForm,
  validateQuoteRequest,
} from './validation.js';

describe('email checks', () => {
  it.each(['pat@example.com', 'pat.lee+pool@mail.example.co', '  pat@example.com  '])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(emailError(email)).toBeNull();
  });

  it.each(['pat', 'pat@', '@example.com', 'pat@example', 'pat@@example.com', 'pat lee@example.com', 'pat@example..com'])(
    "refuses %j with 'Invalid email address.'",
    (email) => {
      expect(emailError(email)).toBe('Invalid email address.');
    },
  );

  it("requires an email with 'Email is required.'", () => {
    expect(emailError('')).toBe('Email is required.');
    expect(emailError('   ')).toBe('Email is required.');
    expect(emailError(null)).toBe('Email is required.');
  });
});

describe('validateEmailCart', () => {
  it('passes trimmed values', () => {
    expect(validateEmailCart({ email: ' pat@example.com ', message: '  Please quote these  ' })).toEqual({
      ok: true,
      value: { email: 'pat@example.com', message: 'Please quote these' },
    });
  });

  it('requires both fields', () => {
    expect(validateEmailCart({})).toEqual({ ok: false, errors: { email: 'Email is required.', message: 'Message is required' } });
    expect(validateEmailCart({ email: 'x', message: '   ' })).toEqual({
      ok: false,
      errors: { email: 'Invalid email address.', message: 'Message is required' },
    });
  });

  it('needs at least 8 characters after trimming', () => {
    expect(EMAIL_CART_MESSAGE_MIN_LENGTH).toBe(8);
    expect(validateEmailCart({ email: 'pat@example.com', message: '1234567' })).toEqual({
      ok: false,
      errors: { message: 'Message must have at least 8 letters.' },
    });
    expect(validateEmailCart({ email: 'pat@example.com', message: '   1234567   ' })).toEqual({
      ok: false,
      errors: { message: 'Message must have at least 8 letters.' },
    });
    expect(validateEmailCart({ email: 'pat@example.com', message: '12345678' }).ok).toBe(true);
  });

  it('accepts a message exactly when its trimmed length is at least 8', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (message) => {
        const result = validateEmailCart({ email: 'pat@example.com', message });
        expect(result.ok).toBe(message.trim().length >= 8);
      }),
    );
  });
});

describe('canSubmit', () => {
  it('needs a valid form that is not already submitting', () => {
    const valid = validateEmailCart({ email: 'pat@example.com', message: 'Long enough' });
    expect(canSubmit(valid, false)).toBe(true);
    expect(canSubmit(valid, true)).toBe(false);
    expect(canSubmit(validateEmailCart({}), false)).toBe(false);
  });
});

describe('validateChatRequest', () => {
  it('needs a name, then checks the address and message as Email Cart does; inputs trimmed', () => {
    expect(validateChatRequest({ name: ' ', email: 'pat@', message: 'short' })).toEqual({
      ok: false,
      errors: { name: 'Name is required.', email: 'Invalid email address.', message: 'Message must have at least 8 letters.' },
    });
    expect(validateChatRequest({ name: ' Pat ', email: ' pat@example.com ', message: ' Which filter fits? ' })).toEqual({
      ok: true,
      value: { name: 'Pat', email: 'pat@example.com', message: 'Which filter fits?' },
    });
  });
});

describe('validateNotifyMe', () => {
  it('requires a valid email', () => {
    expect(validateNotifyMe({ email: '' })).toEqual({ ok: false, errors: { email: 'Email is required.' } });
    expect(validateNotifyMe({ email: 'nope' })).toEqual({ ok: false, errors: { email: 'Invalid email address.' } });
    expect(validateNotifyMe({ email: ' pat@example.com' })).toEqual({ ok: true, value: { email: 'pat@example.com' } });
  });
});

describe('validateQuoteForm', () => {
  it('requires Full Name and Email Address only', () => {
    expect(validateQuoteForm({})).toEqual({ ok: false, errors: { name: 'Name is required.', email: 'Email is required.' } });
    expect(validateQuoteForm({ name: 'Pat', email: 'pat' })).toEqual({ ok: false, errors: { email: 'Invalid email address.' } });
    expect(validateQuoteForm({ name: ' Pat Lee ', email: 'pat@example.com' })).toEqual({
      ok: true,
      value: { name: 'Pat Lee', email: 'pat@example.com', company: '', phone: '', message: '' },
    });
  });
});

describe('validateQuoteRequest', () => {
  const products = [{ id: 1, sku: 'PUMP-1', quantity: 2 }];

  it('requires email, name and at least one product', () => {
    expect(validateQuoteRequest({})).toEqual({
      ok: false,
      errors: { email: 'Email is required.', name: 'Name is required.', products: 'At least one product is required.' },
    });
    expect(validateQuoteRequest({ name: 'Pat', email: 'pat@example.com', products: [] })).toEqual({
      ok: false,
      errors: { products: 'At least one product is required.' },
    });
  });

  it('passes the trimmed request with its products', () => {
    expect(validateQuoteRequest({ name: 'Pat', email: 'pat@example.com', phone: ' 555 ', company: 'Acme', products })).toEqual({
      ok: true,
      value: { name: 'Pat', email: 'pat@example.com', phone: '555', company: 'Acme', message: '', products },
    });
  });
});

describe('deliver-to zip', () => {
  it('cannot save an empty zip', () => {
    expect(checkZipInput('')).toEqual({ kind: 'empty' });
    expect(checkZipInput('   ')).toEqual({ kind: 'empty' });
    expect(checkZipInput(undefined)).toEqual({ kind: 'empty' });
    expect(checkZipInput(' 78201 ')).toEqual({ kind: 'ok', zip: '78201' });
  });

  it("refuses a zip whose lookup returns no city with 'Please enter a valid zip code'", () => {
    const invalid = { kind: 'invalid', message: 'Please enter a valid zip code' };
    expect(checkZipLookup(null)).toEqual(invalid);
    expect(checkZipLookup({ destination: null })).toEqual(invalid);
    expect(checkZipLookup({ destination: { city: '' } })).toEqual(invalid);
    expect(checkZipLookup({ destination: { city: 'Phoenix' } })).toEqual({ kind: 'valid', city: 'Phoenix' });
  });
});

describe('canAddToCart', () => {
  it('needs a sku and no request in progress', () => {
    expect(canAddToCart({ sku: 'PUMP-1', busy: false })).toBe(true);
    expect(canAddToCart({ sku: 'PUMP-1', busy: true })).toBe(false);
    expect(canAddToCart({ sku: '', busy: false })).toBe(false);
    expect(canAddToCart({ sku: null, busy: false })).toBe(false);
  });
});
