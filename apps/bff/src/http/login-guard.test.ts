import { parseSetCookie } from 'cookie';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/support.js';
import { buildTestApp } from '../test/test-app.js';
import type { LoginLimits } from './login-guard.js';

const PASSWORD = 'right-password-1';
const FAILED = 'Email or Password is incorrect. Try again or reset your password.';

/** commerce-api's sign-in: every email exists, and PASSWORD is everyone's password. */
const commerce = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
  if (new URL(String(input)).pathname !== '/api/login') return jsonResponse(404, { type: 'about:blank', title: 'Not Found', status: 404 });
  const { email, password } = JSON.parse(String(init?.body)) as { email: string; password: string };
  if (password !== PASSWORD) return jsonResponse(422, { type: 'about:blank', title: FAILED, status: 422 });
  const user = { id: 1, first_name: 'Owen', last_name: 'Owner', email, phone: null, company: null, is_admin: false, enable_email_notify: true, saved_products: [], addresses: [] };
  return jsonResponse(200, { user, token: `token-for-${email}` });
});

async function guardedApp(limits: Partial<LoginLimits>) {
  const delays: number[] = [];
  const { app } = await buildTestApp({
    fetch: commerce as unknown as typeof fetch,
    config: { loginLimits: limits },
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
  const attempt = (email: string, password: string, from: string, cookie?: string) => {
    const req = request(app).post('/v1/session/login').set('x-client-address', from);
    if (cookie) req.set('cookie', cookie);
    return req.send({ email, password });
  };
  return { attempt, delays };
}

const deviceCookieOf = (res: request.Response) => {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((value) => value.startsWith('login_device='));
  return header ? parseSetCookie(header) : undefined;
};

describe('sign-in limits', () => {
  it("lets the owner in from a browser that signed in before, whatever strangers tried", async () => {
    const { attempt, delays } = await guardedApp({ accountSlowAfter: 5, accountDelayStepMs: 100, accountMaxDelayMs: 1000, accountStrangerLimit: 30 });
    const first = await attempt('owner@example.com', PASSWORD, '203.0.113.10');
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatchObject({ httpOnly: true, path: '/', sameSite: 'lax' });
    const ownerCookie = `login_device=${device?.value}`;

    // 50 wrong passwords from 50 addresses: after 5 each stranger waits longer, after 30 they are refused.
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) statuses.push((await attempt('owner@example.com', `guess-${i}`, `198.51.${i}.1`)).status);
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    expect(delays.slice(0, 3)).toEqual([100, 200, 300]);
    expect(Math.max(...delays)).toBe(1000);

    const waitedBefore = delays.length;
    const owner = await attempt('owner@example.com', PASSWORD, '203.0.113.10', ownerCookie);
    expect(owner.status).toBe(200);
    expect(delays).toHaveLength(waitedBefore);
    // The same owner on a new address (a phone on another network) is still recognised by the cookie.
    expect((await attempt('owner@example.com', PASSWORD, '192.0.2.99', ownerCookie)).status).toBe(200);
    // A browser never signed in to this account is refused, as is a cookie remembered for another one.
    expect((await attempt('owner@example.com', PASSWORD, '192.0.2.100')).status).toBe(429);
    const otherAccount = deviceCookieOf(await attempt('other@example.com', PASSWORD, '192.0.2.101'));
    expect((await attempt('owner@example.com', PASSWORD, '192.0.2.101', `login_device=${otherAccount?.value}`)).status).toBe(429);
    expect((await attempt('owner@example.com', PASSWORD, '192.0.2.102', 'login_device=forged-tag-that-is-22-ch')).status).toBe(429);
  });

  it('refuses one address trying many accounts', async () => {
    const { attempt } = await guardedApp({ perAddress: 20 });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await attempt(`victim${i}@example.com`, 'Summer2026!', '203.0.113.66')).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    // Other shoppers are not affected.
    expect((await attempt('victim0@example.com', PASSWORD, '203.0.113.67')).status).toBe(200);
  });

  it('does not count successful sign-ins or malformed attempts', async () => {
    const { attempt } = await guardedApp({ perAddressAndAccount: 2, perAddress: 2 });
    for (let i = 0; i < 5; i += 1) expect((await attempt('owner@example.com', PASSWORD, '203.0.113.5')).status).toBe(200);
    expect((await attempt('owner@example.com', '', '203.0.113.5')).status).toBe(400);
    expect((await attempt('owner@example.com', '', '203.0.113.5')).status).toBe(400);
    expect((await attempt('owner@example.com', 'wrong', '203.0.113.5')).status).toBe(422);
  });

  it('believes x-client-address only from the storefront: without the key the call is refused', async () => {
    const { bareApp } = await buildTestApp({ fetch: commerce as unknown as typeof fetch });
    const res = await request(bareApp).post('/v1/session/login').set('x-client-address', '203.0.113.1').send({ email: 'a@example.com', password: 'x' });
    expect(res.status).toBe(401);
  });
});
