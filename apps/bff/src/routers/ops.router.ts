import { createHash } from 'node:crypto';
import { Router } from 'express';
import { bffOpenApi } from '@pool/api-contract/openapi';
import { imageProxyPath } from '@pool/http-kit';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Metrics } from '../http/metrics.js';
import { HttpProblem } from '../http/problem.js';
import type { CommerceUpstream } from '../upstreams/commerce.upstream.js';
import { UpstreamError } from '../upstreams/http-upstream.js';

/** Headers of an image response worth passing on (caching and content). */
const IMAGE_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'expires'];

/**
 * The OpenAPI document's cache header: a client generator may keep it five minutes; `private`, since
 * only a caller with the service key gets it and a shared cache would hand it to anyone.
 */
export const OPENAPI_CACHE_CONTROL = 'private, max-age=300';

/** Liveness, readiness, metrics, the OpenAPI document and the image pass-through. */
export function opsRouter(deps: { upstream: CommerceUpstream; metrics: Metrics; warmingUp?: () => boolean }): Router {
  const { upstream, metrics } = deps;
  const router = Router();
  // Serialised once, when the app is built: every request sends the same bytes and ETag (a generator
  // revalidating its copy gets a 304).
  const openApiJson = JSON.stringify(bffOpenApi());
  const openApiEtag = `"${createHash('sha256').update(openApiJson).digest('base64url')}"`;

  router.get('/healthz', (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ status: 'ok' });
  });

  router.get('/readyz', async (req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    if (deps.warmingUp?.()) return next(new HttpProblem(503, 'The BFF is warming up.'));
    try {
      const probe = { deadlineMs: 1000, probe: true, requestId: String(req.id) };
      // commerce-api's own readiness, and whether it takes our key (a keyed route built once at start: a 401 throws).
      const [response, keyed] = await Promise.all([
        upstream.http.raw(`${upstream.baseUrl}/readyz`, { ...probe, routeLabel: '/readyz' }),
        upstream.http.raw(`${upstream.baseUrl}/openapi.json`, { ...probe, method: 'HEAD', routeLabel: '/openapi.json' }),
      ]);
      await Promise.all([response.body?.cancel(), keyed.body?.cancel()]);
      if (!response.ok) throw new HttpProblem(503, `commerce-api is not ready (${response.status})`);
      res.json({ status: 'ready', upstreams: { commerce: 'ready' } });
    } catch (error) {
      const refusedKey = error instanceof UpstreamError && error.failure === 'invalid';
      next(error instanceof HttpProblem && error.status === 503 ? error
        : new HttpProblem(503, refusedKey ? 'commerce-api refuses our service key (COMMERCE_API_KEY)' : 'commerce-api is not reachable'));
    }
  });

  router.get('/metrics', async (_req, res, next) => {
    try {
      res.setHeader('content-type', metrics.registry.contentType);
      res.send(await metrics.registry.metrics());
    } catch (error) {
      next(error);
    }
  });

  // bffContract as OpenAPI 3, for teams that generate clients; behind the service key like every route but the probes.
  router.get('/openapi.json', (_req, res) => {
    res.setHeader('cache-control', OPENAPI_CACHE_CONTROL);
    res.setHeader('etag', openApiEtag);
    res.type('application/json').send(openApiJson);
  });

  // Product images live on commerce-api; the storefront proxies /images/* here. Streamed, not buffered.
  router.get('/images/*', async (req, res, next) => {
    // Only the rebuilt image path goes upstream: the raw one may hold '%2e%2e' segments that the
    // URL parser would resolve to another commerce-api route.
    const path = imageProxyPath(req.originalUrl);
    if (path === null) return next(new HttpProblem(404, 'No such image.'));
    try {
      const conditional: Record<string, string> = {};
      for (const name of ['if-none-match', 'if-modified-since'] as const) {
        const value = req.get(name);
        if (value) conditional[name] = value;
      }
      const upstreamResponse = await upstream.http.raw(`${upstream.baseUrl}${path}`, {
        routeLabel: '/images/*',
        headers: { ...conditional, accept: req.get('accept') ?? '*/*' },
        requestId: String(req.id),
      });
      if (upstreamResponse.status === 404) {
        await upstreamResponse.body?.cancel();
        throw new HttpProblem(404, 'No such image.');
      }
      res.status(upstreamResponse.status);
      for (const name of IMAGE_HEADERS) {
        const value = upstreamResponse.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      if (!upstreamResponse.body || upstreamResponse.status === 304) return res.end();
      Readable.fromWeb(upstreamResponse.body as WebReadableStream).on('error', next).pipe(res);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
