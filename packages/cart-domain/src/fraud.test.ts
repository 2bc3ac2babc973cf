import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FRAUD_SESSION_ID_MAX_LENGTH, fraudSessionId, sanitizeFraudSessionId } from './fraud.js';

describe('sanitizeFraudSessionId', () => {
  it('keeps letters, digits, underscore and hyphen', () => {
    expect(sanitizeFraudSessionId('a1b2:c3d4/e5{}_-')).toBe('a1b2c3d4e5_-');
    expect(sanitizeFraudSessionId('café 42!')).toBe('caf42');
  });

  it('cuts to 32 characters', () => {
    expect(FRAUD_SESSION_ID_MAX_LENGTH).toBe(32);
    expect(sanitizeFraudSessionId('x'.repeat(40))).toBe('x'.repeat(32));
    expect(sanitizeFraudSessionId(`${'x'.repeat(31)}..yz`)).toBe(`${'x'.repeat(31)}y`);
  });

  it('only ever returns up to 32 allowed characters, idempotently', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (raw) => {
        const id = sanitizeFraudSessionId(raw);
        expect(id).toMatch(/^[A-Za-z0-9_-]{0,32}$/);
        expect(sanitizeFraudSessionId(id)).toBe(id);
      }),
    );
  });
});

describe('fraudSessionId', () => {
  it('takes the stored cart id, else the thank-you URL one', () => {
    expect(fraudSessionId({ storedCartId: 'stored-1', urlCartId: 'url-1' })).toBe('stored-1');
    expect(fraudSessionId({ storedCartId: null, urlCartId: 'url/1' })).toBe('url1');
    expect(fraudSessionId({ storedCartId: '%%', urlCartId: 'url-1' })).toBe('url-1');
    expect(fraudSessionId({})).toBeNull();
  });
});
