import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { DeliveryService } from './delivery.service.js';

const s = initServer();

/** Delivery by zip: the in-your-hands lookup and notify-me (spec shopping.md 7 "Delivery"). */
export function deliveryRouter(service: DeliveryService) {
  return s.router(upstreamContract.delivery, {
    inYourHands: async ({ body, res }) => {
      // The answer depends on the time of day (is_next_day) and on stock: never kept.
      res.set('cache-control', 'no-store');
      return { status: 200, body: await service.inYourHands(body) };
    },
    notify: async ({ body, res }) => {
      res.set('cache-control', 'no-store');
      const { notification, created } = await service.notify(body);
      return created ? { status: 201, body: notification } : { status: 200, body: notification };
    },
  });
}
