import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { StockNotificationService } from '../stock-notifications/stock-notifications.service.js';
import type { EmailCartService } from './email-cart.service.js';
import type { EmailProductService } from './email-product.service.js';

const s = initServer();

/** A mail's answer: kept by no cache, then `send`'s result (the mail stored, or the one its send key already stored). */
async function sent<T>(res: { set: (name: string, value: string) => unknown }, send: () => Promise<T>) {
  res.set('cache-control', 'no-store');
  return { status: 200 as const, body: await send() };
}

/**
 * Email Cart, Email a product and Email me, and stock notifications (docs/decisions/0017, 0070). The outbox is read on its own loopback
 * listener, never on this port (./outbox-listener.ts, docs/decisions/0050).
 */
export function mailRouter(deps: { emailCart: EmailCartService; emailProduct: EmailProductService; stockNotifications: StockNotificationService }) {
  return s.router(upstreamContract.mail, {
    emailCart: ({ body, headers, res }) => sent(res, () => deps.emailCart.send(body, headers['idempotency-key'])),
    emailProduct: ({ body, headers, res }) => sent(res, () => deps.emailProduct.share(body, headers['idempotency-key'])),
    emailMe: ({ body, headers, res }) => sent(res, () => deps.emailProduct.toSelf(body, headers['idempotency-key'])),
    chatRequest: ({ body, headers, res }) => sent(res, () => deps.emailProduct.chatRequest(body, headers['idempotency-key'])),
    stockNotification: async ({ params, body, res }) => {
      res.set('cache-control', 'no-store');
      const { notification, created } = await deps.stockNotifications.request(params.sku, body);
      return created ? { status: 201, body: notification } : { status: 200, body: notification };
    },
  });
}
