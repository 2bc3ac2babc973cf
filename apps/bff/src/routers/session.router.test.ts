import { parseSetCookie } from 'cookie';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, sessionIdOf, storedText } from '../test/support.js';
import type { AppConfig } from '../app.js';
import { memberAudienceValue } from '@pool/http-kit';
import { buildTestApp, TEST_SERVICE_KEY } from '../test/test-app.js';

const TOKEN = 'upstream-bearer-token-4f1c9a';
const CUSTOMER = {
  id: 7, first_name: 'Sam', last_name: 'Shopper', email: 'shopper@example.com', phone: null, company: null,
  is_admin: false, enable_email_notify: true, saved_products: [], addresses: [],
};
const LOGIN_FAILED = 'Email or Password is incorrect. Try again or reset your password.';
const MENU = { items: [] };

interface FakeState {
  tokenValid: boolean;
  logout: () => Response;
  /** commerce-api does not answer the customer read (down, or its connection refused). */
  customerDown?: boolean;
}

/** commerce-api's customer calls: one demo shopper with one password. */
function fakeCommerce(state: FakeState = { tokenValid: true, logout: () => new Response(null, { status: 204 }) }) {
  return vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const auth = new Headers(init?.headers).get('authorization');
    switch (url.pathname) {
      case '/api/login': {
        const body = JSON.parse(String(init?.body));
        return body.password === 'pool-demo-1'
          ? jsonResponse(200, { user: CUSTOMER, token: TOKEN })
          : jsonResponse(422, { type: 'about:blank', title: LOGIN_FAILED, status: 422 });
      }
      case '/api/customer':
        if (state.customerDown) throw new TypeError('fetch failed');
        return state.tokenValid && auth === `Bearer ${TOKEN}`
          ? jsonResponse(200, CUSTOMER)
          : jsonResponse(401, { type: 'about:blank', title: 'Token is expired or incorrect.', status: 401 });
      case '/api/logout':
        return state.logout();
      case '/menu.json':
        return jsonResponse(200, MENU);
      default:
        return jsonResponse(404, { type: 'about:blank', title: 'Not Found', status: 404 });
    }
  });
}

async function app(state?: FakeState, config?: Partial<AppConfig>) {
  const fetch = fakeCommerce(state);
  return { ...(await buildTestApp({ fetch: fetch as unknown as typeof globalThis.fetch, config })), fetch };
}

const login = (bff: Parameters<typeof request>[0], password = 'pool-demo-1', cookie?: string) => {
  const req = request(bff).post('/v1/session/login');
  if (cookie) req.set('cookie', cookie);
  return req.send({ email: 'shopper@example.com', password });
};

