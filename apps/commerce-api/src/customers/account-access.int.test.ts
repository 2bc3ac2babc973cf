import { LoginResponseSchema } from '@pool/api-contract';
import { desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { customerOneTimeTokens, customers, customerTokens, mailOutbox } from '../db/schema.js';
import { createMailer, MailError } from '../mail/mailer.js';
import { createOutboxStore } from '../mail/outbox.js';
import { useTestContext } from '../test/test-app.js';
import { LOGIN_LINK_TTL_MS, RESET_TTL_MS } from './account-access.service.js';
import { tokenDigest } from './tokens.js';

const STOREFRONT = 'http://shop.test:4100';
/** While true the mail server is down: every send fails as SMTP would. */
let mailDown = false;
const ctx = useTestContext(40, {
  storefrontUrl: STOREFRONT,
  mailer: (db) => {
    const outbox = createMailer({ from: 'shop@pool.test', outbox: createOutboxStore(db), logger: pino({ level: 'silent' }) });
    return { ...outbox, send: (message, tx) => (mailDown ? Promise.reject(new MailError('connection refused')) : outbox.send(message, tx)) };
  },
});

let seq = 0;
const uniqueEmail = () => `reg-${Date.now().toString(36)}-${++seq}@example.com`;
const register = (body: Record<string, string>) => request(ctx.app).post('/api/register').send(body);
const newCustomer = async (password = 'blue-heron-42') => {
  const email = uniqueEmail();
  const res = await register({ first_name: 'Robin', last_name: 'Reed', email, password }).expect(201);
  return { email, password, ...LoginResponseSchema.parse(res.body) };
};
const login = (email: string, password: string) => request(ctx.app).post('/api/login').send({ email, password });
const me = (token: string) => request(ctx.app).get('/api/customer').set('authorization', `Bearer ${token}`);
/** The link in the newest mail to `email`, and the token it carries. */
async function mailedLink(email: string, path: '/reset' | '/auto-login') {
  const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.position)).limit(1);
  const link = mail?.text.split('\n').find((line) => line.startsWith(`${STOREFRONT}${path}?`));
  if (!link) throw new Error(`no ${path} link mailed to ${email}`);
  return { link, token: new URL(link).searchParams.get('token')!, mail: mail! };
}

describe('POST /api/register', () => {
  it('creates the customer with an argon2id hash and signs them in', async () => {
    const { email, user, token } = await newCustomer();
    expect(user).toMatchObject({ first_name: 'Robin', last_name: 'Reed', email, is_admin: false });
    expect((await me(token).expect(200)).body.id).toBe(user.id);
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 422 with an errors map for each bad field, and writes nothing', async () => {
    const before = (await ctx.db.select({ id: customers.id }).from(customers)).length;
    const res = await register({ first_name: ' ', last_name: '', email: 'not-an-email', password: 'short' }).expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'first_name', 'last_name', 'password']);
    expect(res.body.errors.password[0]).toBe('Password must be at least 10 characters.');
    expect((await ctx.db.select({ id: customers.id }).from(customers)).length).toBe(before);
  });

  it('refuses the email as the password and a common password', async () => {
    const email = uniqueEmail();
    expect((await register({ first_name: 'A', last_name: 'B', email, password: email }).expect(422)).body.errors.password).toEqual(['Password must not be your email.']);
    expect((await register({ first_name: 'A', last_name: 'B', email, password: 'Password123' }).expect(422)).body.errors.password).toEqual(['This password is too common. Choose another.']);
  });

  it('never says an email has an account: a known one (in any case) gets 202, nothing changes, and its owner is mailed', async () => {
    const { email, password } = await newCustomer();
    const res = await register({ first_name: 'X', last_name: 'Y', email: email.toUpperCase(), password: 'another-good-one' }).expect(202);
    expect(res.text).toBe('');
    expect(JSON.stringify(res.body)).not.toMatch(/taken|token/i);
    expect(await ctx.db.select().from(customers).where(eq(customers.email, email))).toMatchObject([{ firstName: 'Robin' }]);
    await login(email, password).expect(200);
    await login(email, 'another-good-one').expect(422);
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.position)).limit(1);
    expect(mail!.subject).toBe('You already have a Pool Supplies account');
    expect(mail!.text).toContain(`${STOREFRONT}/login`);
    expect(mail!.text).toContain(`${STOREFRONT}/forgot`);
  });

  it('answers two registrations of one new email at once with one account and one "existing"', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all([1, 2].map(() => register({ first_name: 'Ria', last_name: 'Race', email, password: 'race-heron-42' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 202]);
    expect(await ctx.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(1);
  });

  it('answers 400 for a missing field', async () => {
    await register({ first_name: 'A', email: uniqueEmail(), password: 'blue-heron-42' }).expect(400);
  });
});

