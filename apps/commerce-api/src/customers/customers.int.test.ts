import { CustomerSchema, LoginResponseSchema } from '@pool/api-contract';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { customers, customerTokens } from '../db/schema.js';
import { useTestContext, TEST_STAFF_PASSWORD } from '../test/test-app.js';
import { LOGIN_FAILED } from './customers.service.js';
import { tokenDigest } from './tokens.js';

const ctx = useTestContext();

async function login(email: string, password: string) {
  const res = await request(ctx.app).post('/api/login').send({ email, password }).expect(200);
  return LoginResponseSchema.parse(res.body);
}

describe('login, customer, logout', () => {
  it('signs in the demo shopper and answers the customer for the token', async () => {
    const { user, token } = await login('shopper@example.com', 'pool-demo-1');
    expect(user).toMatchObject({ first_name: 'Sam', email: 'shopper@example.com', is_admin: false });
    const res = await request(ctx.app).get('/api/customer').set('authorization', `Bearer ${token}`).expect(200);
    expect(CustomerSchema.parse(res.body).id).toBe(user.id);
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  it('accepts the email in any case and stores only a hash of the password and of the token', async () => {
    const { token } = await login('  Shopper@Example.com ', 'pool-demo-1');
    const [row] = await ctx.db.select().from(customers).where(eq(customers.email, 'shopper@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const stored = await ctx.db.select().from(customerTokens).where(eq(customerTokens.tokenHash, tokenDigest(token)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(await ctx.db.select().from(customerTokens))).not.toContain(token);
    const ttl = stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime();
    expect(ttl).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it("answers 422 with the spec's message for a wrong password or an unknown email", async () => {
    for (const body of [{ email: 'shopper@example.com', password: 'wrong' }, { email: 'nobody@example.com', password: 'pool-demo-1' }]) {
      const res = await request(ctx.app).post('/api/login').send(body).expect(422);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body.title).toBe('Email or Password is incorrect. Try again or reset your password.');
      expect(res.body.title).toBe(LOGIN_FAILED);
    }
  });

  it('answers 400 with field messages for an invalid login body', async () => {
    const res = await request(ctx.app).post('/api/login').send({ email: 'not-an-email', password: '' }).expect(400);
    expect(res.body.errors).toEqual({ email: ['Invalid email address.'], password: ['Password is required.'] });
  });

  it('answers 401 for a missing, unknown or expired token', async () => {
    await request(ctx.app).get('/api/customer').expect(401);
    const unknown = await request(ctx.app).get('/api/customer').set('authorization', 'Bearer not-a-real-token').expect(401);
    expect(unknown.body.title).toBe('Token is expired or incorrect.');
    const { token } = await login('shopper@example.com', 'pool-demo-1');
    await request(ctx.app).get('/api/customer').set('authorization', `Bearer ${token}`).expect(200);
    const realNow = ctx.clock.now;
    try {
      ctx.clock.now = new Date(realNow.getTime() + 31 * 24 * 60 * 60 * 1000);
      await request(ctx.app).get('/api/customer').set('authorization', `Bearer ${token}`).expect(401);
    } finally {
      ctx.clock.now = realNow;
    }
  });

  it('logs out: the token stops working and a second logout is 401', async () => {
    const { token } = await login('shopper@example.com', 'pool-demo-1');
    await request(ctx.app).delete('/api/logout').set('authorization', `Bearer ${token}`).expect(204);
    await request(ctx.app).get('/api/customer').set('authorization', `Bearer ${token}`).expect(401);
    await request(ctx.app).delete('/api/logout').set('authorization', `Bearer ${token}`).expect(401);
  });

  it('lets staff load the customer they act for; a customer sending user-id still gets only their own record', async () => {
    const shopper = await login('shopper@example.com', 'pool-demo-1');
    const admin = await login('admin@example.com', TEST_STAFF_PASSWORD);
    expect(admin.user.is_admin).toBe(true);
    const acting = await request(ctx.app).get('/api/customer')
      .set('authorization', `Bearer ${admin.token}`).set('user-id', String(shopper.user.id)).expect(200);
    expect(acting.body.email).toBe('shopper@example.com');
    const ignored = await request(ctx.app).get('/api/customer')
      .set('authorization', `Bearer ${shopper.token}`).set('user-id', String(admin.user.id)).expect(200);
    expect(CustomerSchema.parse(ignored.body)).toMatchObject({ id: shopper.user.id, email: 'shopper@example.com', is_admin: false });
  });

  it('answers staff acting for a customer id beyond the integer range with 404 (was a 500)', async () => {
    const admin = await login('admin@example.com', TEST_STAFF_PASSWORD);
    for (const id of ['2147483648', '99999999999999999999']) {
      const res = await request(ctx.app).get('/api/customer').set('authorization', `Bearer ${admin.token}`).set('user-id', id);
      expect(res.status, id).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
  });

  it('believes user-id only from the BFF: with a staff token but without the service key it is refused', async () => {
    const shopper = await login('shopper@example.com', 'pool-demo-1');
    const admin = await login('admin@example.com', TEST_STAFF_PASSWORD);
    const res = await request(ctx.bareApp).get('/api/customer')
      .set('authorization', `Bearer ${admin.token}`).set('user-id', String(shopper.user.id)).expect(401);
    expect(JSON.stringify(res.body)).not.toContain('shopper@example.com');
  });
});
