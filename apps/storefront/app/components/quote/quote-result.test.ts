import { describe, expect, it } from 'vitest';
import { quoteRequestResult } from './quote-result';

describe('quoteRequestResult', () => {
  it("succeeds only on exactly 'Quote request submitted successfully'", () => {
    const uuid = '7c0d6a4e-8f51-4c36-9a3c-0a3f7b1d2e99';
    expect(quoteRequestResult(200, { message: 'Quote request submitted successfully', uuid })).toEqual({
      ok: true, uuid, message: 'Thank you for your request! We have received your quote request and will contact you soon.',
    });
    expect(quoteRequestResult(200, { message: 'Submitted', uuid })).toEqual({ ok: false, message: 'Unexpected response from server', fieldErrors: {} });
  });

  it('puts field messages at their fields and the rest under the button', () => {
    expect(quoteRequestResult(422, { title: 'Invalid quote request', status: 422, errors: { name: ['Name is required.'], products: ['At least one product is required.'] } })).toEqual({
      ok: false, message: 'At least one product is required.', fieldErrors: { name: 'Name is required.' },
    });
    expect(quoteRequestResult(422, { title: 'Invalid quote request', status: 422, errors: { email: ['Email is required.'] } })).toEqual({ ok: false, message: null, fieldErrors: { email: 'Email is required.' } });
  });

  it('gives the generic failure otherwise', () => {
    const failed = 'An error occurred while submitting your request. Please try again.';
    expect(quoteRequestResult(503, null)).toEqual({ ok: false, message: failed, fieldErrors: {} });
    expect(quoteRequestResult(422, { title: 'x' })).toEqual({ ok: false, message: failed, fieldErrors: {} });
  });

  // The BFF's refusals are problem+json (title and status): a body that is not one has no message to show.
  it("shows a limit's own message (429)", () => {
    expect(quoteRequestResult(429, { title: 'Too many emails sent; try again later.', status: 429 })).toEqual({ ok: false, message: 'Too many emails sent; try again later.', fieldErrors: {} });
    expect(quoteRequestResult(429, { title: 'Too many emails sent; try again later.' })).toEqual({ ok: false, message: 'An error occurred while submitting your request. Please try again.', fieldErrors: {} });
    expect(quoteRequestResult(429, null)).toEqual({ ok: false, message: 'An error occurred while submitting your request. Please try again.', fieldErrors: {} });
  });
});
