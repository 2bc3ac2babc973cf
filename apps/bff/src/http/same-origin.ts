import type { RequestHandler } from 'express';
import { HttpProblem } from './problem.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests from another site: `Sec-Fetch-Site: cross-site`, or an `Origin`
 * that is not one of the storefront's origins. Requests without either header (the storefront's
 * server-side calls, curl) pass: browsers always send one of them on a cross-site POST.
 */
export function sameOriginGuard(trustedOrigins: readonly string[]): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    if (site === 'cross-site') {
      return next(new HttpProblem(403, 'Cross-site requests may not change state.', { title: 'Forbidden' }));
    }
    const origin = req.get('origin');
    if (origin !== undefined && !trusted.has(origin)) {
      return next(new HttpProblem(403, 'This origin may not change state.', { title: 'Forbidden' }));
    }
    next();
  };
}