describe('forgot and reset', () => {
  it('answers an unknown email like a known one and mails only the known', async () => {
    const { email } = await newCustomer();
    const mailsBefore = (await ctx.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const known = await request(ctx.app).post('/api/forgot').send({ email });
    const unknown = await request(ctx.app).post('/api/forgot').send({ email: 'nobody-here@example.com' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.text).toBe(unknown.text);
    expect((await ctx.db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(mailsBefore + 1);
  });

  it('answers alike when the mail server is down: no send failure only for known emails, and the unsent token is gone', async () => {
    const { email, user } = await newCustomer();
    mailDown = true;
    try {
      const known = await request(ctx.app).post('/api/forgot').send({ email });
      const unknown = await request(ctx.app).post('/api/forgot').send({ email: 'nobody-here@example.com' });
      const knownLink = await request(ctx.app).post('/api/login-link').send({ email });
      expect([known.status, unknown.status, knownLink.status]).toEqual([202, 202, 202]);
      expect(known.text).toBe(unknown.text);
      await expect.poll(async () => (await ctx.db.select().from(customerOneTimeTokens).where(eq(customerOneTimeTokens.customerId, user.id))).length).toBe(0);
    } finally {
      mailDown = false;
    }
  });

  it('mails a link to the storefront; the token is stored hashed, expires in an hour and works once', async () => {
    const { email, password, token: oldBearer } = await newCustomer();
    await request(ctx.app).post('/api/forgot').send({ email }).expect(202);
    const { link, token, mail } = await mailedLink(email, '/reset');
    expect(new URL(link).searchParams.get('email')).toBe(email);
    expect(mail.subject).toMatch(/reset/i);
    const rows = await ctx.db.select().from(customerOneTimeTokens).where(eq(customerOneTimeTokens.tokenHash, tokenDigest(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(RESET_TTL_MS);
    expect(JSON.stringify(await ctx.db.select().from(customerOneTimeTokens))).not.toContain(token);

    const second = await login(email, password).expect(200);
    const reset = await request(ctx.app).post('/api/reset').send({ token, email, password: 'new-heron-4242' }).expect(200);
    const { token: newBearer } = LoginResponseSchema.parse(reset.body);
    // Every other session of the customer is over; the reset's own token works.
    await me(oldBearer).expect(401);
    await me(second.body.token).expect(401);
    await me(newBearer).expect(200);
    await login(email, password).expect(422);
    await login(email, 'new-heron-4242').expect(200);
    // Single use.
    const again = await request(ctx.app).post('/api/reset').send({ token, email, password: 'third-heron-4242' }).expect(422);
    expect(again.body.title).toBe('Password reset failed. Please try again.');
  });

  it('refuses an expired token, a token of another customer and a weak new password (token kept)', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    await request(ctx.app).post('/api/forgot').send({ email: a.email }).expect(202);
    const { token } = await mailedLink(a.email, '/reset');
    await request(ctx.app).post('/api/reset').send({ token, email: b.email, password: 'new-heron-4242' }).expect(422);
    const weak = await request(ctx.app).post('/api/reset').send({ token, email: a.email, password: 'short' }).expect(422);
    expect(weak.body.errors.password).toEqual(['Password must be at least 10 characters.']);
    const real = ctx.clock.now;
    try {
      ctx.clock.now = new Date(real.getTime() + RESET_TTL_MS + 1000);
      await request(ctx.app).post('/api/reset').send({ token, email: a.email, password: 'new-heron-4242' }).expect(422);
    } finally {
      ctx.clock.now = real;
    }
    await request(ctx.app).post('/api/reset').send({ token, email: a.email, password: 'new-heron-4242' }).expect(200);
    await login(b.email, b.password).expect(200);
  });
});

describe('one-click login link', () => {
  it('mails a same-site link valid 15 minutes that signs in once', async () => {
    const { email, user } = await newCustomer();
    const unknown = await request(ctx.app).post('/api/login-link').send({ email: 'nobody-here@example.com' });
    const known = await request(ctx.app).post('/api/login-link').send({ email, redirect: '/account/orders' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    const { link, token } = await mailedLink(email, '/auto-login');
    expect(new URL(link).searchParams.get('returnUrl')).toBe('/account/orders');
    const [row] = await ctx.db.select().from(customerOneTimeTokens).where(eq(customerOneTimeTokens.tokenHash, tokenDigest(token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(LOGIN_LINK_TTL_MS);
    const first = await request(ctx.app).put('/api/login-link').send({ token }).expect(200);
    expect(LoginResponseSchema.parse(first.body).user.id).toBe(user.id);
    const second = await request(ctx.app).put('/api/login-link').send({ token }).expect(422);
    expect(second.body.title).toBe('Token incorrect.');
  });

  it('signs in only once when the same link is used twice at the same moment', async () => {
    const { email } = await newCustomer();
    await request(ctx.app).post('/api/login-link').send({ email }).expect(202);
    const { token } = await mailedLink(email, '/auto-login');
    const answers = await Promise.all([1, 2, 3].map(() => request(ctx.app).put('/api/login-link').send({ token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422]);
  });

  it('drops a redirect to another site, refuses an expired or made-up token, and a reset token is no login link', async () => {
    const { email } = await newCustomer();
    await request(ctx.app).post('/api/login-link').send({ email, redirect: '//evil.example/' }).expect(202);
    const { link, token } = await mailedLink(email, '/auto-login');
    expect(new URL(link).searchParams.has('returnUrl')).toBe(false);
    const real = ctx.clock.now;
    try {
      ctx.clock.now = new Date(real.getTime() + LOGIN_LINK_TTL_MS + 1000);
      await request(ctx.app).put('/api/login-link').send({ token }).expect(422);
    } finally {
      ctx.clock.now = real;
    }
    await request(ctx.app).put('/api/login-link').send({ token: 'made-up' }).expect(422);
    await request(ctx.app).post('/api/forgot').send({ email }).expect(202);
    const reset = await mailedLink(email, '/reset');
    await request(ctx.app).put('/api/login-link').send({ token: reset.token }).expect(422);
    expect((await ctx.db.select().from(customerTokens)).length).toBeGreaterThan(0);
  });
});

describe('POST /api/login/token (signing a customer in on a checkout host)', () => {
  const loginToken = (bearer: string | null, body: Record<string, unknown> = {}) => {
    const call = request(ctx.app).post('/api/login/token').send(body);
    return bearer === null ? call : call.set('authorization', `Bearer ${bearer}`);
  };

  it("answers the bearer's customer a single-use token whose checkout address signs them in, unmailed", async () => {
    const customer = await newCustomer();
    const mailsBefore = (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email))).length;
    const res = await loginToken(customer.token).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.url).toBe(`${STOREFRONT}/checkout/login/token/${encodeURIComponent(res.body.token)}`);
    const [stored] = await ctx.db.select().from(customerOneTimeTokens).where(eq(customerOneTimeTokens.tokenHash, tokenDigest(res.body.token)));
    expect(stored).toMatchObject({ customerId: customer.user.id, purpose: 'login_link' });
    expect((await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email))).length).toBe(mailsBefore);
    const signedIn = LoginResponseSchema.parse((await request(ctx.app).put('/api/login-link').send({ token: res.body.token }).expect(200)).body);
    expect(signedIn.user.id).toBe(customer.user.id);
    await request(ctx.app).put('/api/login-link').send({ token: res.body.token }).expect(422);
  });

  it('returns through the auto-login page to another same-site path, and to checkout for another site', async () => {
    const customer = await newCustomer();
    const orders = (await loginToken(customer.token, { redirectUrl: '/account/orders' }).expect(201)).body;
    expect(orders.url).toBe(`${STOREFRONT}/auto-login?token=${encodeURIComponent(orders.token)}&returnUrl=%2Faccount%2Forders`);
    const away = (await loginToken(customer.token, { redirectUrl: 'https://evil.example/' }).expect(201)).body;
    expect(away.url).toBe(`${STOREFRONT}/checkout/login/token/${encodeURIComponent(away.token)}`);
  });

  it('refuses a call without a bearer token or with a dead one (401) and a malformed body (400), issuing nothing', async () => {
    const before = (await ctx.db.select().from(customerOneTimeTokens)).length;
    await loginToken(null).expect(401);
    await loginToken('made-up-token').expect(401);
    const customer = await newCustomer();
    await loginToken(customer.token, { redirectUrl: 42 }).expect(400);
    expect((await ctx.db.select().from(customerOneTimeTokens)).length).toBe(before);
  });
});
