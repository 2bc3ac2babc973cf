import { describe, expect, it } from 'vitest';
import { sendKeyFor } from './send-key';

describe('sendKeyFor', () => {
  const form = 'email-cart:0b6f5a52-8a3c-4b8e-9d55-2f0c7f7c1a01';
  const mail = { email: 'friend@example.com', message: 'Have a look at this cart' };

  it('is the same for the same form and mail, and another for another address or message', () => {
    expect(sendKeyFor(form, mail)).toBe(sendKeyFor(form, { ...mail }));
    expect(sendKeyFor(form, { ...mail, message: 'Another message' })).not.toBe(sendKeyFor(form, mail));
    expect(sendKeyFor(form, { ...mail, email: 'other@example.com' })).not.toBe(sendKeyFor(form, mail));
  });

  it('stays within the Idempotency-Key rules, and is none without a valid form key', () => {
    expect(sendKeyFor(form, mail)).toMatch(/^[A-Za-z0-9_.:-]{16,128}$/);
    expect(sendKeyFor('', mail)).toBeNull();
    expect(sendKeyFor('short', mail)).toBeNull();
    expect(sendKeyFor('bad key with spaces!', mail)).toBeNull();
  });
});
