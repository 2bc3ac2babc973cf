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

/** @param destination where lines go; pino's default (stdout, one write per line) when left out. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'commerce-api' }, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, destination);
}

/**
 * stdout for a server: lines are written in batches of about 4 KiB, and at least every quarter second,
 * instead of one write (a hand-off to the I/O thread pool) per line; what is still buffered is written
 * synchronously when the process exits.
 */
export function batchedStdout(): DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
}
