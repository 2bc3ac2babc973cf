import { SessionViewSchema, StaffViewSchema, type ProductSummary } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_TOKEN_TTL_MS, TEST_STAFF_PASSWORD } from '@pool/commerce-api/testing';
import { ACTING_ENDED, ACTING_IDLE_MS } from './session/acting.js';
import { ACTING_CANNOT_POST } from './routers/staff.router.js';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 120 }, bff: { sessionNow: () => sessionClock, clock: { now: () => bffClock } } });

let catalog: ProductSummary[];
let shopperId: number;
let adminId: number;
let sessionClock = Date.now();
/** The BFF's own clock (acting's expiry); the tests move it. */
let bffClock = Date.now();

const buyable = (n = 0) => catalog.filter((p) => p.inventory_status === 'in' && !p.hide_price && p.inventory_level >= 5)[n]!;

beforeAll(async () => {
  catalog = await stack.catalogue();
  const rows = await stack.commerce.customers();
  shopperId = rows.find((r) => r.email === 'shopper@example.com')!.id;
  adminId = rows.find((r) => r.email === 'admin@example.com')!.id;
}, 60_000);

async function signIn(email: string, password: string): Promise<string> {
  const res = await request(stack.bff).post('/v1/session/login').send({ email, password }).expect(200);
  return sessionCookie(res);
}
const staffSignIn = () => signIn('admin@example.com', TEST_STAFF_PASSWORD);
const shopperSignIn = () => signIn('shopper@example.com', 'pool-demo-1');
const cartsOf = async (customerId: number) => (await stack.commerce.carts()).filter((c) => c.customerId === customerId);
const auditOf = (customerId: number) => stack.commerce.staffAudit(customerId);

async function actAs(cookie: string, customerId: number): Promise<string> {
  const res = await request(stack.bff).post('/v1/staff/act-as').set('cookie', cookie).send({ customerId }).expect(200);
  expect(StaffViewSchema.parse(res.body).actingAs?.id).toBe(customerId);
  return sessionCookie(res);
}

describe('staff routes are for staff only', () => {
  const routes = [
    (r: ReturnType<typeof request>) => r.get('/v1/staff/customers?q=sam'),
    (r: ReturnType<typeof request>) => r.post('/v1/staff/act-as').send({ customerId: 1 }),
    (r: ReturnType<typeof request>) => r.post('/v1/staff/unload'),
    (r: ReturnType<typeof request>) => r.post('/v1/staff/quote'),
    (r: ReturnType<typeof request>) => r.get('/v1/staff/customers/1/audit'),
  ];

  it('answers 401 to a guest and 403 to a shopper, as problem+json, and records nothing', async () => {
    const shopper = await shopperSignIn();
    const before = await stack.commerce.count('staffAudit');
    for (const route of routes) {
      await route(request(stack.bff)).expect(401).expect('content-type', /problem\+json/);
      const refused = await route(request(stack.bff)).set('cookie', shopper).expect(403).expect('content-type', /problem\+json/);
      expect(refused.body.title).toBe('You do not have permission to do that.');
    }
    expect(await stack.commerce.count('staffAudit')).toBe(before);
  });

  it("a shopper's session view has no trace of the staff tools", async () => {
    const shopper = await shopperSignIn();
    const res = await request(stack.bff).get('/v1/session').set('cookie', shopper).expect(200);
    expect(res.body).not.toHaveProperty('staff');
    expect(JSON.stringify(res.body)).not.toMatch(/adminUrl|actingAs/);
  });
});

describe('a shopper naming another customer', () => {
  it('in user-id / act-as headers or act-as form fields sees and writes only their own data', async () => {
    const shopper = await shopperSignIn();
    const forged = { 'user-id': String(adminId), 'act-as': String(adminId), 'act-as-id': String(adminId) };
    const view = await request(stack.bff).get('/v1/session').set('cookie', shopper).set(forged).expect(200);
    expect(SessionViewSchema.parse(view.body).viewer).toMatchObject({ firstName: 'Sam', isAdmin: false });
    const added = await request(stack.bff).post('/v1/cart/items').set('cookie', shopper).set(forged)
      .send({ productId: buyable(0).id, quantity: 1, 'act-as': adminId, actAsId: adminId, 'user-id': adminId });
    expect(added.status).toBeLessThan(500);
    expect((await cartsOf(adminId)).length).toBe(0);
    const checkout = await request(stack.bff).get('/v1/checkout').set('cookie', shopper).set(forged);
    if (checkout.status === 200) expect(checkout.body.email).toBe('shopper@example.com');
  });
});

