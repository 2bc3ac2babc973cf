import { Router } from 'express';
import type { Registry } from 'prom-client';
import { sendProblem } from './problem.js';

/**
 * Liveness and readiness (the database answers, the search index is built and warmed up): open to
 * probes without credentials.
 */
export function healthRouter(ping: () => Promise<void>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    try {
      await ping();
      res.set('cache-control', 'no-store').json({ status: 'ready' });
    } catch (error) {
      req.log?.warn({ err: error }, 'readiness check failed');
      sendProblem(req, res, 503, 'Service Unavailable', { detail: 'The database does not answer, or the search index is still being built or warmed up.' });
    }
  });
  return router;
}

/** Prometheus metrics; mounted behind the service credential (they describe traffic and routes). */
export function metricsRouter(registry: Registry): Router {
  const router = Router();
  router.get('/metrics', async (_req, res) => {
    res.set('content-type', registry.contentType).send(await registry.metrics());
  });
  return router;
}
