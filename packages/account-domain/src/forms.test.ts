import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_MESSAGES,
  errorMapParagraphs,
  filterNumericInput,
  isNumericKeyAllowed,
  newsletterFieldMessage,
  registrationErrorParagraphs,
  scanLinkPhone,
  submitNewsletter,
  validateNewsletterEmail,
} from './forms.js';
import { SPEC_NEWSLETTER_MESSAGES } from './test/spec-fixtures.js';

describe('newsletter email', () => {
  it('has the spec messages', () => {
    expect(NEWSLETTER_MESSAGES).toEqual(SPEC_NEWSLETTER_MESSAGES);
  });

  it('is trimmed before use', () => {
    expect(validateNewsletterEmail('  sam@example.com \n')).toEqual({ ok: true, email: 'sam@example.com' });
  });

  it.each(['', '   ', '\t\n'])('%o is required', (value) => {
    expect(validateNewsletterEmail(value)).toEqual({ ok: false, error: 'Email is required.' });
  });

  it.each(['sam', 'sam@', '@example.com', 'sam@example', 'sam@@example.com', 'sam example@x.com', 'sam@example.', 'sam@.com', 'sam@ex..com'])(
    '%o is invalid',
    (value) => {
      expect(validateNewsletterEmail(value)).toEqual({ ok: false, error: 'Invalid email address.' });
    },
  );

  it.each(['sam@example.com', 'first.last+pool@mail.example.co.uk', 'a@b.io'])('%o is valid', (value) => {
    expect(validateNewsletterEmail(value)).toEqual({ ok: true, email: value });
  });

  it('shows no message until touched', () => {
    expect(newsletterFieldMessage({ value: '', touched: false })).toBeNull();
    expect(newsletterFieldMessage({ value: 'nope', touched: false })).toBeNull();
    expect(newsletterFieldMessage({ value: '', touched: true })).toBe('Email is required.');
    expect(newsletterFieldMessage({ value: 'nope', touched: true })).toBe('Invalid email address.');
    expect(newsletterFieldMessage({ value: 'sam@example.com', touched: true })).toBeNull();
  });

  it('submit is ignored while sending, even with a valid email', () => {
    expect(submitNewsletter({ value: 'sam@example.com', sending: true })).toEqual({ ok: false, reason: 'sending' });
  });

  it('submit is ignored while invalid', () => {
    expect(submitNewsletter({ value: ' ', sending: false })).toEqual({ ok: false, reason: 'invalid', error: 'Email is required.' });
    expect(submitNewsletter({ value: 'x@y', sending: false })).toEqual({ ok: false, reason: 'invalid', error: 'Invalid email address.' });
  });

  it('submit sends the trimmed email', () => {
    expect(submitNewsletter({ value: ' sam@example.com ', sending: false })).toEqual({ ok: true, email: 'sam@example.com' });
  });

  it('an accepted email never has surrounding space and always one @ (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress().map((e) => ` ${e} `)), (value) => {
        const result = validateNewsletterEmail(value);
        if (result.ok) {
          expect(result.email).toBe(result.email.trim());
          expect(result.email.split('@')).toHaveLength(2);
        }
      }),
    );
  });

  it('generated addresses with a dotted domain are accepted (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(/@[^@]+\.[^@]+$/.test(email));
        expect(validateNewsletterEmail(email)).toEqual({ ok: true, email });
      }),
    );
  });
});

describe('registration error map', () => {
  it('shows the first message of each field in its own paragraph', () => {
    expect(
      registrationErrorParagraphs({
        email: ['The email has already been taken.', 'The email must be valid.'],
        password: ['The password must be at least 8 characters.'],
      }),
    ).toEqual([
      { field: 'email', message: 'The email has already been taken.' },
      { field: 'password', message: 'The password must be at least 8 characters.' },
    ]);
  });

  it('accepts a single string, and skips empty, blank and missing entries', () => {
    expect(
      registrationErrorParagraphs({ first_name: 'Required.', last_name: [], phone: null, company: undefined, zip: ['', 'Zip is required.'] }),
    ).toEqual([
      { field: 'first_name', message: 'Required.' },
      { field: 'zip', message: 'Zip is required.' },
    ]);
  });

  it('gives one paragraph per field with a message (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.array(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), { minLength: 1 })), (map) => {
        const paragraphs = registrationErrorParagraphs(map);
        expect(paragraphs.map((p) => p.field)).toEqual(Object.keys(map));
        for (const p of paragraphs) expect(p.message).toBe(map[p.field]?.[0]);
      }),
    );
  });

  it('errorMapParagraphs keeps every message', () => {
    expect(errorMapParagraphs({ zip: ['Zip is required.', 'Zip must be 5 digits.'], city: 'City is required.' })).toEqual([
      'Zip is required.',
      'Zip must be 5 digits.',
      'City is required.',
    ]);
    expect(errorMapParagraphs({})).toEqual([]);
  });
});

describe('scan-link phone', () => {
  it.each([
    ['(888) 756-9666', '8887569666'],
    ['+1 888.756.9666', '18887569666'],
    ['８８８', ''],
    ['', ''],
  ])('%o → %o', (input, digits) => {
    expect(scanLinkPhone(input)).toBe(digits);
  });

  it('keeps only digits, in order (property)', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const out = scanLinkPhone(input);
        expect(out).toMatch(/^[0-9]*$/);
        expect(out).toBe([...input].filter((c) => c >= '0' && c <= '9').join(''));
      }),
    );
  });
});

describe('numeric-only filter', () => {
  it.each(['0', '5', '9', '.'])('allows %o', (key) => {
    expect(isNumericKeyAllowed(key)).toBe(true);
  });

  it.each(['a', 'e', '-', '+', ',', ' ', '', '12', 'Enter', '٣'])('refuses %o', (key) => {
    expect(isNumericKeyAllowed(key)).toBe(false);
  });

  it('filters pasted text to digits and dots', () => {
    expect(filterNumericInput('7.2 ppm')).toBe('7.2');
    expect(filterNumericInput('-1,000.50')).toBe('1000.50');
  });

  it('filtered text passes the key filter character by character (property)', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        for (const char of filterNumericInput(input)) expect(isNumericKeyAllowed(char)).toBe(true);
      }),
    );
  });
});
