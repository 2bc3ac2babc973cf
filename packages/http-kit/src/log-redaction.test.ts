import { pino } from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { redactLogLine, redactLogText, redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it.each([
    ['/reset?token=Zm9vYmFy-1_2&email=pat%40example.com', '/reset?token=[redacted]&email=[redacted]'],
    ['/auto-login?token=abc123&returnUrl=%2Faccount', '/auto-login?token=[redacted]&returnUrl=%2Faccount'],
    ['/v1/account/reset?reset_token=abc', '/v1/account/reset?reset_token=[redacted]'],
    ['/returns/return-an-order?id=7&order=MTA0MjpwYXRAZXhhbXBsZS5jb20', '/returns/return-an-order?id=7&order=[redacted]'],
    // base64url('1042:pat@example.com') as a path segment.
    ['/return-an-order/MTA0MjpwYXRAZXhhbXBsZS5jb20', '/return-an-order/[redacted]'],
    ['/v1/orders/lookup/pat@example.com', '/v1/orders/lookup/[email]'],
    ['/auto-login/abcDEF123?x=1', '/auto-login/[redacted]?x=1'],
    ['/api/v1/reset-token/abc/confirm', '/api/v1/reset-token/[redacted]/confirm'],
    ['/account/orders?e=pat%40Example.com&page=2', '/account/orders?e=[email]&page=2'],
    ['/pay?card=4242424242424242&cvc=123', '/pay?card=[redacted]&cvc=[redacted]'],
    ['/x?n=4242 4242 4242 4242', '/x?n=[card]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('leaves ordinary URLs alone', () => {
    for (const url of ['/', '/v1/catalog/typeahead?q=pump', '/super-pump-deluxe-2000.html', '/quotes/6f1c1c4e-2c4a-4f55-9d55-6a3f2b1c0d9e', '/category/pumps?page=2&sort=price', '/return-an-order/1042', '/tracking/status?order_number=1042']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('redactLogText', () => {
  it('replaces addresses, secret members and card numbers, and keeps a JSON line JSON', () => {
    const line = JSON.stringify({
      level: 50, time: 1765035546123, msg: 'mail to Pat.Reed+shop@Example.co.uk failed',
      err: { message: 'fetch http://x/reset?token=s3cr3t failed' },
      body: { email: 'pat@example.com', token: 'abc', resetToken: 'def', card: { number: '4111 1111 1111 1111', cvc: '737' } },
      orderNumber: 1042, responseTime: 12,
    });
    const out = redactLogText(line);
    expect(() => JSON.parse(out)).not.toThrow();
    for (const secret of ['Pat.Reed', 'Example.co.uk', 'pat@example.com', 's3cr3t', '"abc"', '"def"', '4111 1111', '737']) expect(out).not.toContain(secret);
    const parsed = JSON.parse(out);
    expect(parsed).toMatchObject({ time: 1765035546123, orderNumber: 1042, responseTime: 12, body: { email: '[email]', token: '[redacted]' } });
    expect(parsed.body.card).toEqual({ number: '[card]', cvc: '[redacted]' });
  });

  it('keeps numbers that are no card (failing the Luhn check, or a bare JSON number)', () => {
    expect(redactLogText('order 4242424242424241 and id 1234567890123')).toBe('order 4242424242424241 and id 1234567890123');
    expect(redactLogText('{"time":4242424242424242}')).toBe('{"time":4242424242424242}');
  });

  it('keeps package versions in stack traces', () => {
    const stack = 'at next (/app/node_modules/.pnpm/express@4.22.1/node_modules/express/lib/router/layer.js:95:5) vitest@4.1.12_@types+node@20.19.0';
    expect(redactLogText(stack)).toBe(stack);
  });
});

describe('redactLogLine as pino\'s streamWrite hook', () => {
  it('redacts what any logging code put in any field', () => {
    const lines: string[] = [];
    const logger = pino({ hooks: { streamWrite: redactLogLine } }, new Writable({ write(chunk: Buffer, _e, done) { lines.push(chunk.toString()); done(); } }));
    logger.error({ err: new Error('no account for shopper@example.com'), req: { url: '/auto-login?token=t0k3n' } }, 'sign-in for shopper@example.com failed');
    const line = lines.join('');
    expect(line).not.toContain('shopper@example.com');
    expect(line).not.toContain('t0k3n');
    expect(JSON.parse(line)).toMatchObject({ msg: 'sign-in for [email] failed', req: { url: '/auto-login?token=[redacted]' } });
  });
});
