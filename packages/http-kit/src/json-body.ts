import type { RequestHandler } from 'express';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request announces a body (a length above zero, or chunked). */
function hasBody(headers: { 'content-length'?: string | undefined; 'transfer-encoding'?: string | undefined }): boolean {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
}

/**
 * Refuses, with a 415 problem+json, a write whose body is anything but JSON (`application/json` or a
 * `+json` type). JSON APIs otherwise read a `text/plain` or form body as "no body" and answer a
 * confusing validation error, or worse, act on defaults. Writes without a body pass.
 *
 * @example
 * ```ts
 * app.use(jsonBodiesOnly(), express.json({ limit: '32kb' }));
 * ```
 */
export function jsonBodiesOnly(): RequestHandler {
  return (req, res, next) => {
    if (!BODY_METHODS.has(req.method) || !hasBody(req.headers)) return next();
    const type = (req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
    if (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)) return next();
    res.status(415).set({ 'content-type': 'application/problem+json', 'cache-control': 'no-store' }).send(JSON.stringify({
      type: 'about:blank', title: 'Unsupported Media Type', status: 415, detail: 'Send the request body as application/json.',
    }));
  };
}
