import { parseSetCookie } from 'cookie';
import { expect } from 'vitest';
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

/** The `session_id=...` pair of a response's Set-Cookie, ready for a Cookie header (fails the test when there is none). */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const header = ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []).find((value) => value.startsWith('session_id='));
  expect(header, 'a session cookie').toBeDefined();
  return `session_id=${parseSetCookie(header!).value}`;
}
