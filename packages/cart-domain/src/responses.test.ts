import { describe, expect, it } from 'vitest';
import { emailCartErrorMessage, notifyMeErrorMessage, quoteResponseOutcome } from './responses.js';

describe('quoteResponseOutcome', () => {
  it("succeeds only on 'Quote request submitted successfully'", () => {
    expect(quoteResponseOutcome({ message: 'Quote request submitted successfully' })).toEqual({
      kind: 'success',
      message: 'Thank you for your request! We have received your quote request and will contact you soon.',
    });
  });

  it("gives 'Unexpected response from server' for any other message", () => {
    for (const message of ['quote request submitted successfully', 'OK', undefined, 42]) {
      expect(quoteResponseOutcome({ message })).toEqual({ kind: 'error', message: 'Unexpected response from server' });
    }
  });

  it('gives the generic failure when the call failed', () => {
    expect(quoteResponseOutcome(null)).toEqual({
      kind: 'error',
      message: 'An error occurred while submitting your request. Please try again.',
    });
  });
});

describe('emailCartErrorMessage', () => {
  it("shows the server's message, else the default", () => {
    expect(emailCartErrorMessage({ error: { message: 'Mailbox full' } })).toBe('Mailbox full');
    expect(emailCartErrorMessage({ error: { message: ' ' } })).toBe('Oops, there was a problem, please try again later');
    expect(emailCartErrorMessage({ error: null })).toBe('Oops, there was a problem, please try again later');
    expect(emailCartErrorMessage(undefined)).toBe('Oops, there was a problem, please try again later');
  });
});

describe('notifyMeErrorMessage', () => {
  it('shows the first message of the last error field', () => {
    expect(notifyMeErrorMessage({ email: ['Taken'], zip_code: ['Unknown zip', 'Other'] })).toBe('Unknown zip');
    expect(notifyMeErrorMessage({ email: 'Bad email' })).toBe('Bad email');
  });

  it('is null without errors', () => {
    expect(notifyMeErrorMessage({})).toBeNull();
    expect(notifyMeErrorMessage({ email: [] })).toBeNull();
    expect(notifyMeErrorMessage(null)).toBeNull();
  });
});
