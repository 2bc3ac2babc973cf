import { bffContract } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter } from 'express';
import { endpointOptions } from '../http/endpoints.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { expectStatus, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';
import { staffSession } from './staff.router.js';

export interface ModerationDeps {
  client: CommerceClient;
  validateResponses?: boolean;
}

/**
 * The staff review queue (decision 0055): only a staff session gets through (401 guest, 403 shopper),
 * with the staff member's own token (never the customer acted for); commerce-api checks it again.
 */
export function mountModerationRoutes(app: IRouter, deps: ModerationDeps): void {
  const { client } = deps;
  const s = initServer();
  const ownToken = (session: { record: { token: string } }) => ({ authorization: `Bearer ${session.record.token}` });

  const router = s.router(bffContract.moderation, {
    pendingReviews: async ({ query, req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await staffSession(req.session);
      return { status: 200, body: expectStatus(await clientFor(client, req).moderation.pendingReviews({ headers: ownToken(session), query }), 200) };
    },
    moderateReview: async ({ params, body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await staffSession(req.session);
      return {
        status: 200,
        body: expectStatus(await clientFor(client, req).moderation.moderateReview({ headers: ownToken(session), params, body }), 200),
      };
    },
  });

  createExpressEndpoints(bffContract.moderation, router, app, endpointOptions(deps.validateResponses));
}
