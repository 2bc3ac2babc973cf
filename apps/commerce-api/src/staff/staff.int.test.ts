import { AuditListSchema, CustomerSchema, CustomerSearchAnswerSchema, LoginResponseSchema } from '@pool/api-contract';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { carts, orders, products, staffAudit } from '../db/schema.js';
import { useTestContext, TEST_STAFF_PASSWORD } from '../test/test-app.js';
import { TOKEN_TTL_MS } from '../customers/tokens.js';

const ctx = useTestContext();
let staff: { token: string; id: number };
let shopper: { token: string; id: number };
beforeAll(async () => {
  staff = await login('admin@example.com', TEST_STAFF_PASSWORD);
  shopper = await login('shopper@example.com', 'pool-demo-1');
}, 60_000);

async function login(email: string, password: string) {
  const res = await request(ctx.app).post('/api/login').send({ email, password }).expect(200);
  const { user, token } = LoginResponseSchema.parse(res.body);
  return { token, id: user.id };
}
const bearer = (who: { token: string }) => `Bearer ${who.token}`;

describe('GET /api/admin/customers (staff customer search)', () => {
  it('finds customers by name, email, phone and order number, paged', async () => {
    for (const q of ['Sam Shopper', 'shopper@EXAMPLE', '210 555 0142', 'Shopp']) {
      const res = await request(ctx.app).get('/api/admin/customers').query({ q }).set('authorization', bearer(staff)).expect(200);
      const answer = CustomerSearchAnswerSchema.parse(res.body);
      expect(answer.data.map((c) => c.email), q).toContain('shopper@example.com');
      expect(res.headers['cache-control']).toMatch(/no-store/);
    }
    const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, shopper.id)).limit(1);
    const byOrder = await request(ctx.app).get('/api/admin/customers').query({ q: String(order!.id) }).set('authorization', bearer(staff)).expect(200);
    expect(byOrder.body.data.map((c: { id: number }) => c.id)).toEqual([shopper.id]);
    const paged = await request(ctx.app).get('/api/admin/customers').query({ q: 'example.com', per_page: 1, page: 2 }).set('authorization', bearer(staff)).expect(200);
    expect(paged.body).toMatchObject({ page: 2, per_page: 1, total: 2 });
    expect(paged.body.data).toHaveLength(1);
  });

  it('treats % and _ as plain characters', async () => {
    const res = await request(ctx.app).get('/api/admin/customers').query({ q: '%' }).set('authorization', bearer(staff)).expect(200);
    expect(res.body.total).toBe(0);
  });

  it('refuses a shopper (403), a missing or dead token (401) and an empty query (400)', async () => {
    const refused = await request(ctx.app).get('/api/admin/customers').query({ q: 'a' }).set('authorization', bearer(shopper)).expect(403);
    expect(refused.headers['content-type']).toMatch(/problem\+json/);
    expect(refused.body.title).toBe('You do not have permission to do that.');
    await request(ctx.app).get('/api/admin/customers').query({ q: 'a' }).expect(401);
    await request(ctx.app).get('/api/admin/customers').query({ q: 'a' }).set('authorization', 'Bearer nope').expect(401);
    await request(ctx.app).get('/api/admin/customers').query({ q: ' ' }).set('authorization', bearer(staff)).expect(400);
  });
});

