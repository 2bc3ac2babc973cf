import { describe, expect, it } from 'vitest';
import { firstFieldErrors, problemMessage, problemOf, responseError, shopperError } from './error-message';

const INVALID = { title: 'Invalid', status: 422, errors: { email: ['Invalid email address.', 'Second.'], 'address.zip': ['Enter a 5-digit ZIP code.'] } };

describe('problemMessage', () => {
  it('prefers the field message of a 422, then its title', () => {
    expect(problemMessage(422, INVALID, 'x')).toBe('Invalid email address.');
    expect(problemMessage(422, { title: 'Email or Password is incorrect. Try again or reset your password.', status: 422 }, 'x')).toBe(
      'Email or Password is incorrect. Try again or reset your password.',
    );
  });

  it('uses the fixed texts for 401 and 403, and the fallback for an empty answer', () => {
    expect(problemMessage(401, null, 'x')).toBe('Token is expired or incorrect.');
    expect(problemMessage(403, null, 'x')).toBe('You do not have permission to do that.');
    expect(problemMessage(503, 'not json', 'Please try again.')).toBe('Please try again.');
    expect(problemMessage(429, { title: 'Too Many Requests', status: 429 }, 'x')).toBe('Too Many Requests');
  });
});

describe('problemOf and firstFieldErrors', () => {
  it('read a problem body and nothing else', () => {
    expect(problemOf(INVALID)?.title).toBe('Invalid');
    expect(problemOf({ message: 'nope' })).toBeNull();
    expect(firstFieldErrors(INVALID)).toEqual({ email: 'Invalid email address.', 'address.zip': 'Enter a 5-digit ZIP code.' });
    expect(firstFieldErrors('<html>')).toEqual({});
  });
});

describe('shopperError', () => {
  it('reads a BFF answer into its message, title and field errors', () => {
    expect(shopperError({ status: 422, body: INVALID }, 'x')).toEqual({
      status: 422, message: 'Invalid email address.', title: 'Invalid', detail: null, fields: INVALID.errors,
      fieldMessages: { email: 'Invalid email address.', 'address.zip': 'Enter a 5-digit ZIP code.' }, reason: 'Invalid',
    });
  });

  it("gives the problem's title as the reason for a 4xx only, and its detail", () => {
    expect(shopperError({ status: 404, body: { title: 'No such order.', status: 404 } }, 'Try again.').reason).toBe('No such order.');
    expect(shopperError({ status: 502, body: { title: 'Bad Gateway', status: 502 } }, 'Try again.').reason).toBe('Try again.');
    expect(shopperError({ status: 400, body: null }, 'Try again.').reason).toBe('Try again.');
    expect(shopperError({ status: 422, body: { title: 'Unreadable', status: 422, detail: 'No strip was found.' } }, 'x').detail).toBe('No strip was found.');
  });

  it('never shows the text of a thrown error', () => {
    expect(shopperError(new TypeError('Failed to fetch'), 'Please try again.')).toEqual({ status: null, message: 'Please try again.', title: null, detail: null, fields: {}, fieldMessages: {}, reason: 'Please try again.' });
    expect(shopperError(undefined, 'Please try again.').message).toBe('Please try again.');
  });

  it('reads a fetched Response, JSON or not', async () => {
    const json = new Response(JSON.stringify(INVALID), { status: 422, headers: { 'content-type': 'application/problem+json' } });
    expect((await responseError(json, 'x')).fields).toEqual(INVALID.errors);
    expect(await responseError(new Response('<html>', { status: 502 }), 'Please try again.')).toMatchObject({ status: 502, message: 'Please try again.', title: null, fields: {} });
    expect((await responseError(new Response(null, { status: 403 }), 'x')).message).toBe('You do not have permission to do that.');
  });
});
