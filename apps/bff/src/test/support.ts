import { pino } from 'pino';
import { createMetrics } from '../http/metrics.js';

/** A logger that stays quiet in tests. */
export const silentLogger = pino({ level: 'silent' });

export const testMetrics = () => createMetrics();

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}
