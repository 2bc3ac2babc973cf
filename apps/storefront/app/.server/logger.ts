import { pino, type Logger } from 'pino';
import { env } from './env';

/**
 * The process logger: JSON lines, with credentials redacted. Per-request children (with the request
 * id) come from pino-http and reach loaders through the load context.
 */
export const logger: Logger = pino({
  level: env.LOG_LEVEL,
  base: { app: 'storefront' },
  redact: {
    paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers.cookie', 'req.headers["x-service-key"]', 'headers["x-service-key"]'],
    censor: '[redacted]',
  },
});
