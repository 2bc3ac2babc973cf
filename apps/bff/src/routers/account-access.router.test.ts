import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../app.js';
import { jsonResponse, sessionIdOf, storedText } from '../test/support.js';
import { buildTestApp } from '../test/test-app.js';

const CUSTOMER = {
  id: 9, first_name: 'Robin', last_name: 'Reed', email: 'robin@example.com', phone: null, company: null,
  is_admin: false, enable_email_notify: true, saved_products: [], addresses: [],
};
const problem = (status: number, title: string, errors?: Record<string, string[]>) =>
  jsonResponse(status, { type: 'about:blank', title, status, ...(errors ? { errors } : {}) });

/** commerce-api's account-access calls, scripted. */
function fakeCommerce() {
  const calls: { path: string; method: string; body: unknown }[] = [];
  let counter = 0;
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path: url.pathname, method: init?.method ?? 'GET', body });
    const auth = new Headers(init?.headers).get('authorization');
    switch (`${init?.method ?? 'GET'} ${url.pathname}`) {
      case 'POST /api/register':
        if (body.password === 'short') return problem(422, 'The given data was invalid.', { password: ['Password must be at least 10 characters.'] });
        if (body.email === 'known@example.com') return new Response(null, { status: 202 });
        return jsonResponse(201, { user: { ...CUSTOMER, email: body.email }, token: `bearer-${++counter}` });
      case 'POST /api/forgot':
      case 'POST /api/login-link':
        return body.email === 'smtp-down@example.com' ? problem(502, 'Bad Gateway') : new Response(null, { status: 202 });
      case 'POST /api/reset':
        if (body.token !== 'good-reset') return problem(422, 'Password reset failed. Please try again.', { token: ['Password reset failed. Please try again.'] });
        if (body.password.length < 10) return problem(422, 'Password must be at least 10 characters.', { password: ['Password must be at least 10 characters.'] });
        return jsonResponse(200, { user: CUSTOMER, token: `bearer-${++counter}` });
      case 'PUT /api/login-link':
        return body.token === 'good-link' ? jsonResponse(200, { user: CUSTOMER, token: `bearer-${++counter}` }) : problem(422, 'Token incorrect.');
      case 'GET /api/customer':
        return auth?.startsWith('Bearer bearer-') ? jsonResponse(200, CUSTOMER) : problem(401, 'Token is expired or incorrect.');
      case 'GET /menu.json':
        return jsonResponse(200, { items: [] });
      default:
        return problem(404, 'Not Found');
    }
  });
  return { fetch, calls };
}

async function app(config?: Partial<AppConfig>) {
  const { fetch, calls } = fakeCommerce();
  return { ...(await buildTestApp({ fetch: fetch as unknown as typeof globalThis.fetch, config })), calls };
}

const viewerWith = async (bff: Parameters<typeof request>[0], sid: string | undefined) =>
  (await request(bff).get('/v1/session').set('cookie', `session_id=${sid}`)).body.viewer;

/** A guest session holding something (the delivery zip), so there is an id to rotate. */
async function guestSession(bff: Parameters<typeof request>[0]): Promise<string> {
  const res = await request(bff).post('/v1/session/login').send({ email: 'nobody@example.com', password: 'x' });
  const sid = sessionIdOf(res);
  if (sid) return sid;
  const other = await request(bff).post('/v1/session/logout').send({});
  return sessionIdOf(other) ?? 'none';
}

const REGISTRATION = { first_name: 'Robin', last_name: 'Reed', email: 'robin@example.com', password: 'blue-heron-42' };

