import { batchedStdout } from '@pool/http-kit';
import { pino, type Logger } from 'pino';
import { env } from './env';

/**
 * The process logger: JSON lines, with credentials redacted, written to stdout in batches. Per-request
 * children (with the request id) reach loaders through the load context.
 */
export const logger: Logger = pino({
  level: env.LOG_LEVEL,
  base: { app: 'storefront' },
  redact: {
    paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers.cookie', 'req.headers["x-service-key"]', 'headers["x-service-key"]'],
    censor: '[redacted]',
  },
}, batchedStdout());
