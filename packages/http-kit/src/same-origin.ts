import type { RequestHandler } from 'express';
import { problemOf, writeProblem } from './problem.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the same-origin rule reads from a request. */
export interface OriginCheckInput {
  method: string;
  /** The `Origin` header, if any. */
  origin: string | undefined;
  /** The `Sec-Fetch-Site` header, if any. */
  secFetchSite: string | undefined;
  /** Whether an `Origin` value is this site's (one of the storefront's origins). */
  isOwnOrigin: (origin: string) => boolean;
}

/**
 * THE rule for state-changing requests, for every server: safe methods always pass; otherwise
 * `Sec-Fetch-Site` decides when the browser sent it (`same-origin` or `none` pass, `cross-site` and
 * `same-site` — a sibling subdomain — are refused), then `Origin` must be one of ours (the opaque `null`
 * of sandboxed frames is not). A request with neither header is not a browser's cross-site post
 * (browsers send `Origin` on every cross-origin POST): server-side callers and curl pass.
 *
 * @example
 * ```ts
 * isSameOriginRequest({ method: 'POST', origin: 'https://evil.example', secFetchSite: undefined, isOwnOrigin: (o) => o === 'https://shop.example' }); // false
 * ```
 */
export function isSameOriginRequest({ method, origin, secFetchSite, isOwnOrigin }: OriginCheckInput): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const site = secFetchSite?.toLowerCase();
  // Fetch metadata is set by the browser and cannot be forged by a page; trust it when present.
  // (`Origin` alone is not enough: under a no-referrer policy browsers send `Origin: null` even
  // for same-origin form posts.)
  if (site === 'same-origin' || site === 'none') return true;
  if (site === 'cross-site' || site === 'same-site') return false;
  if (origin === undefined) return true;
  return isOwnOrigin(origin);
}

/** Origins given as a list, e.g. the BFF's `TRUSTED_ORIGINS`. */
export const originIn = (origins: readonly string[]) => {
  const own = new Set(origins);
  return (origin: string) => own.has(origin);
};

/**
 * Whether an `Origin` names this host (`Host` as this server sees it, which the storefront pins to its
 * public origin): the storefront's own-origin test. `null` and garbage are never ours.
 *
 * @example
 * ```ts
 * originHasHost('http://LOCALHOST:3000', 'localhost:3000'); // true
 * ```
 */
export function originHasHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Express middleware answering a 403 problem to a cross-site state-changing request ({@link isSameOriginRequest}).
 *
 * @example
 * ```ts
 * app.use(sameOriginGuard(originIn(['https://shop.example'])));
 * ```
 */
export function sameOriginGuard(isOwnOrigin: (origin: string, req: Parameters<RequestHandler>[0]) => boolean): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    const secFetchSite = req.get('sec-fetch-site');
    if (isSameOriginRequest({ method: req.method, origin, secFetchSite, isOwnOrigin: (value) => isOwnOrigin(value, req) })) return next();
    (req as { log?: { warn: (o: object, m: string) => void } }).log?.warn({ origin, secFetchSite }, 'cross-site request refused');
    writeProblem(res, problemOf(403, { detail: 'Cross-site requests may not change state.', ...(req.id ? { requestId: String(req.id) } : {}) }));
  };
}
