import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger.js';
import { requestId } from './request-id.js';

/**
 * The access log: one `request completed` line per request with the request id, method, url, client
 * address, status and response time (warn for 4xx, error for 5xx). Headers stay out of it: they hold
 * credentials (bearer tokens, cookies), and copying, redacting and serialising all of them on every
 * request was the largest per-request cost after the work itself. `req.log` carries the request id
 * into handlers' own lines.
 */
export function accessLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: requestId,
    // The serializers below read the raw request and response; pino-http's wrappers would copy every header first.
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown; originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.originalUrl ?? req.url,
        remoteAddress: req.socket?.remoteAddress,
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  });
}