describe('POST /v1/session/register', () => {
  it("signs the new customer in under a new session id: 'Register successfully!', the token stays in the session", async () => {
    const { app: bff, sessionDir } = await app();
    const before = await guestSession(bff);
    const res = await request(bff).post('/v1/session/register').set('cookie', `session_id=${before}`).send(REGISTRATION);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ viewer: { signedIn: true, firstName: 'Robin', isAdmin: false, poolCount: null }, message: 'Register successfully!' });
    expect(res.text).not.toContain('bearer-');
    const sid = sessionIdOf(res);
    expect(sid).toBeDefined();
    expect(sid).not.toBe(before);
    expect((await viewerWith(bff, sid)).firstName).toBe('Robin');
    expect(await storedText(sessionDir)).toContain('bearer-1');
  });

  it('passes the errors map on as 422 and signs nobody in', async () => {
    const { app: bff } = await app();
    const res = await request(bff).post('/v1/session/register').send({ ...REGISTRATION, password: 'short' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ password: ['Password must be at least 10 characters.'] });
    expect(sessionIdOf(res)).toBeUndefined();
  });

  it('answers an email that already has an account with "check your email", signing nobody in and saying nothing of the account', async () => {
    const { app: bff } = await app();
    const res = await request(bff).post('/v1/session/register').send({ ...REGISTRATION, email: 'known@example.com' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: 'Thank you. Check your email: we have sent you a message about your account.' });
    expect(res.text).not.toMatch(/taken|already/i);
    expect(sessionIdOf(res)).toBeUndefined();
  });

  it('answers 400 for a missing field without calling commerce-api', async () => {
    const { app: bff, calls } = await app();
    const res = await request(bff).post('/v1/session/register').send({ first_name: 'Robin', email: 'robin@example.com' });
    expect(res.status).toBe(400);
    expect(calls.filter((call) => call.path === '/api/register')).toHaveLength(0);
  });

  it('limits registrations per address', async () => {
    const { app: bff } = await app({ accountRequestLimits: { registrationsPerAddress: 2 } });
    const send = () => request(bff).post('/v1/session/register').set('x-client-address', '203.0.113.5').send(REGISTRATION);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('forgot and login-link requests', () => {
  it('answer the same for any email, and the spec failure when mail cannot leave', async () => {
    const { app: bff } = await app();
    const known = await request(bff).post('/v1/session/forgot').send({ email: 'robin@example.com' });
    const unknown = await request(bff).post('/v1/session/forgot').send({ email: 'nobody@example.com' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual({ message: 'Password reset email sent.' });
    expect(unknown.body).toEqual(known.body);
    const down = await request(bff).post('/v1/session/forgot').send({ email: 'smtp-down@example.com' });
    expect(down.status).toBe(502);
    expect(down.body.title).toBe('Password reset email sent failed.');
    const link = await request(bff).post('/v1/session/login-link').send({ email: 'smtp-down@example.com' });
    expect(link.body.title).toBe('Password reset email sent failed.');
  });

  it('passes a returnUrl on as the redirect of the login link', async () => {
    const { app: bff, calls } = await app();
    await request(bff).post('/v1/session/login-link').send({ email: 'robin@example.com', returnUrl: '/cart' }).expect(200);
    expect(calls.find((call) => call.path === '/api/login-link')?.body).toEqual({ email: 'robin@example.com', redirect: '/cart' });
  });

  it('limit mails per address and account, per address, and per account without holding the owner’s browser', async () => {
    const { app: bff } = await app({ accountRequestLimits: { mailsPerAddressAndAccount: 2, mailsPerAddress: 3, mailsPerAccountFromStrangers: 4 } });
    const ask = (email: string, from: string, cookie?: string) => {
      const req = request(bff).post('/v1/session/forgot').set('x-client-address', from);
      if (cookie) req.set('cookie', cookie);
      return req.send({ email });
    };
    expect((await ask('a@example.com', '203.0.113.1')).status).toBe(200);
    expect((await ask('a@example.com', '203.0.113.1')).status).toBe(200);
    expect((await ask('a@example.com', '203.0.113.1')).status).toBe(429);
    // Per address over all accounts (the refused one above counted too).
    expect((await ask('b@example.com', '203.0.113.1')).status).toBe(429);
    // Strangers from other addresses use up the account's mails...
    // (two counted from 203.0.113.1; its refused third never reached the account's count)
    expect((await ask('a@example.com', '198.51.100.1')).status).toBe(200);
    expect((await ask('a@example.com', '198.51.100.2')).status).toBe(200);
    expect((await ask('a@example.com', '198.51.100.3')).status).toBe(429);
    // ...but the owner's browser, which signed in before, still gets one.
    const owner = await request(bff).put('/v1/session/login-link').send({ token: 'good-link' });
    const device = ([] as string[]).concat(owner.headers['set-cookie'] ?? []).find((value) => value.startsWith('login_device='))!.split(';')[0]!;
    expect((await request(bff).post('/v1/session/forgot').set('x-client-address', '192.0.2.9').set('cookie', device).send({ email: 'robin@example.com' })).status).toBe(200);
    for (const from of ['192.0.2.10', '192.0.2.11', '192.0.2.12', '192.0.2.13']) expect((await ask('robin@example.com', from)).status).toBe(200);
    expect((await ask('robin@example.com', '192.0.2.14')).status).toBe(429);
    expect((await request(bff).post('/v1/session/forgot').set('x-client-address', '192.0.2.15').set('cookie', device).send({ email: 'robin@example.com' })).status).toBe(200);
  });
});

describe('POST /v1/session/reset', () => {
  it('signs in under a new session id with the new token', async () => {
    const { app: bff } = await app();
    const before = await guestSession(bff);
    const res = await request(bff).post('/v1/session/reset').set('cookie', `session_id=${before}`).send({ token: 'good-reset', email: 'robin@example.com', password: 'new-heron-4242' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Logged in successfully');
    const sid = sessionIdOf(res);
    expect(sid).not.toBe(before);
    expect((await viewerWith(bff, sid)).signedIn).toBe(true);
  });

  it("answers the spec's failure for a bad token and the rule's message for a weak password, signing nobody in", async () => {
    const { app: bff } = await app();
    const bad = await request(bff).post('/v1/session/reset').send({ token: 'used', email: 'robin@example.com', password: 'new-heron-4242' });
    expect(bad.status).toBe(422);
    expect(bad.body.title).toBe('Password reset failed. Please try again.');
    expect(sessionIdOf(bad)).toBeUndefined();
    const weak = await request(bff).post('/v1/session/reset').send({ token: 'good-reset', email: 'robin@example.com', password: 'short' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toEqual(['Password must be at least 10 characters.']);
    expect((await request(bff).post('/v1/session/reset').send({ email: 'robin@example.com' })).status).toBe(400);
  });
});

describe('PUT /v1/session/login-link', () => {
  it('signs in under a new session id', async () => {
    const { app: bff } = await app();
    const before = await guestSession(bff);
    const res = await request(bff).put('/v1/session/login-link').set('cookie', `session_id=${before}`).send({ token: 'good-link' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ viewer: { signedIn: true, firstName: 'Robin', isAdmin: false, poolCount: null }, message: 'Logged in successfully' });
    expect(sessionIdOf(res)).not.toBe(before);
  });

  it("answers 'Token incorrect.' for a bad token, and limits bad tokens per address", async () => {
    const { app: bff } = await app({ accountRequestLimits: { badTokensPerAddress: 2 } });
    const bad = () => request(bff).put('/v1/session/login-link').set('x-client-address', '203.0.113.77').send({ token: 'nope' });
    const first = await bad();
    expect(first.status).toBe(422);
    expect(first.body.title).toBe('Token incorrect.');
    expect(sessionIdOf(first)).toBeUndefined();
    await bad();
    expect((await bad()).status).toBe(429);
    expect((await request(bff).put('/v1/session/login-link').send({})).status).toBe(400);
  });
});
