import { clientAddressOf, isServiceCaller, SERVICE_KEY_HEADER, SERVICE_KEY_PROBLEM_TYPE } from '@pool/http-kit';
import type { RequestHandler } from 'express';
import { sendProblem } from './problem.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own augmentation point
  namespace Express {
    interface Request {
      /**
       * The shopper's network address as the BFF forwarded it (`x-client-address`), else the socket
       * peer. Set only past {@link requireServiceCaller}, so it is never taken from a stranger.
       */
      clientAddress: string;
    }
  }
}

/**
 * Lets through only the BFF: a request without the service key in `x-service-key` (compared in
 * constant time) gets a 401 problem and reaches no route. Mounted after the health probes, which
 * orchestrators call without credentials, and before everything else (metrics included).
 */
export function requireServiceCaller(serviceKey: string): RequestHandler {
  return (req, res, next) => {
    if (!isServiceCaller(req, serviceKey)) {
      sendProblem(req, res, 401, 'Service credential required', {
        type: SERVICE_KEY_PROBLEM_TYPE,
        detail: `commerce-api answers only the BFF, which sends its key in ${SERVICE_KEY_HEADER}.`,
      });
      return;
    }
    req.clientAddress = clientAddressOf(req, { trusted: true, fallback: () => req.ip });
    next();
  };
}
