import type { RequestHandler } from 'express';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The media types {@link jsonBodiesOnly} lets through, for the body parser's `type` option: every body
 * let through must also be read. express.json reads only `application/json` by default, so a
 * `+json` body (`application/merge-patch+json`, `application/problem+json`) used to pass unread and
 * the route saw `{}`: it acted on its defaults whatever the bytes said (a sign-out with a malformed body
 * signed out).
 *
 * @example
 * ```ts
 * app.use(jsonBodiesOnly(), express.json({ limit: '32kb', type: JSON_BODY_TYPES }));
 * ```
 */
export const JSON_BODY_TYPES: string[] = ['application/json', 'application/*+json'];

/** Whether a request announces a body (a length above zero, or chunked). */
function hasBody(headers: { 'content-length'?: string | undefined; 'transfer-encoding'?: string | undefined }): boolean {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
}

/**
 * Refuses, with a 415 problem+json, a write whose body is anything but JSON (`application/json` or a
 * `+json` type). JSON APIs otherwise read a `text/plain` or form body as "no body" and answer a
 * confusing validation error, or worse, act on defaults. Writes without a body pass.
 *
 * The type is judged by `req.is`, the type-is check body-parser itself makes with {@link JSON_BODY_TYPES},
 * so whatever passes here is read by `express.json({ type: JSON_BODY_TYPES })`: a Content-Type that
 * only looks like JSON (`application/json;;;`, which type-is cannot parse) is refused, where it used to
 * pass and be read as `{}`. So is a charset other than UTF-8, the only one JSON between systems may use
 * (RFC 8259): body-parser decoded `charset=utf-16`, and a one-byte body decoded to nothing, read as `{}`.
 *
 * @example
 * ```ts
 * app.use(jsonBodiesOnly(), express.json({ limit: '32kb', type: JSON_BODY_TYPES }));
 * ```
 */
export function jsonBodiesOnly(): RequestHandler {
  return (req, res, next) => {
    if (!BODY_METHODS.has(req.method) || !hasBody(req.headers)) return next();
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (req.is(JSON_BODY_TYPES) && (charset === undefined || charset === 'utf-8')) return next();
    res.status(415).set({ 'content-type': 'application/problem+json', 'cache-control': 'no-store' }).send(JSON.stringify({
      type: 'about:blank', title: 'Unsupported Media Type', status: 415, detail: 'Send the request body as application/json.',
    }));
  };
}
