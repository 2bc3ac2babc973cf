import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext } from '@remix-run/node';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CacheScope } from '../../.server/cache-scope';
import { ShellRide } from '../../.server/shell-ride';

const INTENT = 'pi_3Ptest0123456789';
const NEXT_ACTION = { type: 'stripe_3ds', clientSecret: `${INTENT}_secret_abc123`, paymentToken: INTENT };

/** The BFF's checkout: a card that asks for 3-D Secure, then a declined challenge. What it was sent is kept. */
const posted: { paymentToken: string; attemptKey: string }[] = [];
let bff: Server;

const readBody = (req: IncomingMessage) => new Promise<string>((resolve) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => { raw += String(chunk); });
  req.on('end', () => resolve(raw));
});

beforeAll(async () => {
  bff = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const problem = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/problem+json' });
        res.end(JSON.stringify({ type: 'about:blank', status, ...body }));
      };
      if (req.method !== 'POST' || !req.url?.startsWith('/v1/checkout/orders')) return problem(404, { title: 'Not Found' });
      const sent = JSON.parse(raw) as { paymentToken: string; attemptKey: string };
      posted.push(sent);
      if (sent.paymentToken.startsWith('pm_')) return problem(402, { title: 'Your bank asks you to confirm this payment.', nextAction: NEXT_ACTION });
      return problem(402, { title: 'Your card was declined.', errors: { 'card.number': ['Your card was declined.'] } });
    });
  });
  await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('BFF_URL', `http://127.0.0.1:${(bff.address() as AddressInfo).port}`);
  vi.resetModules();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => bff.close(() => resolve()));
});

const context = () =>
  ({ cspNonce: 'n', requestId: 'req-1', log: pino({ level: 'silent' }), cacheScope: new CacheScope(), shellRide: new ShellRide(), clientAddress: '127.0.0.1', bffServiceKey: 'k'.repeat(43) }) as AppLoadContext;

const FORM = {
  attemptKey: 'attempt-key-0123456789', expectedTotal: '5499', email: 'ada@example.com', firstName: 'Ada', lastName: 'Pool', street1: '1 Main St',
  city: 'Phoenix', state: 'AZ', zip: '85004', shippingMethod: 'standard', intent: 'place',
};
const post = (paymentToken: string) =>
  new Request('http://store.test/checkout', { method: 'POST', body: new URLSearchParams({ ...FORM, paymentToken }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** The action's `data(...)`: its body and status. */
const answered = (result: unknown) => result as { data: Record<string, unknown>; init: { status: number } };

describe('POST /checkout with a card that asks for 3-D Secure (docs/decisions/0078)', { timeout: 30_000 }, () => {
  it('answers the next action for the page to run, then takes the pi_ token the page sends again, as the same attempt', async () => {
    const { action } = await import('./checkout.server');
    const challenged = answered(await action({ request: post('pm_card_threeDSecure2Required'), context: context(), params: {} }));
    expect(challenged.init.status).toBe(402);
    expect(challenged.data).toMatchObject({ nextAction: NEXT_ACTION, message: 'Your bank asks you to confirm this payment.', errors: {}, attemptKey: FORM.attemptKey });

    const declined = answered(await action({ request: post(INTENT), context: context(), params: {} }));
    expect(posted.map((sent) => [sent.attemptKey, sent.paymentToken])).toEqual([[FORM.attemptKey, 'pm_card_threeDSecure2Required'], [FORM.attemptKey, INTENT]]);
    // A failed challenge is a decline like any other: the message, under the card.
    expect(declined.init.status).toBe(402);
    expect(declined.data).toMatchObject({ message: 'Your card was declined.', errors: { 'card.number': ['Your card was declined.'] } });
    expect(declined.data.nextAction).toBeUndefined();
  });
});
