import { batchedStdout, redactLogLine } from '@pool/http-kit';
import { pino, type Logger } from 'pino';
import { env } from './env';

/**
 * The process logger: JSON lines, with credentials redacted (and, in every line, reset and login
 * tokens, email addresses and card numbers: docs/decisions/0050), written to stdout in batches. Per-request
 * children (with the request id) reach loaders through the load context.
 */
export const logger: Logger = pino({
  level: env.LOG_LEVEL,
  base: { app: 'storefront' },
  redact: {
    paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers.cookie', 'req.headers["x-service-key"]', 'headers["x-service-key"]'],
    censor: '[redacted]',
  },
  hooks: { streamWrite: redactLogLine },
}, batchedStdout());
