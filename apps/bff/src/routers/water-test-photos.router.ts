import { bffContract } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { endpointOptions } from '../http/endpoints.js';
import { relay } from '../http/relay.js';
import { PRIVATE } from '../http/cache-control.js';
import { HttpProblem } from '../http/problem.js';
import type { RateLimitStores } from '../http/rate-limit-store.js';
import type { ShopperGuards } from '../http/shopper-limits.js';
import { requireCustomerHeaders } from '../session/customer-auth.js';
import type { CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';

export interface WaterTestPhotosDeps {
  client: CommerceClient;
  /** Scan-link texts per session, address and account (0051); commerce-api also limits each phone. */
  guards: Pick<ShopperGuards, 'scanLink'>;
  validateResponses?: boolean;
}

/** The strip photo uploads: of a pool (signed in) and outside an account (the scan page). */
export const PHOTO_TEST_PATHS = ['/v1/pools/:id/water-test-photos', '/v1/water-test/photos'];

/** Strip photos one client address, and one signed-in account, may upload per window (docs/decisions/0053). */
export interface PhotoUploadLimits {
  windowMs: number;
  perAddress: number;
  perAccount: number;
}

export const DEFAULT_PHOTO_UPLOAD_LIMITS: PhotoUploadLimits = { windowMs: 3_600_000, perAddress: 30, perAccount: 30 };

export const PHOTO_UPLOADS_LIMITED_MESSAGE = 'Too many photos uploaded; try again in an hour.';

/**
 * Limits strip photo uploads (each is decoded and read, a few hundred ms of CPU) per client address,
 * and per account when signed in, in the shared rate-limit store: new sessions do not multiply them.
 * Mounted ahead of the body parser, so a refused upload is never parsed.
 */
export function photoUploadLimits(stores: RateLimitStores, limits: PhotoUploadLimits): RequestHandler[] {
  const limiter = (prefix: string, limit: number, key: (req: Request) => Promise<string | null>) => rateLimit({
    windowMs: limits.windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: stores(prefix),
    keyGenerator: async (req) => (await key(req)) ?? '',
    skip: async (req) => (await key(req)) === null,
    handler: (_req, _res, next) => next(new HttpProblem(429, PHOTO_UPLOADS_LIMITED_MESSAGE, { title: 'Failed to upload image' })),
  });
  return [
    limiter('photo-a:', limits.perAddress, async (req) => ipKeyGenerator(req.clientAddress)),
    limiter('photo-acct:', limits.perAccount, async (req) => {
      const record = (await req.session.current())?.record;
      return record?.token && record.customerId != null ? String(record.customerId) : null;
    }),
  ];
}

/** Water tests read from a strip photo (issue #14, docs/decisions/0031): every answer is personal (PRIVATE). */
export function mountWaterTestPhotoRoutes(app: IRouter, deps: WaterTestPhotosDeps): void {
  const { client } = deps;
  const s = initServer();
  /** The signed-in customer's headers for commerce-api (401 for a guest). */
  const call = async (req: Pick<Request, 'session'>) => ({ headers: await requireCustomerHeaders(req.session) });

  // A text goes to any phone: the store must not become a way to text strangers.
  app.post('/v1/water-test/send-link', deps.guards.scanLink);

  const router = s.router(bffContract.waterTestPhotos, {
    read: ({ params, body, req, res }) => relay(res, PRIVATE, 201, async () => clientFor(client, req).waterTestPhotos.read({ ...(await call(req)), params, body })),
    get: ({ params, req, res }) => relay(res, PRIVATE, 200, async () => clientFor(client, req).waterTestPhotos.get({ ...(await call(req)), params })),
    outsideRead: ({ body, req, res }) => relay(res, PRIVATE, 201, () => clientFor(client, req).waterTestPhotos.outsideRead({ body })),
    outsideGet: ({ params, req, res }) => relay(res, PRIVATE, 200, () => clientFor(client, req).waterTestPhotos.outsideGet({ params })),
    sendLink: ({ body, req, res }) => relay(res, PRIVATE, 202, () => clientFor(client, req).waterTestPhotos.sendLink({ body })),
  });

  createExpressEndpoints(bffContract.waterTestPhotos, router, app, endpointOptions(deps.validateResponses));
}
