import { bffContract } from '@pool/api-contract';
import { CART_MESSAGES, normalizeZip } from '@pool/cart-domain';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter } from 'express';
import { endpointOptions } from '../http/endpoints.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { HttpProblem } from '../http/problem.js';
import type { Clock } from '../clock.js';
import { clientFor } from '../upstreams/request-client.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { deliveryView, sessionDeliveryOf } from '../views/delivery.view.js';

export interface DeliveryDeps {
  client: CommerceClient;
  clock: Clock;
  validateResponses?: boolean;
}

const invalidZip = () =>
  new HttpProblem(422, CART_MESSAGES.invalidZip, { title: CART_MESSAGES.invalidZip, errors: { zip: [CART_MESSAGES.invalidZip] } });

/**
 * Delivery by zip (decision 0018). The zip lives in the BFF session (guests too: the session is made
 * on the first zip), so it survives reloads; every answer is personal (`private, no-store`).
 */
export function mountDeliveryRoutes(app: IRouter, deps: DeliveryDeps): void {
  const { client, clock } = deps;
  const s = initServer();

  const router = s.router(bffContract.delivery, {
    current: async ({ req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await req.session.current();
      return { status: 200, body: deliveryView(session?.record.delivery ?? null, clock.now()) };
    },

    setZip: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      // The format first: 'abc' never reaches commerce-api. An unknown zip is its 422; either way the
      // session is left as it was.
      const zip = normalizeZip(body.zip);
      if (!zip) throw invalidZip();
      const response = await clientFor(client, req).delivery.inYourHands({ body: { zip } });
      if (statusOf(response) === 422) throw invalidZip();
      const found = expectStatus(response, 200);
      const delivery = sessionDeliveryOf(found);
      await req.session.update((record) => ({ ...record, delivery }));
      return { status: 200, body: deliveryView(delivery, clock.now()) };
    },

    availability: async ({ query, req, res }) => {
      setCacheControl(res, PRIVATE);
      const kept = (await req.session.current())?.record.delivery ?? null;
      if (!kept) {
        return { status: 200, body: { productId: query.productId, zip: null, place: null, sameDayEligible: false, sameDay: 0, pickup: 0, available: false } };
      }
      const found = expectStatus(
        await clientFor(client, req).delivery.inYourHands({ body: { zip: kept.zip, product_id: query.productId } }),
        200,
      );
      const eligible = found.destination.shipping_options.delivery.length > 0;
      return {
        status: 200,
        body: {
          productId: query.productId,
          zip: kept.zip,
          place: `${found.destination.city}, ${found.destination.state_abbreviation}`,
          sameDayEligible: eligible,
          sameDay: found.same_day,
          pickup: found.in_store_pickup,
          available: eligible && found.same_day > 0,
        },
      };
    },

    notify: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const kept = (await req.session.current())?.record.delivery ?? null;
      const response = await clientFor(client, req).delivery.notify({ body: { email: body.email ?? '', zip_code: body.zipCode ?? kept?.zip ?? '' } });
      if (statusOf(response) !== 201) expectStatus(response, 200);
      return { status: 200, body: { message: CART_MESSAGES.notifyMeSuccess } };
    },
  });

  createExpressEndpoints(bffContract.delivery, router, app, endpointOptions(deps.validateResponses));
}
