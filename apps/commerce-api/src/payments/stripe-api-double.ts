import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's API the Stripe provider calls (PaymentIntents: create with
 * confirm and manual capture, retrieve, capture, cancel), for tests only: the official library is
 * pointed at it with its host/port/protocol options, so nothing leaves the machine. It keeps
 * Stripe's idempotency rule (the same key answers the first response) and its test PaymentMethods:
 * `pm_card_visa` is authorized, `pm_card_chargeDeclined` and `pm_card_chargeDeclinedInsufficientFunds`
 * are declined, `pm_card_threeDSecure2Required` waits for a 3-D Secure challenge (`requires_action`,
 * which {@link StripeApiDouble.challenge} settles as the browser's Stripe.js would), any other id does
 * not exist.
 */
export interface StripeApiDouble {
  host: string;
  port: number;
  /** Every request: method, path, form fields and Idempotency-Key. */
  requests: { method: string; path: string; fields: Record<string, string>; idempotencyKey: string | null }[];
  intents: Map<string, DoubleIntent>;
  /** The shopper's side of a 3-D Secure challenge: passed, the intent holds the money; failed, it wants another card. */
  challenge(intentId: string, outcome: 'passed' | 'failed'): void;
  close(): Promise<void>;
}

interface DoubleIntent { id: string; status: string; amount: number; payment_method: string; description: string | null; client_secret: string }

const CARDS: Record<string, { brand: string; last4: string; decline?: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', decline: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', decline: 'insufficient_funds' },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3220' },
};

/** Stripe's states from which an intent may still be cancelled. */
const CANCELLABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture']);

export async function startStripeApiDouble(): Promise<StripeApiDouble> {
  const requests: StripeApiDouble['requests'] = [];
  const intents: StripeApiDouble['intents'] = new Map();
  const answered = new Map<string, { status: number; body: unknown }>();

  const intentBody = (intent: DoubleIntent, expand: boolean) => ({
    object: 'payment_intent', id: intent.id, status: intent.status, amount: intent.amount, currency: 'usd', capture_method: 'manual',
    description: intent.description, client_secret: intent.client_secret,
    next_action: intent.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
    payment_method: expand ? { object: 'payment_method', id: intent.payment_method, type: 'card', card: CARDS[intent.payment_method] && { brand: CARDS[intent.payment_method]!.brand, last4: CARDS[intent.payment_method]!.last4 } } : intent.payment_method,
  });
  const error = (status: number, type: string, fields: Record<string, string>) => ({ status, body: { error: { type, ...fields } } });

  function handle(method: string, path: string, fields: Record<string, string>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const card = CARDS[fields.payment_method ?? ''];
      if (!card) return error(400, 'invalid_request_error', { code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${fields.payment_method}'` });
      if (fields.capture_method !== 'manual' || fields.confirm !== 'true') return error(400, 'invalid_request_error', { message: 'the double expects confirm with manual capture' });
      if (card.decline) return error(402, 'card_error', { code: 'card_declined', decline_code: card.decline, message: 'Your card was declined.' });
      const id = `pi_${randomBytes(8).toString('hex')}`;
      const intent: DoubleIntent = {
        id, status: fields.payment_method === 'pm_card_threeDSecure2Required' ? 'requires_action' : 'requires_capture', amount: Number(fields.amount),
        payment_method: fields.payment_method!, description: fields.description ?? null, client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      };
      intents.set(intent.id, intent);
      return { status: 200, body: intentBody(intent, fields['expand[0]'] === 'payment_method') };
    }
    const match = /^\/v1\/payment_intents\/(pi_[a-f0-9]+)(\/capture|\/cancel)?$/.exec(path);
    const intent = match ? intents.get(match[1]!) : undefined;
    if (!intent) return error(404, 'invalid_request_error', { code: 'resource_missing', message: 'No such payment_intent' });
    if (method === 'GET' && !match![2]) return { status: 200, body: intentBody(intent, fields['expand[0]'] === 'payment_method') };
    const allowed = match![2] === '/cancel' ? CANCELLABLE.has(intent.status) : intent.status === 'requires_capture';
    if (method === 'POST' && !allowed) return error(400, 'invalid_request_error', { code: 'payment_intent_unexpected_state', message: `This PaymentIntent is ${intent.status}` });
    if (method === 'POST' && match![2] === '/capture') intent.status = 'succeeded';
    else if (method === 'POST' && match![2] === '/cancel') intent.status = 'canceled';
    return { status: 200, body: intentBody(intent, false) };
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => { raw += String(chunk); });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const fields = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
      const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({ method: req.method ?? '', path: url.pathname, fields, idempotencyKey });
      const key = idempotencyKey ? `${req.method} ${url.pathname} ${idempotencyKey}` : null;
      const answer = (key && answered.get(key)) || handle(req.method ?? '', url.pathname, fields);
      if (key) answered.set(key, answer);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    requests,
    intents,
    challenge(intentId, outcome) {
      const intent = intents.get(intentId);
      if (intent?.status !== 'requires_action') throw new Error(`${intentId} waits for no challenge`);
      intent.status = outcome === 'passed' ? 'requires_capture' : 'requires_payment_method';
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
