import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import { notFound } from '../http/problem.js';
import type { StockNotificationService } from '../stock-notifications/stock-notifications.service.js';
import type { EmailCartService } from './email-cart.service.js';
import type { Mailer } from './mailer.js';
import type { OutboxStore } from './outbox.js';

const s = initServer();

/** Email Cart, stock notifications and the dev outbox (docs/decisions/0017). */
export function mailRouter(deps: { mailer: Mailer; outbox: OutboxStore; emailCart: EmailCartService; stockNotifications: StockNotificationService }) {
  // The outbox is readable only while it is where mail goes: with an SMTP server it does not exist.
  const requireOutbox = () => {
    if (deps.mailer.transport !== 'outbox') throw notFound('The outbox is off: mail goes to the SMTP server.');
  };
  return s.router(upstreamContract.mail, {
    emailCart: async ({ body, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await deps.emailCart.send(body) };
    },
    stockNotification: async ({ params, body, res }) => {
      res.set('cache-control', 'no-store');
      const { notification, created } = await deps.stockNotifications.request(params.sku, body);
      return created ? { status: 201, body: notification } : { status: 200, body: notification };
    },
    outbox: async ({ query, res }) => {
      requireOutbox();
      res.set('cache-control', 'no-store');
      const { messages, total } = await deps.outbox.list(query.page, query.per_page);
      return { status: 200, body: { messages, total, page: query.page, per_page: query.per_page } };
    },
    outboxMessage: async ({ params, res }) => {
      requireOutbox();
      res.set('cache-control', 'no-store');
      const message = await deps.outbox.read(params.id);
      if (!message) throw notFound(`No outbox message has the id ${params.id}.`);
      return { status: 200, body: message };
    },
  });
}