describe('POST /v1/session/login', () => {
  it('keeps the token server-side and answers only the viewer', async () => {
    const { app: bff, sessionDir } = await app();
    const res = await login(bff);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ viewer: { signedIn: true, firstName: 'Sam', isAdmin: false, poolCount: null }, message: 'Logged in successfully' });
    expect(res.text).not.toContain(TOKEN);
    expect(res.text).not.toContain('"id"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await storedText(sessionDir)).toContain(TOKEN);
    const shell = await request(bff).get('/v1/session').set('cookie', `session_id=${sessionIdOf(res)}`);
    expect(shell.body.viewer).toEqual({ signedIn: true, firstName: 'Sam', isAdmin: false, poolCount: null });
    expect(shell.text).not.toContain(TOKEN);
  });

  it('rotates the session id, so an id planted before sign-in is worthless after it', async () => {
    const { app: bff } = await app();
    const first = sessionIdOf(await login(bff));
    const second = await login(bff, 'pool-demo-1', `session_id=${first}`);
    const rotated = sessionIdOf(second);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(first);
    const withOld = await request(bff).get('/v1/session').set('cookie', `session_id=${first}`);
    expect(withOld.body.viewer.signedIn).toBe(false);
    const withNew = await request(bff).get('/v1/session').set('cookie', `session_id=${rotated}`);
    expect(withNew.body.viewer.signedIn).toBe(true);
  });

  it('answers a refused login with 422 and the spec message, and signs nobody in', async () => {
    const { app: bff } = await app();
    const res = await login(bff, 'wrong');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ title: LOGIN_FAILED, status: 422 });
    expect(sessionIdOf(res)).toBeUndefined();
  });

  it('answers a login without fields with 400 and field messages', async () => {
    const { app: bff } = await app();
    const res = await request(bff).post('/v1/session/login').send({ email: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ email: ['Email is required.'], password: ['Password is required.'] });
  });

  it('limits failed attempts per address and email, not for other emails or addresses', async () => {
    const { app: bff } = await app(undefined, { loginLimits: { perAddressAndAccount: 2 } });
    expect((await login(bff, 'x')).status).toBe(422);
    expect((await login(bff, 'y')).status).toBe(422);
    const limited = await login(bff, 'pool-demo-1');
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toContain('Too many sign-in attempts');
    expect(limited.headers['retry-after']).toBe('900');
    const other = await request(bff).post('/v1/session/login').send({ email: 'someone@example.com', password: 'x' });
    expect(other.status).toBe(422);
    const elsewhere = await request(bff).post('/v1/session/login').set('x-client-address', '198.51.100.7').send({ email: 'shopper@example.com', password: 'pool-demo-1' });
    expect(elsewhere.status).toBe(200);
  });

  it('refuses a cross-site login', async () => {
    const { app: bff, fetch } = await app();
    const res = await request(bff).post('/v1/session/login').set('origin', 'https://evil.example').send({ email: 'shopper@example.com', password: 'pool-demo-1' });
    expect(res.status).toBe(403);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('POST /v1/session/logout', () => {
  it('signs out upstream and locally, and sends an /account page home', async () => {
    const { app: bff, fetch, sessionDir } = await app();
    const cookie = `session_id=${sessionIdOf(await login(bff))}`;
    const res = await request(bff).post('/v1/session/logout').set('cookie', cookie).send({ pathname: '/account/orders' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ viewer: { signedIn: false, firstName: null, isAdmin: false, poolCount: null }, message: 'Logout successfully!', redirectTo: '/' });
    const logoutCall = fetch.mock.calls.find(([input]) => String(input).endsWith('/api/logout'));
    expect(new Headers(logoutCall?.[1]?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(await storedText(sessionDir)).not.toContain(TOKEN);
    expect((await request(bff).get('/v1/session').set('cookie', cookie)).body.viewer.signedIn).toBe(false);
  });

  it('clears the session even when the upstream call fails', async () => {
    const { app: bff, sessionDir } = await app({ tokenValid: true, logout: () => { throw new TypeError('fetch failed'); } });
    const loggedIn = await login(bff);
    const res = await request(bff).post('/v1/session/logout').set('cookie', `session_id=${sessionIdOf(loggedIn)}`).send({ pathname: '/cart' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Failed to logout.', redirectTo: null, viewer: { signedIn: false } });
    expect(await storedText(sessionDir)).not.toContain(TOKEN);
    const next = sessionIdOf(res);
    expect((await request(bff).get('/v1/session').set('cookie', `session_id=${next}`)).body.viewer.signedIn).toBe(false);
  });

  it('reads a +json body: a malformed one is a 400 that signs nobody out (it used to be read as {} and sign out)', async () => {
    const { app: bff, fetch } = await app();
    const cookie = `session_id=${sessionIdOf(await login(bff))}`;
    // A type that only looks like JSON is refused (it was let through and read as {} too).
    const lookalike = await request(bff).post('/v1/session/logout').set('cookie', cookie).set('content-type', 'application/json;;;').send('[[]]');
    expect(lookalike.status).toBe(415);
    // And one in UTF-16, where the single byte "0" decoded to nothing (a chaos run signed out with it).
    const utf16 = await request(bff).post('/v1/session/logout').set('cookie', cookie).set('content-type', 'application/json; charset=utf-16').send('0');
    expect(utf16.status).toBe(415);
    for (const type of ['application/problem+json', 'application/merge-patch+json']) {
      const res = await request(bff).post('/v1/session/logout').set('cookie', cookie).set('content-type', type).send('{a:1}');
      expect(res.status, type).toBe(400);
      expect(res.body).toMatchObject({ title: 'Bad Request', detail: 'The request body is not valid JSON.' });
      const invalid = await request(bff).post('/v1/session/logout').set('cookie', cookie).set('content-type', type).send('{"pathname":5}');
      expect(invalid.status, type).toBe(400);
    }
    expect(fetch.mock.calls.some(([input]) => String(input).endsWith('/api/logout'))).toBe(false);
    expect((await request(bff).get('/v1/session').set('cookie', cookie)).body.viewer.signedIn).toBe(true);
    const valid = await request(bff).post('/v1/session/logout').set('cookie', cookie).set('content-type', 'application/vnd.pool+json').send('{"pathname":"/account"}');
    expect(valid.body).toMatchObject({ message: 'Logout successfully!', redirectTo: '/' });
  });

  it('is a harmless success for a guest, with or without a body', async () => {
    const { app: bff, fetch } = await app();
    const res = await request(bff).post('/v1/session/logout');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Logout successfully!');
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** The audience cookie a response sets: its value, '' when it clears it, undefined when it leaves it alone. */
function audienceCookieOf(res: request.Response): string | undefined {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((value) => value.startsWith('signed_in='));
  if (!header) return undefined;
  const parsed = parseSetCookie(header);
  return parsed.maxAge === 0 ? '' : (parsed.value ?? '');
}

describe('the audience cookie', () => {
  const MEMBER = memberAudienceValue(TEST_SERVICE_KEY);

  it('is set on sign-in and cleared on sign-out, HttpOnly, beside the session cookie', async () => {
    const { app: bff } = await app();
    const signedIn = await login(bff);
    expect(audienceCookieOf(signedIn)).toBe(MEMBER);
    expect(String(signedIn.headers['set-cookie'])).toMatch(/signed_in=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
    const cookie = `session_id=${sessionIdOf(signedIn)}; signed_in=${MEMBER}`;
    const current = await request(bff).get('/v1/session').set('cookie', cookie);
    expect(current.body.viewer.signedIn).toBe(true);
    expect(audienceCookieOf(current)).toBeUndefined();
    const signedOut = await request(bff).post('/v1/session/logout').set('cookie', cookie).send({});
    expect(audienceCookieOf(signedOut)).toBe('');
    expect(sessionIdOf(signedOut)).toBeDefined();
  });

  it('follows the session: a guest claiming it is told to drop it, a member without it gets it', async () => {
    const { app: bff } = await app();
    const guest = await request(bff).get('/v1/session').set('cookie', `signed_in=${MEMBER}`);
    expect(guest.body.viewer.signedIn).toBe(false);
    expect(audienceCookieOf(guest)).toBe('');
    const made_up = await request(bff).get('/v1/session').set('cookie', 'signed_in=1');
    expect(audienceCookieOf(made_up)).toBeUndefined();
    const member = await request(bff).get('/v1/session').set('cookie', `session_id=${sessionIdOf(await login(bff))}`);
    expect(audienceCookieOf(member)).toBe(MEMBER);
  });

  it('is dropped when the upstream refuses the token (401)', async () => {
    const state: FakeState = { tokenValid: true, logout: () => new Response(null, { status: 204 }) };
    const { app: bff } = await app(state);
    const cookie = `session_id=${sessionIdOf(await login(bff))}; signed_in=${MEMBER}`;
    state.tokenValid = false;
    const res = await request(bff).get('/v1/session').set('cookie', cookie);
    expect(res.body.viewer.signedIn).toBe(false);
    expect(audienceCookieOf(res)).toBe('');
  });

  it('keeps the shell public whoever asks: nothing personal is in it', async () => {
    const { app: bff } = await app();
    const cookie = `session_id=${sessionIdOf(await login(bff))}; signed_in=${MEMBER}`;
    const shell = await request(bff).get('/v1/shell').set('cookie', cookie);
    expect(shell.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=600');
    expect(shell.headers['set-cookie']).toBeUndefined();
    expect(shell.body).not.toHaveProperty('viewer');
    const session = await request(bff).get('/v1/session').set('cookie', cookie);
    expect(session.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the session view', () => {
  /** A BFF whose fake commerce-api can be changed mid-test, with Sam signed in. */
  async function signedIn() {
    const state: FakeState = { tokenValid: true, logout: () => new Response(null, { status: 204 }) };
    const { app: bff, sessionDir } = await app(state);
    return { bff, sessionDir, state, cookie: `session_id=${sessionIdOf(await login(bff))}` };
  }

  it('clears the session when the customer load is refused (401)', async () => {
    const { bff, sessionDir, cookie, state } = await signedIn();
    state.tokenValid = false;
    const shell = await request(bff).get('/v1/session').set('cookie', cookie);
    expect(shell.status).toBe(200);
    expect(shell.body.viewer).toEqual({ signedIn: false, firstName: null, isAdmin: false, poolCount: null });
    expect(await storedText(sessionDir)).not.toContain(TOKEN);
  });

  it("names a viewer it could not read, keeps the customer signed in, and shows them again once commerce-api answers", async () => {
    const { bff, sessionDir, cookie, state } = await signedIn();
    state.customerDown = true;
    const during = await request(bff).get('/v1/session').set('cookie', cookie);
    expect(during.status).toBe(200);
    expect(during.body.unavailable).toEqual(['viewer']);
    expect(during.body.viewer.signedIn).toBe(false);
    // An outage is not a sign-out: the session keeps the customer's token.
    expect(await storedText(sessionDir)).toContain(TOKEN);
    state.customerDown = false;
    const after = await request(bff).get('/v1/session').set('cookie', cookie);
    expect(after.body).not.toHaveProperty('unavailable');
    expect(after.body.viewer).toMatchObject({ signedIn: true, firstName: 'Sam' });
  });

  it('carries the configured footer data', async () => {
    const { app: bff } = await app();
    const shell = await request(bff).get('/v1/shell');
    expect(shell.body.site).toMatchObject({
      support: { phone: { display: '888 756 9666', href: 'tel:8887569666' }, hours: 'Monday-Friday 8AM-8PM CT, Saturday 8AM-4PM' },
      sisterSite: { kind: 'sprinkler' },
    });
    expect(shell.body.site.social).toHaveLength(4);
  });
});
