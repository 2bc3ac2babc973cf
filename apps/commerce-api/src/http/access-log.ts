import type { Express } from 'express';
import type { Logger } from '../logger.js';
import { accessLog, loggedRequest } from '@pool/http-kit';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** A logger bound to this request (id, method, url), created on first use. */
      log: Logger;
    }
  }
}

/**
 * The access log of `app` (@pool/http-kit's: `req.id`, one line per request, never headers) and
 * `req.log` for handlers' own lines: a child logger bound to the request, made only when a handler
 * logs (an error, a failed probe), not for every request.
 */
export function useAccessLog(app: Express, logger: Logger): void {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Express['request']) {
      const log = logger.child({ req: loggedRequest(this) });
      Object.defineProperty(this, 'log', { value: log, configurable: true });
      return log;
    },
  });
  app.use(accessLog(logger));
}
