import { AccountViewSchema, CheckoutViewSchema, type ProductSummary } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 60 } });

let buyable: ProductSummary[];

beforeAll(async () => {
  buyable = (await stack.catalogue()).filter((p) => p.inventory_status === 'in' && !p.hide_price && p.inventory_level >= 5);
});

let seq = 0;
const PASSWORD = 'blue-heron-42';
/** A newly registered customer's session cookie. */
async function customer() {
  const email = `bff-acct-${Date.now().toString(36)}-${++seq}@example.com`;
  const res = await request(stack.bff).post('/v1/session/register').send({ first_name: 'Robin', last_name: 'Reed', email, password: PASSWORD }).expect(200);
  return { email, cookie: sessionCookie(res) };
}
const login = async (email: string, password = PASSWORD) => sessionCookie(await request(stack.bff).post('/v1/session/login').send({ email, password }).expect(200));
/** The id of the newest cart holding a product (the browser never sees cart ids; a shopper gets one in a link). */
async function cartHolding(productId: number): Promise<string> {
  return (await stack.commerce.newestCartHolding(productId))!;
}
const ADDRESS = { firstName: 'Robin', lastName: 'Reed', street1: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '85004' };

describe('the account through the BFF', () => {
  it('answers a guest 401 on every account route, writing nothing', async () => {
    const res = await request(stack.bff).get('/v1/account').expect(401);
    expect(res.body.title).toBe('Token is expired or incorrect.');
    await request(stack.bff).post('/v1/account/addresses').send(ADDRESS).expect(401);
    await request(stack.bff).put('/v1/account/email-notify').send({ enable_email_notify: false }).expect(401);
  });

  it('adds, edits, makes default and deletes addresses, privately', async () => {
    const { cookie } = await customer();
    const added = await request(stack.bff).post('/v1/account/addresses').set('cookie', cookie).send(ADDRESS).expect(200);
    expect(added.headers['cache-control']).toBe('private, no-store');
    const first = AccountViewSchema.parse(added.body).addresses[0]!;
    expect(first).toMatchObject({ street1: '1 Main St', isDefault: true });
    const second = AccountViewSchema.parse((await request(stack.bff).post('/v1/account/addresses').set('cookie', cookie).send({ ...ADDRESS, street1: '2 Oak' }).expect(200)).body).addresses[1]!;
    const moved = AccountViewSchema.parse((await request(stack.bff).put(`/v1/account/addresses/${second.id}`).set('cookie', cookie).send({ ...ADDRESS, street1: '2 Oak Ave', isDefault: true }).expect(200)).body);
    expect(moved.addresses.map((a) => [a.street1, a.isDefault])).toEqual([['2 Oak Ave', true], ['1 Main St', false]]);
    const left = AccountViewSchema.parse((await request(stack.bff).delete(`/v1/account/addresses/${first.id}`).set('cookie', cookie).expect(200)).body);
    expect(left.addresses).toHaveLength(1);
    const view = AccountViewSchema.parse((await request(stack.bff).get('/v1/account').set('cookie', cookie).expect(200)).body);
    expect(view).toMatchObject({ firstName: 'Robin', lastName: 'Reed', addresses: left.addresses });
    expect(JSON.stringify(view)).not.toMatch(/token|"id":\s*\d+,\s*"first_name"/);
  });

  it("passes field errors on and answers another customer's address id with 404", async () => {
    const owner = await customer();
    const stranger = await customer();
    const bad = await request(stack.bff).post('/v1/account/addresses').set('cookie', owner.cookie).send({ ...ADDRESS, zip: '1' }).expect(422);
    expect(bad.body.errors).toEqual({ zip: ['Enter a 5-digit ZIP code.'] });
    await request(stack.bff).post('/v1/account/addresses').set('cookie', owner.cookie).send({ ...ADDRESS, customerId: 1 }).expect(400);
    const id = AccountViewSchema.parse((await request(stack.bff).post('/v1/account/addresses').set('cookie', owner.cookie).send(ADDRESS).expect(200)).body).addresses[0]!.id;
    await request(stack.bff).put(`/v1/account/addresses/${id}`).set('cookie', stranger.cookie).send(ADDRESS).expect(404);
    await request(stack.bff).delete(`/v1/account/addresses/${id}`).set('cookie', stranger.cookie).expect(404);
    await request(stack.bff).delete('/v1/account/addresses/x').set('cookie', owner.cookie).expect(404);
    expect(AccountViewSchema.parse((await request(stack.bff).get('/v1/account').set('cookie', owner.cookie).expect(200)).body).addresses).toHaveLength(1);
  });

  it('changes the password: this session stays signed in, an older one is signed out', async () => {
    const { email, cookie } = await customer();
    const older = await login(email);
    const wrong = await request(stack.bff).put('/v1/account/password').set('cookie', cookie).send({ current_password: 'nope-nope-nope', password: 'new-heron-77x' }).expect(422);
    expect(wrong.body.title).toBe('Your current password is incorrect.');
    const changed = await request(stack.bff).put('/v1/account/password').set('cookie', cookie).send({ current_password: PASSWORD, password: 'new-heron-77x' }).expect(200);
    expect(changed.body.message).toMatch(/password was changed/);
    // The session id is rotated: the new cookie is signed in, the older device is not.
    const current = sessionCookie(changed);
    expect(current).not.toBe(cookie);
    expect((await request(stack.bff).get('/v1/session').set('cookie', current).expect(200)).body.viewer.signedIn).toBe(true);
    expect((await request(stack.bff).get('/v1/session').set('cookie', older).expect(200)).body.viewer.signedIn).toBe(false);
    await request(stack.bff).get('/v1/account').set('cookie', older).expect(401);
  });

  it('updates the profile and the notification setting', async () => {
    const { cookie } = await customer();
    const profile = await request(stack.bff).put('/v1/account/profile').set('cookie', cookie)
      .send({ first_name: 'Rob', last_name: 'Reed', email: 'ignored-without-password@example.com' }).expect(422);
    expect(profile.body.errors.current_password).toBeDefined();
    const named = AccountViewSchema.parse((await request(stack.bff).get('/v1/account').set('cookie', cookie).expect(200)).body);
    const saved = AccountViewSchema.parse((await request(stack.bff).put('/v1/account/profile').set('cookie', cookie)
      .send({ first_name: 'Rob', last_name: 'Reed', email: named.email, phone: '2105550100', company: 'Pool Co' }).expect(200)).body);
    expect(saved).toMatchObject({ firstName: 'Rob', phone: '2105550100', company: 'Pool Co' });
    const off = AccountViewSchema.parse((await request(stack.bff).put('/v1/account/email-notify').set('cookie', cookie).send({ enable_email_notify: false }).expect(200)).body);
    expect(off.enableEmailNotify).toBe(false);
  });
});

