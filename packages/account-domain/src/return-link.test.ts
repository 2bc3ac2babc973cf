import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeReturnOrderLink, encodeReturnOrderLink } from './return-link.js';

describe('return link', () => {
  it('encodes base64 of the order id and email, path-safe', () => {
    const encoded = encodeReturnOrderLink(100015, 'pat@example.com');
    expect(encoded).toBe('MTAwMDE1OnBhdEBleGFtcGxlLmNvbQ');
    expect(decodeReturnOrderLink(encoded)).toEqual({ orderId: 100015, email: 'pat@example.com' });
  });

  it('also reads standard, padded base64 ("100001:a+b@example.com")', () => {
    expect(decodeReturnOrderLink('MTAwMDAxOmErYkBleGFtcGxlLmNvbQ==')).toEqual({ orderId: 100001, email: 'a+b@example.com' });
  });

  // Not base64; base64 of '100001', 'abc:pat@example.com', '0:pat@example.com', '99999999999:p@e.co', '1:no-at'.
  it.each(['', 'nope', 'MTAwMDAx', 'YWJjOnBhdEBleGFtcGxlLmNvbQ==', 'MDpwYXRAZXhhbXBsZS5jb20=', 'OTk5OTk5OTk5OTk6cEBlLmNv', 'MTpuby1hdA==', '%%%', 'a'.repeat(900)])(
    'refuses %s',
    (encoded) => {
      expect(decodeReturnOrderLink(encoded)).toBeNull();
    },
  );

  it('decodes what it encodes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), fc.emailAddress(), (orderId, email) => {
        const encoded = encodeReturnOrderLink(orderId, email);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeReturnOrderLink(encoded)).toEqual({ orderId, email });
      }),
    );
  });

  it('never throws on any input (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (s) => {
      const decoded = decodeReturnOrderLink(s);
      expect(decoded === null || Number.isInteger(decoded.orderId)).toBe(true);
    }));
  });
});
