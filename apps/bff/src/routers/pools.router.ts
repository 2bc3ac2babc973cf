import { bffContract } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request } from 'express';
import { endpointOptions } from '../http/endpoints.js';
import { relay, relayDeleted } from '../http/relay.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import type { Clock } from '../clock.js';
import { requireCustomerHeaders } from '../session/customer-auth.js';
import { expectStatus, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';
import { productCard, productHref } from '../views/catalog.views.js';

export interface PoolsDeps {
  client: CommerceClient;
  /** For the prices of the replacement parts (sale windows). */
  clock: Clock;
  validateResponses?: boolean;
}

/** The paths of photo uploads (pool photos, strip photos), whose body may be up to 16 MB of base64 JSON (app.ts). */
export const POOL_PHOTO_PATH = /^\/v1\/(pools\/[^/]+\/(photos|water-test-photos)|water-test\/photos)$/;

/** Pool profiles, water tests and pool photos (issue #14): every answer is personal (PRIVATE). */
export function mountPoolRoutes(app: IRouter, deps: PoolsDeps): void {
  const { client } = deps;
  const s = initServer();
  /** The signed-in customer's headers for commerce-api (401 for a guest). */
  const call = async (req: Pick<Request, 'session'>) => ({ headers: await requireCustomerHeaders(req.session) });

  const router = s.router(bffContract.pools, {
    fits: async ({ query, req, res }) => {
      setCacheControl(res, PRIVATE);
      const answer = expectStatus(await clientFor(client, req).pools.fits({ ...(await call(req)), query: { products: query.products.join(',') } }), 200);
      // One badge a product: the first pool and slot it fits (pools in order, then slots).
      const seen = new Set<number>();
      const data = answer.data.filter((fit) => !seen.has(fit.product_id) && Boolean(seen.add(fit.product_id)))
        .map((fit) => ({ productId: fit.product_id, model: fit.model, poolName: fit.pool_name, diagramHref: productHref(fit.handle) }));
      return { status: 200, body: { data } };
    },
    parts: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      const answer = expectStatus(await clientFor(client, req).pools.parts({ ...(await call(req)), params }), 200);
      const ctx = { viewer: await req.session.viewer(), now: new Date(deps.clock.now()) };
      return {
        status: 200,
        body: {
          poolId: answer.pool_id,
          equipment: answer.equipment.map((e) => ({
            slot: e.slot, brand: e.brand, model: e.model, diagramHref: productHref(e.handle), partCount: e.part_count,
            parts: e.parts.map((part) => ({ callout: part.callout, consumable: part.consumable, product: productCard(part.product, ctx) })),
          })),
        },
      };
    },
    list: ({ req, res }) => relay(res, PRIVATE, 200, async () => clientFor(client, req).pools.list(await call(req))),
    create: ({ body, req, res }) => relay(res, PRIVATE, 201, async () => clientFor(client, req).pools.create({ ...(await call(req)), body })),
    profiles: ({ req, res }) => relay(res, PRIVATE, 200, async () => clientFor(client, req).pools.profiles(await call(req))),
    factors: ({ req, res }) => relay(res, PRIVATE, 200, async () => clientFor(client, req).pools.factors(await call(req))),
    get: ({ params, req, res }) => relay(res, PRIVATE, 200, async () => clientFor(client, req).pools.get({ ...(await call(req)), params })),
    update: ({ params, body, req, res }) => relay(res, PRIVATE, 200, async () => clientFor(client, req).pools.update({ ...(await call(req)), params, body })),
    remove: ({ params, req, res }) => relayDeleted(res, PRIVATE, async () => clientFor(client, req).pools.remove({ ...(await call(req)), params })),
    tests: ({ params, query, req, res }) => relay(res, PRIVATE, 200, async () => clientFor(client, req).pools.tests({ ...(await call(req)), params, query })),
    createTest: ({ params, body, req, res }) => relay(res, PRIVATE, 201, async () => clientFor(client, req).pools.createTest({ ...(await call(req)), params, body })),
    getTest: ({ params, req, res }) => relay(res, PRIVATE, 200, async () => clientFor(client, req).pools.getTest({ ...(await call(req)), params })),
    updateTest: ({ params, body, req, res }) => relay(res, PRIVATE, 200, async () => clientFor(client, req).pools.updateTest({ ...(await call(req)), params, body })),
    treatment: ({ params, body, req, res }) => relay(res, PRIVATE, 200, async () => clientFor(client, req).pools.treatment({ ...(await call(req)), params, body })),
    conditions: ({ params, req, res }) => relay(res, PRIVATE, 200, async () => clientFor(client, req).pools.conditions({ ...(await call(req)), params })),
    addPhoto: ({ params, body, req, res }) => relay(res, PRIVATE, 201, async () => clientFor(client, req).pools.addPhoto({ ...(await call(req)), params, body })),
    removePhoto: ({ params, req, res }) => relayDeleted(res, PRIVATE, async () => clientFor(client, req).pools.removePhoto({ ...(await call(req)), params })),
  });

  createExpressEndpoints(bffContract.pools, router, app, endpointOptions(deps.validateResponses));
}
