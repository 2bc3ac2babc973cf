import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestIdFor } from './request-id.js';

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string };

/**
 * The request as an access log line shows it. No headers: they carry the session cookie, and
 * serialising (then redacting) a dozen of them on every request cost more than the rest of a cached
 * answer. The request id ties the line to the storefront's and commerce-api's lines.
 */
export function loggedRequest(req: LoggedRequest) {
  return { id: req.id, method: req.method, url: req.originalUrl ?? req.url, remoteAddress: req.socket?.remoteAddress };
}

export function loggedResponse(res: ServerResponse) {
  return { statusCode: res.statusCode };
}

/**
 * One line per request (`request completed`, with status and response time), warn for 4xx, error for
 * 5xx; `ignore` leaves out probes and scrapes. Sets `req.id` (see {@link requestIdFor}).
 */
export function accessLog(logger: Logger, options: { ignore?: (req: IncomingMessage) => boolean } = {}): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: requestIdFor,
    // Our serializers get the raw request and response, instead of pino-http's copies with every header.
    wrapSerializers: false,
    serializers: { req: loggedRequest, res: loggedResponse, err: pino.stdSerializers.err },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    autoLogging: options.ignore ? { ignore: options.ignore } : true,
  });
}
