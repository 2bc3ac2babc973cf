import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the guard reads from a request. */
export interface OriginCheckInput {
  method: string;
  /** The `Origin` header, if any. */
  origin: string | undefined;
  /** The `Sec-Fetch-Site` header, if any. */
  secFetchSite: string | undefined;
  /** This site's host (`Host`, as seen by this server), e.g. `localhost:3000`. */
  host: string | undefined;
}

/**
 * Whether a request may change state: safe methods always may; a POST/PUT/PATCH/DELETE is allowed
 * when the browser's `Sec-Fetch-Site` says `same-origin` (or `none`: typed by the user), refused when
 * it says `cross-site`, and otherwise refused when its `Origin` is another site (or the opaque `null`). A request without either header is not a browser form post from another site (browsers
 * send `Origin` on every cross-origin POST), so it is allowed; that keeps curl and health checks simple.
 *
 * @example
 * ```ts
 * isSameOriginRequest({ method: 'POST', origin: 'https://evil.example', secFetchSite: undefined, host: 'shop.example' }); // false
 * ```
 */
export function isSameOriginRequest({ method, origin, secFetchSite, host }: OriginCheckInput): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const site = secFetchSite?.toLowerCase();
  // Fetch metadata is set by the browser and cannot be forged by a page; trust it when present.
  // (`Origin` alone is not enough: under a no-referrer policy browsers send `Origin: null` even
  // for same-origin form posts.)
  if (site === 'same-origin' || site === 'none') return true;
  if (site === 'cross-site') return false;
  if (origin === undefined) return true;
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false; // "null" (sandboxed frames, privacy redirects) and garbage
  }
}

/**
 * Express middleware answering 403 problem+json to cross-site state-changing requests.
 *
 * @example
 * ```ts
 * app.use(sameOriginGuard());
 * ```
 */
export function sameOriginGuard(): RequestHandler {
  return (req, res, next) => {
    const allowed = isSameOriginRequest({
      method: req.method,
      origin: req.get('origin'),
      secFetchSite: req.get('sec-fetch-site'),
      host: req.get('host'),
    });
    if (allowed) return next();
    req.log?.warn({ origin: req.get('origin'), secFetchSite: req.get('sec-fetch-site') }, 'cross-site request refused');
    res
      .status(403)
      .type('application/problem+json')
      .send(JSON.stringify({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Cross-site requests are not allowed.' }));
  };
}
