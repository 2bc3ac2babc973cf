import { upstreamOpenApi } from '@pool/api-contract/openapi';
import { Router } from 'express';
import { etagOf } from './etag.js';

/**
 * The OpenAPI document's cache header: a client generator may keep it five minutes; `private`, since
 * only a caller with the service key gets it and a shared cache would hand it to anyone.
 */
export const OPENAPI_CACHE_CONTROL = 'private, max-age=300';

/**
 * `GET /openapi.json`: upstreamContract as OpenAPI 3, for teams that generate clients (or implement
 * their own upstream). Mounted behind the service credential. Serialised once, when the router is made,
 * with its ETag, so a generator's revalidation is answered 304.
 */
export function openApiRouter(): Router {
  const json = JSON.stringify(upstreamOpenApi());
  const etag = etagOf(json);
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.set('cache-control', OPENAPI_CACHE_CONTROL).set('etag', etag).type('application/json').send(json);
  });
  return router;
}
