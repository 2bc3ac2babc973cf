import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
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

/** The session id a response's Set-Cookie sets, or `undefined` when it sets none. */
export function sessionIdOf(res: { headers: Record<string, unknown> }): string | undefined {
  const header = ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []).find((value) => value.startsWith('session_id='));
  return header ? parseSetCookie(header).value : undefined;
}

/** The `session_id=...` pair of a response's Set-Cookie, ready for a Cookie header (fails the test when there is none). */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const id = sessionIdOf(res);
  expect(id, 'a session cookie').toBeDefined();
  return `session_id=${id}`;
}

/** Every file below `dir` read as text and joined: to look for what must never be written to disk. */
export async function storedText(dir: string): Promise<string> {
  const files = await readdir(dir, { recursive: true });
  return (await Promise.all(files.map((file) => readFile(path.join(dir, file)).then(String, () => '')))).join('\n');
}