describe('checkout with the address book and ?load=', () => {
  it('lists the saved addresses and prices the default address by default', async () => {
    const { cookie } = await customer();
    await request(stack.bff).post('/v1/account/addresses').set('cookie', cookie).send(ADDRESS).expect(200);
    await request(stack.bff).post('/v1/cart/items').set('cookie', cookie).send({ productId: buyable[0]!.id, quantity: 1 }).expect(200);
    const view = CheckoutViewSchema.parse((await request(stack.bff).get('/v1/checkout').set('cookie', cookie).expect(200)).body);
    expect(view.addresses).toEqual([expect.objectContaining({ street1: '1 Main St', isDefault: true })]);
    expect(view.state).toBe('AZ');
    expect(view.totals.taxRate).toBe(5.6);
    expect(view.email).toMatch(/^bff-acct-/);
  });

  it("loads a guest cart or the customer's own, never another customer's, and 404s unknown ids", async () => {
    // A guest's cart: another browser may load it (the id is the secret, as in an emailed cart link).
    const guest = await request(stack.bff).post('/v1/cart/items').send({ productId: buyable[1]!.id, quantity: 1 }).expect(200);
    expect(sessionCookie(guest)).toBeTruthy();
    const guestCartId = await cartHolding(buyable[1]!.id);
    const loaded = await request(stack.bff).post('/v1/checkout/load').send({ cartId: guestCartId }).expect(200);
    const view = CheckoutViewSchema.parse((await request(stack.bff).get('/v1/checkout').set('cookie', sessionCookie(loaded)).expect(200)).body);
    expect(view.lines.map((line) => line.sku)).toEqual([buyable[1]!.sku]);

    // A customer's cart: only that customer.
    const owner = await customer();
    await request(stack.bff).post('/v1/cart/items').set('cookie', owner.cookie).send({ productId: buyable[2]!.id, quantity: 1 }).expect(200);
    const ownerCartId = await cartHolding(buyable[2]!.id);
    const stranger = await customer();
    const refused = await request(stack.bff).post('/v1/checkout/load').set('cookie', stranger.cookie).send({ cartId: ownerCartId }).expect(404);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    await request(stack.bff).post('/v1/checkout/load').send({ cartId: ownerCartId }).expect(404);
    const strangerView = CheckoutViewSchema.parse((await request(stack.bff).get('/v1/checkout').set('cookie', stranger.cookie).expect(200)).body);
    expect(strangerView.lines).toEqual([]);
    const ownerDevice = await login(owner.email);
    await request(stack.bff).post('/v1/checkout/load').set('cookie', ownerDevice).send({ cartId: ownerCartId }).expect(200);

    await request(stack.bff).post('/v1/checkout/load').send({ cartId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    await request(stack.bff).post('/v1/checkout/load').send({ cartId: 'not-a-uuid' }).expect(400);
  });
});
