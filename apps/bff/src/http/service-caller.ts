import { SERVICE_KEY_HEADER, SERVICE_KEY_PROBLEM_TYPE } from '@pool/http-kit';
import type { RequestHandler } from 'express';
import { HttpProblem } from './problem.js';

/** Paths answered without the key: orchestrators' probes. */
const OPEN_PATHS = new Set(['/healthz', '/readyz']);

/**
 * Lets through only the storefront (a request marked {@link Express.Request.fromService} by the
 * client-address middleware); anyone else gets a 401 problem, except on the health probes.
 */
export function requireServiceCaller(): RequestHandler {
  return (req, _res, next) => {
    if (req.fromService || OPEN_PATHS.has(req.path)) return next();
    next(new HttpProblem(401, `The BFF answers only the storefront, which sends its key in ${SERVICE_KEY_HEADER}.`, {
      type: SERVICE_KEY_PROBLEM_TYPE,
      title: 'Service credential required',
    }));
  };
}
