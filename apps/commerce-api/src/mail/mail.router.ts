import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { StockNotificationService } from '../stock-notifications/stock-notifications.service.js';
import type { EmailCartService } from './email-cart.service.js';

const s = initServer();

/**
 * Email Cart and stock notifications (docs/decisions/0017). The outbox is read on its own loopback
 * listener, never on this port (./outbox-listener.ts, docs/decisions/0050).
 */
export function mailRouter(deps: { emailCart: EmailCartService; stockNotifications: StockNotificationService }) {
  return s.router(upstreamContract.mail, {
    emailCart: async ({ body, headers, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await deps.emailCart.send(body, headers['idempotency-key']) };
    },
    stockNotification: async ({ params, body, res }) => {
      res.set('cache-control', 'no-store');
      const { notification, created } = await deps.stockNotifications.request(params.sku, body);
      return created ? { status: 201, body: notification } : { status: 200, body: notification };
    },
  });
}
