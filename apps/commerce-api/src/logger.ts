import { redactLogLine } from '@pool/http-kit';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Secrets never reach the logs: credentials in headers are redacted wherever they appear. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'req.headers["x-service-key"]',
  'headers["x-service-key"]',
  'password',
  '*.password',
  'token',
  '*.token',
  // Card details of a checkout never reach a log line whole (only the last four are kept, in `payments`).
  'card',
  '*.card',
  'body.card',
];

/**
 * Every line then goes through http-kit's `redactLogLine`: reset and login tokens, email addresses and
 * card numbers never reach the log, in whatever field they were (docs/decisions/0050).
 * @param destination where lines go; pino's default (stdout, one write per line) when left out.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'commerce-api' }, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, hooks: { streamWrite: redactLogLine } }, destination);
}
