import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';
import { redactUrl } from './log-redaction.js';
import { requestIdFor } from './request-id.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** This request's id (see {@link requestIdFor}), set first thing by {@link accessLog}. */
      id: string;
    }
  }
}

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string };

/**
 * Standard output for a server's logger: lines are written in batches of about 4 KiB, and at least
 * every quarter second, instead of one write system call per line (on a page that costs about as much
 * as a tenth of its render); what is still buffered is written synchronously when the process exits.
 */
export function batchedStdout(): DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
}

/**
 * The request as a log line shows it, its URL without tokens, addresses or card data
 * ({@link redactUrl}). No headers: they carry session cookies and bearer tokens, and
 * serialising (then redacting) a dozen of them on every request cost more than a cached answer.
 */
export function loggedRequest(req: LoggedRequest) {
  return { id: req.id, method: req.method, url: redactUrl(req.originalUrl ?? req.url ?? ''), remoteAddress: req.socket?.remoteAddress };
}

export function loggedResponse(res: ServerResponse) {
  return { statusCode: res.statusCode };
}

/**
 * Sets `req.id` and writes one line per request when its response is done: `request completed` (or
 * `request aborted` when the client left first) with status and response time; info, warn for 4xx,
 * error for 5xx. `ignore` leaves out probes and scrapes.
 *
 * One listener and one log call a request: pino-http, used before, built a child logger and three
 * listeners for every request, which cost twice the line itself on a cached typeahead answer.
 *
 * @example
 * ```ts
 * app.use(accessLog(logger, { ignore: (req) => req.url === '/healthz' }));
 * ```
 */
export function accessLog(
  logger: Logger,
  options: {
    ignore?: (req: IncomingMessage) => boolean;
    /** What the line shows of the response (default {@link loggedResponse}: the status). */
    response?: (res: ServerResponse) => object;
  } = {},
): RequestHandler {
  const responseOf = options.response ?? loggedResponse;
  return (req, res, next) => {
    const started = Date.now();
    req.id = requestIdFor(req, res);
    if (!options.ignore?.(req)) {
      res.once('close', () => {
        const status = res.statusCode;
        const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
        logger[level](
          { req: loggedRequest(req), res: responseOf(res), responseTime: Date.now() - started },
          res.writableFinished ? 'request completed' : 'request aborted',
        );
      });
    }
    next();
  };
}
