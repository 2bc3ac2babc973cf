import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { CartService } from './carts.service.js';
import { createProtectionPlanLines } from './plans.js';
import { createSubscriptionLines } from './subscriptions.js';

const s = initServer();

/** Subscription and protection-plan lines of carts (docs/decisions/0020). */
export function cartLinesRouter(carts: CartService) {
  const subscriptions = createSubscriptionLines(carts);
  const plans = createProtectionPlanLines(carts);
  return s.router(upstreamContract.cartLines, {
    createSubscriptionCart: async ({ body, headers, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 201, body: await subscriptions.createCart(body, headers['idempotency-key'], headers['x-buyer']) };
    },
    addSubscription: async ({ params, body, headers }) => ({ status: 200, body: await subscriptions.add(params.cartId, body, headers['idempotency-key'], headers['x-buyer']) }),
    updateSubscription: async ({ params, body }) => ({ status: 200, body: await subscriptions.update(params.cartId, params.itemId, body) }),
    deleteSubscription: async ({ params }) => ({ status: 200, body: await subscriptions.remove(params.cartId, params.itemId) }),
    addProtectionPlan: async ({ params, body, headers }) => ({ status: 200, body: await plans.add(params.cartId, body, headers['x-buyer']) }),
    deleteProtectionPlan: async ({ params }) => ({ status: 200, body: await plans.remove(params.cartId, params.planId) }),
  });
}
