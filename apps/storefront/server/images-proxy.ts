import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { CLIENT_ADDRESS_HEADER, SERVICE_KEY_HEADER, imageProxyPath } from '@pool/http-kit';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** The shopper's address as this server sees it (`trust proxy` applied), for the BFF's limits. */
export const clientAddressOf = (req: Parameters<RequestHandler>[0]): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** Response headers of the BFF image answer that are passed on unchanged. */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'expires', 'vary'];

/**
 * `GET /images/*` streamed from the BFF's `/images/*`, so product images load from the store's own
 * origin (`img-src 'self'`) and keep the BFF's caching headers. Conditional request headers are
 * forwarded, so a 304 passes through. Each call carries the storefront's service key and the shopper's
 * address, like every other BFF call.
 *
 * @example
 * ```ts
 * app.get('/images/*', imagesProxy('http://127.0.0.1:4000', 5000, serviceKey, logger));
 * ```
 */
export function imagesProxy(bffUrl: string, timeoutMs: number, serviceKey: string, log: Logger): RequestHandler {
  return async (req, res) => {
    // The rebuilt path only: '/images/%2e%2e/...' must not reach another BFF route.
    const path = imageProxyPath(req.originalUrl);
    if (path === null) {
      res.status(404).set('cache-control', 'no-store').end();
      return;
    }
    const target = new URL(path, bffUrl);
    const headers: Record<string, string> = {
      'x-request-id': String(req.id),
      [SERVICE_KEY_HEADER]: serviceKey,
      [CLIENT_ADDRESS_HEADER]: clientAddressOf(req),
    };
    for (const name of ['if-none-match', 'if-modified-since', 'accept']) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    let upstream: Response;
    try {
      upstream = await fetch(target, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    } catch (error) {
      log.warn({ reqId: req.id, err: error }, 'image proxy: bff unreachable');
      res.status(502).set('cache-control', 'no-store').end();
      return;
    }
    res.status(upstream.status);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.set(name, value);
    }
    if (!upstream.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    Readable.fromWeb(upstream.body as NodeReadableStream).on('error', (error) => {
      log.warn({ reqId: req.id, err: error }, 'image proxy: stream failed');
      res.destroy(error);
    }).pipe(res);
  };
}
