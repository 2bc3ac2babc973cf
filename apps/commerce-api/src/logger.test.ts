import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
  return { logger: createLogger('info', stream), lines };
}

describe('log redaction', () => {
  it('never writes a card, a password, a token or a service key', () => {
    const { logger, lines } = capture();
    logger.info({ card: { number: '4242424242424242', cvc: '123' }, body: { card: { number: '4000000000000002' } } }, 'checkout');
    logger.info({ req: { headers: { 'x-service-key': 'secret-key-value', authorization: 'Bearer abc' } }, password: 'hunter22', token: 'tok_1' }, 'call');
    const text = lines.join('');
    for (const secret of ['4242424242424242', '4000000000000002', '123"', 'secret-key-value', 'Bearer abc', 'hunter22', 'tok_1']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });

  it('never writes an address, a link token or a card number, whatever field holds it', () => {
    const { logger, lines } = capture();
    logger.warn({ err: new Error('no customer pat@example.com'), url: '/api/v1/customers/password-reset?token=r3s3t&email=pat%40example.com', note: 'card 4111 1111 1111 1111' }, 'failed for pat@example.com');
    const text = lines.join('');
    for (const secret of ['pat@example.com', 'pat%40example.com', 'r3s3t', '4111 1111 1111 1111']) expect(text).not.toContain(secret);
    expect(JSON.parse(text)).toMatchObject({ msg: 'failed for [email]', note: 'card [card]' });
  });
});
