import { OrderViewSchema, PaymentProblemSchema, PROBLEM_CONTENT_TYPE, type Order } from '@pool/api-contract';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../session/session-context.js';
import type { Session } from '../session/session-store.js';
import { jsonResponse } from '../test/support.js';
import { buildTestApp } from '../test/test-app.js';
import { upstreamAttemptKey } from './checkout.router.js';

const CART_ID = '6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab';
const INTENT = 'pi_3Ptest0123456789';
const NEXT_ACTION = { type: 'stripe_3ds', clientSecret: `${INTENT}_secret_abc123`, paymentToken: INTENT };
const ADDRESS = { firstName: 'Ada', lastName: 'Pool', company: null, street1: '1 Main St', street2: null, city: 'Phoenix', state: 'AZ', zip: '85004', phone: null };
const body = (paymentToken: string) => ({ attemptKey: 'attempt-key-0123456789', email: 'ada@example.com', address: ADDRESS, shippingMethod: 'standard', paymentToken, expectedTotal: 5499 });

const guest = { id: 'x', publicId: 'public-session-id', record: { cartId: CART_ID, orderedCarts: [], customerId: null, token: null, actAsId: null } } as unknown as Session;

function order(): Order {
  return {
    id: 7, number: '7', cartId: CART_ID, customerId: null, email: 'ada@example.com', status: 'placed', createdAt: '2026-11-25T12:00:00.000Z',
    shippingAddress: ADDRESS, billingAddress: ADDRESS, shippingMethod: 'standard', deliveryEstimate: 'Arrives in 3-5 days', lines: [], couponCodes: [],
    subtotal: 50, discount: 0, shipping: 0, tax: 4.99, total: 54.99, payment: { brand: 'visa', last4: '3220', status: 'captured' }, fraudSessionId: null,
  };
}

/** commerce-api's checkout: the card asks for 3-D Secure, then the `pi_...` re-submit is paid. */
function fakeCommerce() {
  return vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname !== '/api/v1/orders') return jsonResponse(404, { type: 'about:blank', title: 'Not Found', status: 404 });
    const sent = JSON.parse(String(init?.body)) as { paymentToken: string };
    if (sent.paymentToken === INTENT) return jsonResponse(201, order());
    return jsonResponse(402, { type: 'about:blank', title: 'Your bank asks you to confirm this payment.', status: 402, detail: 'requires_action', requestId: 'upstream-id', nextAction: NEXT_ACTION });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /v1/checkout/orders with a card that asks for 3-D Secure (docs/decisions/0078)', () => {
  it('passes the next action on as a 402 problem, keeps the cart, then places the order when the same attempt comes back with the pi_ token', async () => {
    const fetch = fakeCommerce();
    const { app: bff } = await buildTestApp({ fetch: fetch as unknown as typeof globalThis.fetch });
    vi.spyOn(SessionContext.prototype, 'current').mockResolvedValue(guest);
    const update = vi.spyOn(SessionContext.prototype, 'update').mockResolvedValue(guest);

    const challenged = await request(bff).post('/v1/checkout/orders').set('cookie', 'session_id=whatever').send(body('pm_card_threeDSecure2Required'));
    expect(challenged.status).toBe(402);
    expect(challenged.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(challenged.headers['cache-control']).toContain('no-store');
    expect(PaymentProblemSchema.parse(challenged.body)).toMatchObject({ status: 402, title: 'Your bank asks you to confirm this payment.', nextAction: NEXT_ACTION });
    expect(challenged.body.requestId).not.toBe('upstream-id');
    expect(update).not.toHaveBeenCalled();

    const placed = await request(bff).post('/v1/checkout/orders').set('cookie', 'session_id=whatever').send(body(INTENT));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(OrderViewSchema.parse(placed.body)).toMatchObject({ cartId: CART_ID, payment: { brand: 'visa', last4: '3220' } });
    expect(update).toHaveBeenCalledOnce();

    // Both went to commerce-api as the same attempt (one order per attempt), each with its own token.
    const calls = fetch.mock.calls.map(([, init]) => ({ key: new Headers(init?.headers).get('idempotency-key'), token: (JSON.parse(String(init?.body)) as { paymentToken: string }).paymentToken }));
    const key = upstreamAttemptKey(guest.publicId, 'attempt-key-0123456789');
    expect(calls).toEqual([{ key, token: 'pm_card_threeDSecure2Required' }, { key, token: INTENT }]);
  });
});
