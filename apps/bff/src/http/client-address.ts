import type { RequestHandler } from 'express';
import { clientAddressOf, isServiceCaller } from '@pool/http-kit';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own augmentation point
  namespace Express {
    interface Request {
    /** Whether the caller presented the BFF's service key (the storefront, server-side). */
    fromService: boolean;
    /**
     * The shopper's network address, to key rate limits on: the storefront's `x-client-address` when
     * the call carries the service key, otherwise the socket peer (or what `trust proxy` made of it).
     */
    clientAddress: string;
    }
  }
}

/**
 * Marks each request with {@link Request.fromService} and {@link Request.clientAddress}. Without a
 * configured service key no caller is trusted: the forwarded address is ignored.
 */
export function clientAddress(serviceKey: string | undefined): RequestHandler {
  return (req, _res, next) => {
    req.fromService = serviceKey !== undefined && isServiceCaller(req, serviceKey);
    req.clientAddress = clientAddressOf(req, { trusted: req.fromService, fallback: () => req.ip });
    next();
  };
}
