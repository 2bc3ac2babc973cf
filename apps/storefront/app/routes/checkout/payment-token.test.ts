import { describe, expect, it } from 'vitest';
import { challengeAnswer, challengeMessage, challengeStep, PROCESSOR_UNREACHABLE, testProcessorToken, type PaymentClient, type TestChallenge } from './payment-token';

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

describe('a card that asks for 3-D Secure (docs/decisions/0078)', () => {
  const stripe: PaymentClient = { provider: 'stripe', publishableKey: 'pk_test_123' };
  const nextAction = { type: 'stripe_3ds' as const, clientSecret: 'pi_3Pabc_secret_def', paymentToken: 'pi_3Pabc' };

  it('runs the challenge the action answered, once: a re-render of the same answer does nothing', () => {
    expect(challengeStep({ nextAction }, stripe, new Set())).toEqual({ kind: 'challenge', action: nextAction });
    expect(challengeStep({ nextAction }, stripe, new Set([nextAction.clientSecret]))).toEqual({ kind: 'none' });
  });

  it('does nothing for an answer without a next action (a decline, a changed total) or no answer', () => {
    expect(challengeStep({}, stripe, new Set())).toEqual({ kind: 'none' });
    expect(challengeStep(undefined, stripe, new Set())).toEqual({ kind: 'none' });
  });

  it('refuses a challenge the page cannot run (the test processor has no Stripe.js)', () => {
    expect(challengeStep({ nextAction }, { provider: 'test', tokenUrl: 'http://localhost:4242/v1/tokens' }, new Set())).toEqual({ kind: 'refuse', message: PROCESSOR_UNREACHABLE });
  });

  it('sends the PaymentIntent back whether the challenge passed, failed or was abandoned: the store decides', () => {
    expect(challengeAnswer({ paymentIntent: { id: 'pi_3Pabc', status: 'requires_capture' } }, 'pi_3Pabc')).toEqual({ ok: true, token: 'pi_3Pabc' });
    expect(challengeAnswer({ error: { type: 'invalid_request_error', message: 'We are unable to authenticate your payment method.' } }, 'pi_3Pabc')).toEqual({ ok: true, token: 'pi_3Pabc' });
  });

  it('sends nothing when Stripe could not be reached, and says so', () => {
    expect(challengeAnswer({ error: { type: 'api_connection_error' } }, 'pi_3Pabc')).toEqual({ ok: false, errors: {}, message: PROCESSOR_UNREACHABLE });
  });
});

describe('the test processor\'s own 3-D Secure challenge (docs/decisions/0078)', () => {
  const test: PaymentClient = { provider: 'test', tokenUrl: URL_ };
  const action: TestChallenge = {
    type: 'test_3ds', challengeUrl: 'http://localhost:4242/v1/challenges/pi_0a1b?secret=pi_0a1b_secret_c2', clientSecret: 'pi_0a1b_secret_c2', paymentToken: 'pi_0a1b',
  };
  const from = (origin: string, data: unknown) => ({ origin, data });

  it('shows the challenge once, only from the processor the page tokenizes with', () => {
    expect(challengeStep({ nextAction: action }, test, new Set())).toEqual({ kind: 'challenge', action });
    expect(challengeStep({ nextAction: action }, test, new Set([action.clientSecret]))).toEqual({ kind: 'none' });
    const elsewhere = { ...action, challengeUrl: 'https://evil.example/v1/challenges/pi_0a1b' };
    expect(challengeStep({ nextAction: elsewhere }, test, new Set())).toEqual({ kind: 'refuse', message: PROCESSOR_UNREACHABLE });
    expect(challengeStep({ nextAction: action }, { provider: 'stripe', publishableKey: 'pk_test_123' }, new Set())).toEqual({ kind: 'refuse', message: PROCESSOR_UNREACHABLE });
  });

  it('reads the outcome only from the challenge page\'s origin, about this challenge', () => {
    const said = { type: 'test_3ds', paymentToken: 'pi_0a1b', outcome: 'completed' };
    expect(challengeMessage(from('http://localhost:4242', said), action)).toBe('completed');
    expect(challengeMessage(from('http://localhost:4242', { ...said, outcome: 'failed' }), action)).toBe('failed');
    expect(challengeMessage(from('http://localhost:3000', said), action)).toBeNull();
    expect(challengeMessage(from('http://localhost:4242', { ...said, paymentToken: 'pi_other' }), action)).toBeNull();
    expect(challengeMessage(from('http://localhost:4242', { ...said, outcome: 'maybe' }), action)).toBeNull();
    expect(challengeMessage(from('http://localhost:4242', 'completed'), action)).toBeNull();
    expect(challengeMessage(from('http://localhost:4242', null), action)).toBeNull();
  });

  it('sends the challenged token back however the dialog ended: the store decides', () => {
    expect(challengeAnswer({}, action.paymentToken)).toEqual({ ok: true, token: 'pi_0a1b' });
  });
});
