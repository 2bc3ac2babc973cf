import type { RequestListener } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSetCookie } from 'cookie';
import { expect } from 'vitest';
import { pino } from 'pino';
import request from 'supertest';
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

/** The seeded demo shopper's signed-in session on `bff`: its Cookie header. */
export async function demoShopperCookie(bff: RequestListener): Promise<string> {
  return sessionCookie(await request(bff).post('/v1/session/login').send({ email: 'shopper@example.com', password: 'pool-demo-1' }).expect(200));
}

/** A new customer registered (and so signed in) on `bff`: its Cookie header. */
export async function registeredCookie(bff: RequestListener, customer: { first_name: string; last_name: string; email: string }): Promise<string> {
  return sessionCookie(await request(bff).post('/v1/session/register').send({ ...customer, password: 'a-long-enough-password-1' }).expect(200));
}

/** A pool profile's fields as a shopper enters them (POST /v1/pools). */
export const BACKYARD_POOL = { name: 'Backyard', gallons: 15_000, surface: 'plaster', sanitizer_type: 'liquid_chlorine', location: 'outdoor', type: 'pool' };
