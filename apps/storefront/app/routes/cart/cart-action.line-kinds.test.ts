import { CART_TOASTS } from '@pool/cart-domain';
import { describe, expect, it } from 'vitest';
import { BffUnavailableError, type BffClient } from '../../.server/bff';
import { runCartIntent } from './cart-action.server';
import type { CartIntent } from './cart-intent';

const LINE = '3f1d8e4c-52c3-4b7e-9d2e-0c5b8a1f2e3d';
const EMPTY = { lines: [], itemCount: 0, subtotal: 0, freeShipping: { kind: 'none' }, checkoutEnabled: false };

/** A BFF whose cartLines routes record their calls and answer `answer()`. */
function fakeBff(answer: () => Promise<{ status: number; body: unknown }>) {
  const calls: [string, unknown][] = [];
  const route = (name: string) => async (args: unknown) => {
    calls.push([name, args]);
    return answer();
  };
  const cartLines = Object.fromEntries(['subscribe', 'updateSubscription', 'removeSubscription', 'addPlan', 'removePlan'].map((name) => [name, route(name)]));
  return { bff: { cartLines } as unknown as BffClient, calls };
}

describe('runCartIntent: subscription and plan intents', () => {
  it('sends each intent to its own BFF route, the plan by offer id only', async () => {
    const { bff, calls } = fakeBff(async () => ({ status: 200, body: EMPTY }));
    const intents: CartIntent[] = [
      { intent: 'subscribe', sku: 'AQU000012', quantity: 2, period: 'ANNUALLY', idempotencyKey: 'k'.repeat(20) },
      { intent: 'updateSubscription', lineId: LINE, quantity: 3 },
      { intent: 'removeSubscription', lineId: LINE },
      { intent: 'addPlan', productId: 7, plan: 'extend-36m-7' },
      { intent: 'removePlan', planId: LINE },
    ];
    for (const intent of intents) expect(await runCartIntent(bff, intent)).toEqual({ ok: true, cart: EMPTY });
    expect(calls).toEqual([
      ['subscribe', { body: { sku: 'AQU000012', quantity: 2, period: 'ANNUALLY' }, headers: { 'idempotency-key': 'k'.repeat(20) } }],
      ['updateSubscription', { params: { itemId: LINE }, body: { quantity: 3 } }],
      ['removeSubscription', { params: { itemId: LINE } }],
      ['addPlan', { body: { productId: 7, plan: 'extend-36m-7' } }],
      ['removePlan', { params: { planId: LINE } }],
    ]);
  });

  it("answers the spec's subscription failure texts when the BFF is unreachable", async () => {
    const { bff } = fakeBff(() => Promise.reject(new BffUnavailableError('down')));
    expect(await runCartIntent(bff, { intent: 'subscribe', sku: 'A', quantity: 1, period: 'MONTHLY' })).toMatchObject({ ok: false, status: 503, message: CART_TOASTS.subscriptionAddFailed });
    expect(await runCartIntent(bff, { intent: 'updateSubscription', lineId: LINE, quantity: 1 })).toMatchObject({ message: 'Failed to update subscription' });
    expect(await runCartIntent(bff, { intent: 'removeSubscription', lineId: LINE })).toMatchObject({ message: 'Failed to remove subscription' });
  });

  it('passes a refusal on with the problem title', async () => {
    const { bff } = fakeBff(async () => ({ status: 422, body: { type: 'about:blank', title: 'This product cannot be subscribed', status: 422 } }));
    expect(await runCartIntent(bff, { intent: 'subscribe', sku: 'A', quantity: 1, period: 'MONTHLY' })).toMatchObject({ ok: false, status: 422, message: 'This product cannot be subscribed' });
  });
});
