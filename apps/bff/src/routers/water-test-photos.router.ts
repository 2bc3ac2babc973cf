import { bffContract } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request } from 'express';
import { requestValidationProblem } from '../http/errors.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import type { ShopperGuards } from '../http/shopper-limits.js';
import { requireCustomerHeaders } from '../session/customer-auth.js';
import { expectStatus, type CommerceClient } from '../upstreams/commerce.upstream.js';

export interface WaterTestPhotosDeps {
  client: CommerceClient;
  /** Scan-link texts per session, address and account (0051); commerce-api also limits each phone. */
  guards: Pick<ShopperGuards, 'scanLink'>;
  validateResponses?: boolean;
}

/** Water tests read from a strip photo (issue #14, docs/decisions/0031): every answer is personal (PRIVATE). */
export function mountWaterTestPhotoRoutes(app: IRouter, deps: WaterTestPhotosDeps): void {
  const { client } = deps;
  const s = initServer();
  const requestId = (req: Pick<Request, 'id'>) => String(req.id);
  const call = async (req: Pick<Request, 'session' | 'id'>) => ({ headers: await requireCustomerHeaders(req.session), requestId: requestId(req) });

  // A text goes to any phone: the store must not become a way to text strangers.
  app.post('/v1/water-test/send-link', deps.guards.scanLink);

  const router = s.router(bffContract.waterTestPhotos, {
    read: async ({ params, body, req, res }) => {
      setCacheControl(res, PRIVATE);
      return { status: 200, body: expectStatus(await client.waterTestPhotos.read({ ...(await call(req)), params, body }), 201) };
    },
    get: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      return { status: 200, body: expectStatus(await client.waterTestPhotos.get({ ...(await call(req)), params }), 200) };
    },
    outsideRead: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      return { status: 200, body: expectStatus(await client.waterTestPhotos.outsideRead({ body, requestId: requestId(req) }), 201) };
    },
    outsideGet: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      return { status: 200, body: expectStatus(await client.waterTestPhotos.outsideGet({ params, requestId: requestId(req) }), 200) };
    },
    sendLink: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      return { status: 200, body: expectStatus(await client.waterTestPhotos.sendLink({ body, requestId: requestId(req) }), 202) };
    },
  });

  createExpressEndpoints(bffContract.waterTestPhotos, router, app, {
    logInitialization: false,
    responseValidation: deps.validateResponses ?? true,
    requestValidationErrorHandler: requestValidationProblem,
  });
}