describe('acting as a customer', () => {
  it('search, act as, add to cart (theirs), quote, unload: all audited; the customer finds the cart on sign-in', async () => {
    let staff = await staffSignIn();
    const found = await request(stack.bff).get('/v1/staff/customers').query({ q: 'shopper@example.com' }).set('cookie', staff).expect(200);
    expect(found.body.data).toEqual([expect.objectContaining({ id: shopperId, name: 'Sam Shopper', email: 'shopper@example.com' })]);
    expect(found.headers['cache-control']).toMatch(/private/);

    staff = await actAs(staff, shopperId);
    const view = SessionViewSchema.parse((await request(stack.bff).get('/v1/session').set('cookie', staff).expect(200)).body);
    expect(view.viewer.firstName).toBe('Sam');
    expect(view.staff).toMatchObject({ name: 'Alex Admin', actingAs: { id: shopperId, name: 'Sam Shopper' } });

    const product = buyable(1);
    await request(stack.bff).post('/v1/cart/items').set('cookie', staff).set('x-request-id', 'acting-add-1').send({ productId: product.id, quantity: 2 }).expect(200);
    const cartId = SessionViewSchema.parse((await request(stack.bff).get('/v1/session').set('cookie', staff).expect(200)).body).staff?.cartId;
    const owned = (await cartsOf(shopperId)).filter((c) => cartId && c.id.startsWith(cartId));
    expect(owned).toHaveLength(1);
    const quote = await request(stack.bff).post('/v1/staff/quote').set('cookie', staff).expect(200);
    expect(quote.body.path).toBe(`/quotes/${quote.body.uuid}`);
    // The hand-off to the admin site's quote creation names the quote, the whole cart id and the customer.
    const handoff = new URL(quote.body.adminUrl);
    expect(`${handoff.origin}${handoff.pathname}`).toBe('https://admin.poolsupplies.example/quotes/create');
    expect(Object.fromEntries(handoff.searchParams)).toEqual({ quote: quote.body.uuid, cart_id: owned[0]!.id, customer_id: String(shopperId) });

    const unloaded = await request(stack.bff).post('/v1/staff/unload').set('cookie', staff).expect(200);
    expect(unloaded.body.actingAs).toBeNull();
    staff = sessionCookie(unloaded);
    const own = SessionViewSchema.parse((await request(stack.bff).get('/v1/session').set('cookie', staff).expect(200)).body);
    expect(own.viewer.firstName).toBe('Alex');
    expect(own.staff?.actingAs).toBeNull();
    // Back in the staff member's own view: a new cart is the staff member's, not the customer's.
    await request(stack.bff).post('/v1/cart/items').set('cookie', staff).send({ productId: product.id, quantity: 1 }).expect(200);
    expect((await cartsOf(shopperId)).filter((c) => c.id !== owned[0]!.id)).toHaveLength(0);

    const audit = await request(stack.bff).get(`/v1/staff/customers/${shopperId}/audit`).set('cookie', staff).expect(200);
    const actions = audit.body.data.map((e: { action: string; detail: string }) => `${e.action} ${e.detail}`.trim());
    expect(actions.slice(0, 4)).toEqual(['act-as-stop', 'quote-created POST /v1/staff/quote', 'cart-change POST /v1/cart/items', 'act-as-start']);
    expect(audit.body.data[2]).toMatchObject({ staffName: 'Alex Admin', requestId: 'acting-add-1' });
    const rows = await auditOf(shopperId);
    expect(rows.every((r) => r.staffId === adminId)).toBe(true);

    const customer = await shopperSignIn();
    const theirs = await request(stack.bff).get('/v1/cart').set('cookie', customer).expect(200);
    expect(theirs.body.lines.map((l: { productId: number }) => l.productId)).toContain(product.id);
  });

  it('the one-click login link signs the customer in with the cart staff filled while acting (0066)', async () => {
    const email = `linked-${Date.now().toString(36)}@example.com`;
    await request(stack.bff).post('/v1/session/register').send({ first_name: 'Lee', last_name: 'Linked', email, password: 'blue-heron-42' }).expect(200);
    let staff = await actAs(await staffSignIn(), await stack.commerce.customerId(email));
    const product = buyable(4);
    await request(stack.bff).post('/v1/cart/items').set('cookie', staff).send({ productId: product.id, quantity: 3 }).expect(200);
    staff = sessionCookie(await request(stack.bff).post('/v1/staff/unload').set('cookie', staff).expect(200));

    await request(stack.bff).post('/v1/session/login-link').send({ email: email }).expect(200);
    const mail = (await stack.commerce.mails(email)).find((m) => m.text.includes('/auto-login?token='))!;
    const token = new URL(/https?:\/\/\S+\/auto-login\?\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    const signedIn = await request(stack.bff).put('/v1/session/login-link').send({ token }).expect(200);
    const theirs = await request(stack.bff).get('/v1/cart').set('cookie', sessionCookie(signedIn)).expect(200);
    expect(theirs.body.lines).toEqual([expect.objectContaining({ productId: product.id, quantity: 3 })]);
  });

  it("a subscription and a protection plan added while acting are the customer's, as every other cart add (one buyer rule)", async () => {
    const { subscribable, covered } = await stack.commerce.lineKindFixtures();
    for (const add of [
      (staff: string) => request(stack.bff).post('/v1/cart/subscriptions').set('cookie', staff).send({ sku: subscribable[0]!.sku, quantity: 1, period: 'MONTHLY' }),
      (staff: string) => request(stack.bff).post('/v1/cart/plans').set('cookie', staff).send({ productId: covered.id, plan: covered.plans[0]!.id }),
    ]) {
      const email = `acted-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
      await request(stack.bff).post('/v1/session/register').send({ first_name: 'Ari', last_name: 'Acted', email, password: 'blue-heron-42' }).expect(200);
      const customerId = await stack.commerce.customerId(email);
      const staff = await actAs(await staffSignIn(), customerId);
      await add(staff).expect(200);
      const cartId = SessionViewSchema.parse((await request(stack.bff).get('/v1/session').set('cookie', staff).expect(200)).body).staff?.cartId;
      expect(cartId).toBeTruthy();
      // The cart the first add made is the customer's, never the staff member's own.
      expect((await stack.commerce.carts()).filter((c) => c.id.startsWith(cartId!)).map((c) => c.customerId)).toEqual([customerId]);
    }
  });

  it("sees and starts the customer's returns; commerce-api believes user-id only from staff (0066)", async () => {
    const staff = await actAs(await staffSignIn(), shopperId);
    const orders = (await request(stack.bff).get('/v1/returns/orders').set('cookie', staff).expect(200)).body.data as { id: number; window: string; returnable_items: number }[];
    const mine = (await stack.commerce.orders()).filter((o) => o.customerId === shopperId).map((o) => o.id);
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o) => mine.includes(o.id))).toBe(true);
    const open = orders.find((o) => o.window === 'open' && o.returnable_items > 0)!;
    const view = (await request(stack.bff).get(`/v1/returns/orders/${open.id}`).set('cookie', staff).expect(200)).body as { lines: { sku: string; returnable: number }[] };
    const line = view.lines.find((l) => l.returnable > 0)!;
    const shipment = (await request(stack.bff).post('/v1/returns/shipping-rate').set('cookie', staff)
      .send({ orderId: open.id, parcel: { weight: 3, length: 10, width: 8, height: 6 }, productSkus: [line.sku] }).expect(200)).body;
    const rate = shipment.rates[0];
    const created = await request(stack.bff).post('/v1/returns').set('cookie', staff).send({
      attemptKey: 'acting-return-0123456789', orderId: open.id, shipmentId: shipment.shipmentId, rateId: rate.rateId, requested_carrier: rate.carrier,
      isDifferentPackage: false, parcel: { weight: 3, length: 10, width: 8, height: 6 },
      lines: [{ sku: line.sku, quantity: 1, reason: 'defective', comment: 'Does not turn on', condition: 'used', acknowledge_policy: true }],
    }).expect(201);
    const list = (await request(stack.bff).get('/v1/returns').set('cookie', staff).expect(200)).body.data as { id: number }[];
    expect(list.map((r) => r.id)).toContain(created.body.id);
    await request(stack.bff).get(`/v1/returns/${created.body.id}`).set('cookie', staff).expect(200);
    // The customer sees it as theirs; the staff member's own view does not.
    const customer = await shopperSignIn();
    expect(((await request(stack.bff).get('/v1/returns').set('cookie', customer).expect(200)).body.data as { id: number }[]).map((r) => r.id)).toContain(created.body.id);
    const own = sessionCookie(await request(stack.bff).post('/v1/staff/unload').set('cookie', staff).expect(200));
    expect(((await request(stack.bff).get('/v1/returns').set('cookie', own).expect(200)).body.data as { id: number }[]).map((r) => r.id)).not.toContain(created.body.id);
    await request(stack.bff).get(`/v1/returns/${created.body.id}`).set('cookie', own).expect(404);
    const audit = (await auditOf(shopperId)).map((r) => `${r.action} ${r.detail}`);
    expect(audit).toContain('other-write POST /v1/returns');
  });

  it('a staff session that ended (idle) cannot keep acting', async () => {
    const staff = await actAs(await staffSignIn(), shopperId);
    const saved = sessionClock;
    sessionClock += 8 * 86_400_000;
    try {
      const view = await request(stack.bff).get('/v1/session').set('cookie', staff).expect(200);
      expect(view.body.viewer.signedIn).toBe(false);
      expect(view.body).not.toHaveProperty('staff');
      await request(stack.bff).get('/v1/staff/customers?q=sam').set('cookie', staff).expect(401);
      const before = (await cartsOf(shopperId)).length;
      await request(stack.bff).post('/v1/cart/items').set('cookie', staff).send({ productId: buyable(2).id, quantity: 1 }).expect(200);
      expect((await cartsOf(shopperId)).length).toBe(before);
    } finally {
      sessionClock = saved;
    }
  });

  it('a staff token that expired upstream cannot write while acting: refused, and the acting ends', async () => {
    const staff = await actAs(await staffSignIn(), shopperId);
    const before = (await auditOf(shopperId)).length;
    const saved = stack.commerce.clock.now;
    stack.commerce.clock.now = new Date(saved.getTime() + CUSTOMER_TOKEN_TTL_MS + 60_000);
    try {
      const refused = await request(stack.bff).post('/v1/cart/items').set('cookie', staff).send({ productId: buyable(3).id, quantity: 1 }).expect(403);
      expect(refused.body.title).toBe('You do not have permission to do that.');
      expect((await auditOf(shopperId)).length).toBe(before);
    } finally {
      stack.commerce.clock.now = saved;
    }
  });
});

/** The session cookie after `res`: a new one when the answer rotated the session, else the same. */
const after = (cookie: string, res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).some((c) => c.startsWith('session_id=')) ? sessionCookie(res) : cookie;
/** Moves the BFF's clock (and the session store's, so the session itself lives on) by `ms`. */
const pass = (ms: number) => {
  bffClock += ms;
  sessionClock += ms;
};

describe('acting expires (docs/decisions/0052)', () => {
  it('after 30 minutes without a request: back in the staff view with the reason, the expiry audited, a write refused', async () => {
    let staff = await actAs(await staffSignIn(), shopperId);
    pass(ACTING_IDLE_MS + 1_000);
    const view = await request(stack.bff).get('/v1/session').set('cookie', staff).expect(200);
    staff = after(staff, view);
    expect(SessionViewSchema.parse(view.body).viewer.firstName).toBe('Alex');
    expect(view.body.staff).toMatchObject({ actingAs: null, actingEnded: ACTING_ENDED.idle });
    expect((await auditOf(shopperId)).at(-1)).toMatchObject({ action: 'act-as-expired', detail: '30 minutes without activity', staffId: adminId });

    staff = await actAs(staff, shopperId);
    const acting = SessionViewSchema.parse((await request(stack.bff).get('/v1/session').set('cookie', staff).expect(200)).body);
    expect(acting.staff).toMatchObject({ actingAs: { id: shopperId }, actingEnded: null });
    pass(ACTING_IDLE_MS + 1_000);
    const before = await cartsOf(shopperId);
    const refused = await request(stack.bff).post('/v1/cart/items').set('cookie', staff).send({ productId: buyable(4).id, quantity: 1 }).expect(403);
    expect(refused.body).toMatchObject({ title: 'You do not have permission to do that.', detail: ACTING_ENDED.idle });
    expect(await cartsOf(shopperId)).toEqual(before);
    expect((await auditOf(shopperId)).at(-1)).toMatchObject({ action: 'act-as-expired' });
  });

  it('4 hours after it started however busy; requests in between keep it alive', async () => {
    let staff = await actAs(await staffSignIn(), shopperId);
    for (let minutes = 20; minutes < 240; minutes += 20) {
      pass(20 * 60_000);
      const view = await request(stack.bff).get('/v1/session').set('cookie', staff).expect(200);
      staff = after(staff, view);
      expect(view.body.staff.actingAs, `${minutes} minutes in`).toMatchObject({ id: shopperId });
    }
    pass(20 * 60_000);
    const view = await request(stack.bff).get('/v1/session').set('cookie', staff).expect(200);
    expect(view.body.staff).toMatchObject({ actingAs: null, actingEnded: ACTING_ENDED.absolute });
    expect((await auditOf(shopperId)).at(-1)).toMatchObject({ action: 'act-as-expired', detail: '4 hours since acting started' });
  });
});

describe('the audit while acting (docs/decisions/0052)', () => {
  it("records each read of the customer's data with its status, and each write's outcome", async () => {
    const staff = await actAs(await staffSignIn(), shopperId);
    await request(stack.bff).get('/v1/orders').set('cookie', staff).set('x-request-id', 'acting-read-1').expect(200);
    await request(stack.bff).get('/v1/catalog/search').query({ q: 'pump' }).set('cookie', staff);
    await request(stack.bff).post('/v1/cart/items').set('cookie', staff).set('x-request-id', 'acting-write-ok').send({ productId: buyable(5).id, quantity: 1 }).expect(200);
    const refused = await request(stack.bff).post('/v1/cart/items').set('cookie', staff).set('x-request-id', 'acting-write-bad').send({ productId: 2_000_000_000, quantity: 1 });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const byRequest = async (requestId: string) => (await auditOf(shopperId)).filter((r) => r.requestId === requestId);
    await vi.waitFor(async () => {
      expect(await byRequest('acting-read-1')).toEqual([expect.objectContaining({ action: 'read', detail: 'GET /v1/orders', status: 200, staffId: adminId })]);
      expect(await byRequest('acting-write-ok')).toEqual([expect.objectContaining({ action: 'cart-change', detail: 'POST /v1/cart/items', status: 200 })]);
      expect(await byRequest('acting-write-bad')).toEqual([expect.objectContaining({ action: 'cart-change', status: refused.status })]);
    });
    // Catalogue reads hold no customer data: not recorded.
    expect((await auditOf(shopperId)).some((r) => r.detail.includes('/v1/catalog'))).toBe(false);
    const listed = await request(stack.bff).get(`/v1/staff/customers/${shopperId}/audit`).set('cookie', staff).expect(200);
    expect(listed.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ requestId: 'acting-read-1', action: 'read', status: 200 })]));
  });
});

describe('no reviews or questions while acting (docs/decisions/0052)', () => {
  it('the BFF refuses them with 403 and commerce-api refuses a call naming a customer in user-id', async () => {
    const staff = await actAs(await staffSignIn(), shopperId);
    const sku = buyable(6).sku;
    const review = await request(stack.bff).post('/v1/reviews').set('cookie', staff).send({ sku, rating: 5, title: 'Great', text: 'Works very well for us.' }).expect(403);
    expect(review.body).toMatchObject({ title: 'You do not have permission to do that.', detail: ACTING_CANNOT_POST });
    expect(review.headers['content-type']).toMatch(/problem\+json/);
    await request(stack.bff).post('/v1/questions').set('cookie', staff).send({ sku, text: 'Does it fit a 20k pool?' }).expect(403);

    const login = await fetch(`${stack.commerce.url}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-service-key': stack.commerce.serviceKey }, body: JSON.stringify({ email: 'admin@example.com', password: TEST_STAFF_PASSWORD }),
    });
    const { token } = await login.json() as { token: string };
    const direct = await fetch(`${stack.commerce.url}/api/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-key': stack.commerce.serviceKey, authorization: `Bearer ${token}`, 'user-id': String(shopperId) },
      body: JSON.stringify({ sku, rating: 5, title: 'Great', text: 'Works very well for us.' }),
    });
    expect(direct.status).toBe(403);
  });
});