describe('acting as a customer', () => {
  it('believes user-id on GET /api/customer only from a staff token', async () => {
    const asStaff = await request(ctx.app).get('/api/customer').set('authorization', bearer(staff)).set('user-id', String(shopper.id)).expect(200);
    expect(CustomerSchema.parse(asStaff.body).email).toBe('shopper@example.com');
    const asShopper = await request(ctx.app).get('/api/customer').set('authorization', bearer(shopper)).set('user-id', String(staff.id)).expect(200);
    expect(asShopper.body.email).toBe('shopper@example.com');
    const cart = await request(ctx.app).get('/api/customer/cart').set('authorization', bearer(shopper)).set('user-id', String(staff.id)).expect(200);
    const [own] = await ctx.db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, shopper.id)).limit(1);
    expect(cart.body.cart_id).toBe(own?.id ?? null);
  });

  it('start, session, writes and stop are audited with staff, customer, action and request id', async () => {
    const started = await request(ctx.app).post('/api/admin/act-as').set('authorization', bearer(staff)).set('x-request-id', 'req-start-1')
      .send({ customer_id: shopper.id }).expect(200);
    expect(started.body.customer.email).toBe('shopper@example.com');
    const session = await request(ctx.app).get('/api/admin/session').set('authorization', bearer(staff)).set('user-id', String(shopper.id)).expect(200);
    expect(session.body).toMatchObject({ staff: { email: 'admin@example.com' }, acting_as: { email: 'shopper@example.com' } });
    await request(ctx.app).post('/api/admin/audit').set('authorization', bearer(staff)).set('user-id', String(shopper.id)).set('x-request-id', 'req-write-1')
      .send({ action: 'cart-change', detail: 'POST /v1/cart/items' }).expect(201);
    await request(ctx.app).delete('/api/admin/act-as').set('authorization', bearer(staff)).set('user-id', String(shopper.id)).set('x-request-id', 'req-stop-1').expect(204);
    const audit = AuditListSchema.parse((await request(ctx.app).get(`/api/admin/customers/${shopper.id}/audit`).set('authorization', bearer(staff)).expect(200)).body);
    expect(audit.data.slice(0, 3).map((e) => [e.action, e.request_id, e.staff_id, e.customer_id, e.staff_name])).toEqual([
      ['act-as-stop', 'req-stop-1', staff.id, shopper.id, 'Alex Admin'],
      ['cart-change', 'req-write-1', staff.id, shopper.id, 'Alex Admin'],
      ['act-as-start', 'req-start-1', staff.id, shopper.id, 'Alex Admin'],
    ]);
  });

  it('refuses a shopper on every staff route, and records nothing', async () => {
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(staffAudit);
    await request(ctx.app).post('/api/admin/act-as').set('authorization', bearer(shopper)).send({ customer_id: staff.id }).expect(403);
    await request(ctx.app).get('/api/admin/session').set('authorization', bearer(shopper)).set('user-id', String(staff.id)).expect(403);
    await request(ctx.app).post('/api/admin/audit').set('authorization', bearer(shopper)).set('user-id', String(shopper.id)).send({ action: 'cart-change', detail: 'x' }).expect(403);
    await request(ctx.app).delete('/api/admin/act-as').set('authorization', bearer(shopper)).set('user-id', String(shopper.id)).expect(403);
    await request(ctx.app).get(`/api/admin/customers/${shopper.id}/audit`).set('authorization', bearer(shopper)).expect(403);
    const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(staffAudit);
    expect(after).toEqual(before);
  });

  it('an expired staff token cannot act (401), an unknown customer is a 404, staff cannot be acted as', async () => {
    const expired = await login('admin@example.com', TEST_STAFF_PASSWORD);
    const saved = ctx.clock.now;
    ctx.clock.now = new Date(saved.getTime() + TOKEN_TTL_MS + 1000);
    try {
      await request(ctx.app).get('/api/customer').set('authorization', bearer(expired)).set('user-id', String(shopper.id)).expect(401);
      await request(ctx.app).post('/api/admin/act-as').set('authorization', bearer(expired)).send({ customer_id: shopper.id }).expect(401);
    } finally {
      ctx.clock.now = saved;
    }
    await request(ctx.app).post('/api/admin/act-as').set('authorization', bearer(staff)).send({ customer_id: 999_999 }).expect(404);
    await request(ctx.app).post('/api/admin/act-as').set('authorization', bearer(staff)).send({ customer_id: staff.id }).expect(422);
  });

  it('the audit table is append-only: updates, deletes and truncation are refused by the database', async () => {
    const refusal = (query: Promise<unknown>) => query.then(() => 'allowed', (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message));
    expect(await refusal(ctx.db.execute(sql`update staff_audit set action = 'x'`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(ctx.db.execute(sql`delete from staff_audit`))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(ctx.db.execute(sql`truncate staff_audit`))).toMatch(/append-only: TRUNCATE refused/);
    expect((await ctx.db.select().from(staffAudit)).length).toBeGreaterThan(0);
  });

  it("a write's outcome is filled in once, by its recorder; a read is recorded with its status (0052)", async () => {
    const acting = (who: { token: string }) => ({ authorization: bearer(who), 'user-id': String(shopper.id) });
    const write = await request(ctx.app).post('/api/admin/audit').set(acting(staff)).send({ action: 'cart-change', detail: 'POST /v1/cart/items' }).expect(201);
    const entryId = write.body.id as number;
    await request(ctx.app).patch(`/api/admin/audit/${entryId}`).set(acting(shopper)).send({ status: 200 }).expect(403);
    await request(ctx.app).patch(`/api/admin/audit/${entryId}`).set(acting(staff)).send({ status: 422 }).expect(204);
    await request(ctx.app).patch(`/api/admin/audit/${entryId}`).set(acting(staff)).send({ status: 200 }).expect(404);
    await request(ctx.app).patch(`/api/admin/audit/${entryId}`).set(acting(staff)).send({ status: 42 }).expect(400);
    const read = await request(ctx.app).post('/api/admin/audit').set(acting(staff)).send({ action: 'read', detail: 'GET /v1/orders', status: 200 }).expect(201);
    const rows = await ctx.db.select().from(staffAudit).where(sql`${staffAudit.id} in (${entryId}, ${read.body.id as number})`).orderBy(staffAudit.id);
    expect(rows.map((r) => [r.action, r.status])).toEqual([['cart-change', 422], ['read', 200]]);
    // The database keeps the rule too: a filled-in outcome, or anything besides it, never changes.
    await expect(ctx.db.update(staffAudit).set({ status: 200 }).where(eq(staffAudit.id, entryId))).rejects.toThrow();
    await expect(ctx.db.execute(sql`update staff_audit set status = 200, detail = 'x' where status is null`)).rejects.toThrow();
  });

  it('records an expiry with its reason', async () => {
    await request(ctx.app).delete('/api/admin/act-as').query({ expired: 'idle' }).set('authorization', bearer(staff)).set('user-id', String(shopper.id)).set('x-request-id', 'req-expired-1').expect(204);
    const [row] = await ctx.db.select().from(staffAudit).where(eq(staffAudit.requestId, 'req-expired-1'));
    expect(row).toMatchObject({ action: 'act-as-expired', detail: '30 minutes without activity', staffId: staff.id });
  });

  it('refuses reviews and questions naming a customer in user-id: staff acting never post them', async () => {
    const headers = { authorization: bearer(staff), 'user-id': String(shopper.id) };
    const [product] = await ctx.db.select({ sku: products.sku }).from(products).limit(1);
    const review = await request(ctx.app).post('/api/reviews').set(headers).send({ sku: product!.sku, rating: 4, title: 'Fine', text: 'Does the job well.' }).expect(403);
    expect(review.body.detail).toMatch(/cannot be posted while acting as a customer/);
    await request(ctx.app).post('/api/question').set(headers).send({ sku: product!.sku, text: 'Does it fit a 20k pool?' }).expect(403);
  });
});
