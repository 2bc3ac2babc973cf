import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { StockNotificationService } from '../stock-notifications/stock-notifications.service.js';
import type { EmailCartService } from './email-cart.service.js';
import type { EmailProductService } from './email-product.service.js';

const s = initServer();

/**
 * Email Cart, Email a product and Email me, and stock notifications (docs/decisions/0017, 0070). The outbox is read on its own loopback
 * listener, never on this port (./outbox-listener.ts, docs/decisions/0050).
 */
export function mailRouter(deps: { emailCart: EmailCartService; emailProduct: EmailProductService; stockNotifications: StockNotificationService }) {
  return s.router(upstreamContract.mail, {
    emailCart: async ({ body, headers, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await deps.emailCart.send(body, headers['idempotency-key']) };
    },
    emailProduct: async ({ body, headers, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await deps.emailProduct.share(body, headers['idempotency-key']) };
    },
    emailMe: async ({ body, headers, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await deps.emailProduct.toSelf(body, headers['idempotency-key']) };
    },
    chatRequest: async ({ body, headers, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await deps.emailProduct.chatRequest(body, headers['idempotency-key']) };
    },
    stockNotification: async ({ params, body, res }) => {
      res.set('cache-control', 'no-store');
      const { notification, created } = await deps.stockNotifications.request(params.sku, body);
      return created ? { status: 201, body: notification } : { status: 200, body: notification };
    },
  });
}
