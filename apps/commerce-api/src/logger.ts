import { pino, type Logger } from 'pino';

export type { Logger };

/** Secrets never reach the logs: credentials in headers are redacted wherever they appear. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  '*.password',
  'token',
  '*.token',
];

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'commerce-api' }, redact: { paths: REDACT_PATHS, censor: '[redacted]' } });
}
