import { describe, expect, it } from 'vitest';
import { PROCESSOR_UNREACHABLE, testProcessorToken } from './payment-token';

const URL_ = 'http://localhost:4242/v1/tokens';
const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

/** The processor's answer, as its listener sends it (a double at the edge: the real one is in the e2e suite). */
const answering = (status: number, body: unknown) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetcher, calls };
};

describe('the test processor token', () => {
  it('posts the card as a form, without credentials, and answers the token', async () => {
    const { fetcher, calls } = answering(200, { id: 'tok_abc123def456', brand: 'visa', last4: '4242' });
    expect(await testProcessorToken(URL_, card, fetcher)).toEqual({ ok: true, token: 'tok_abc123def456' });
    expect(calls[0]!.url).toBe(URL_);
    expect(calls[0]!.init.credentials).toBe('omit');
    expect(Object.fromEntries(calls[0]!.init.body as URLSearchParams)).toEqual({ number: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', cvc: '123' });
  });

  it('answers the processor refusal under the form\'s card keys', async () => {
    const { fetcher } = answering(400, { error: { message: 'Please check your card details.', errors: { number: ['Your card number is invalid.'], cvc: ['x'] } } });
    expect(await testProcessorToken(URL_, card, fetcher)).toEqual({
      ok: false, message: 'Please check your card details.', errors: { 'card.number': ['Your card number is invalid.'], 'card.cvc': ['x'] },
    });
  });

  it('says the processor could not be reached when it is down or answers nonsense', async () => {
    const down = (async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch;
    expect(await testProcessorToken(URL_, card, down)).toEqual({ ok: false, errors: {}, message: PROCESSOR_UNREACHABLE });
    expect(await testProcessorToken(URL_, card, answering(500, { nope: true }).fetcher)).toEqual({ ok: false, errors: {}, message: PROCESSOR_UNREACHABLE });
  });
});
