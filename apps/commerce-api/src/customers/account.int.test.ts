import { ADDRESS_BOOK_LIMIT, SETTINGS_MESSAGES } from '@pool/account-domain';
import { CustomerSchema, LoginResponseSchema } from '@pool/api-contract';
import { desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { customerAddresses, customers, mailOutbox } from '../db/schema.js';
import { useTestContext } from '../test/test-app.js';
import { EMAIL_TAKEN } from './account.service.js';
import { ADDRESS_LIMIT_REACHED } from './account.service.js';

const ctx = useTestContext(40);

let seq = 0;
const uniqueEmail = () => `acct-${Date.now().toString(36)}-${++seq}@example.com`;
const PASSWORD = 'blue-heron-42';
async function newCustomer() {
  const email = uniqueEmail();
  const res = await request(ctx.app).post('/api/register').send({ first_name: 'Robin', last_name: 'Reed', email, password: PASSWORD }).expect(201);
  return { email, ...LoginResponseSchema.parse(res.body) };
}
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const address = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Robin', lastName: 'Reed', company: null, street1: '1 Main St', street2: null, city: 'San Antonio', state: 'tx', zip: '78201', phone: '210-555-0100',
  ...overrides,
});
const addAddress = (token: string, body: Record<string, unknown>) => request(ctx.app).post('/api/addresses').set(auth(token)).send(body);
const addressRows = () => ctx.db.select().from(customerAddresses);

describe('address book', () => {
  it('adds, lists on GET /api/customer, edits, moves the default and deletes', async () => {
    const { token } = await newCustomer();
    const first = CustomerSchema.parse((await addAddress(token, address()).expect(201)).body);
    expect(first.addresses).toEqual([expect.objectContaining({ street1: '1 Main St', state: 'TX', isDefault: true })]);
    const second = CustomerSchema.parse((await addAddress(token, address({ street1: '2 Oak Ave', company: '  ' })).expect(201)).body);
    expect(second.addresses.map((a) => [a.street1, a.isDefault, a.company])).toEqual([['1 Main St', true, null], ['2 Oak Ave', false, null]]);

    const me = CustomerSchema.parse((await request(ctx.app).get('/api/customer').set(auth(token)).expect(200)).body);
    expect(me.addresses).toEqual(second.addresses);

    const oakId = second.addresses[1]!.id;
    const edited = CustomerSchema.parse((await request(ctx.app).put(`/api/addresses/${oakId}`).set(auth(token)).send(address({ street1: '3 Elm Rd', isDefault: true })).expect(200)).body);
    expect(edited.addresses.map((a) => [a.id, a.street1, a.isDefault])).toEqual([[oakId, '3 Elm Rd', true], [first.addresses[0]!.id, '1 Main St', false]]);

    const deleted = CustomerSchema.parse((await request(ctx.app).delete(`/api/addresses/${oakId}`).set(auth(token)).expect(200)).body);
    // The default went: the one left becomes the default.
    expect(deleted.addresses).toEqual([expect.objectContaining({ street1: '1 Main St', isDefault: true })]);
  });

  it('answers 422 with field messages for a bad address, and writes nothing', async () => {
    const { token } = await newCustomer();
    const before = (await addressRows()).length;
    const res = await addAddress(token, address({ firstName: ' ', state: 'XX', zip: '123', phone: '55' })).expect(422);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(Object.keys(res.body.errors).sort()).toEqual(['firstName', 'phone', 'state', 'zip']);
    expect((await addressRows()).length).toBe(before);
    await addAddress(token, { ...address(), extra: 1 }).expect(400);
  });

  it("answers another customer's address id and unknown ids with 404, changing nothing", async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const added = CustomerSchema.parse((await addAddress(owner.token, address()).expect(201)).body);
    const id = added.addresses[0]!.id;
    await request(ctx.app).put(`/api/addresses/${id}`).set(auth(stranger.token)).send(address({ street1: 'Hijacked' })).expect(404);
    await request(ctx.app).delete(`/api/addresses/${id}`).set(auth(stranger.token)).expect(404);
    await request(ctx.app).delete('/api/addresses/99999999999').set(auth(owner.token)).expect(404);
    await request(ctx.app).delete('/api/addresses/abc').set(auth(owner.token)).expect(400);
    const [row] = await ctx.db.select().from(customerAddresses).where(eq(customerAddresses.id, id));
    expect(row).toMatchObject({ street1: '1 Main St', customerId: owner.user.id });
  });

  it('needs a valid bearer token', async () => {
    await request(ctx.app).post('/api/addresses').set(auth('nope')).send(address()).expect(401);
    await request(ctx.app).post('/api/addresses').send(address()).expect(401);
  });

  it(`keeps at most ${ADDRESS_BOOK_LIMIT} addresses per customer, even under concurrent adds`, async () => {
    const { token, user } = await newCustomer();
    const answers = await Promise.all(Array.from({ length: ADDRESS_BOOK_LIMIT + 3 }, (_, i) => addAddress(token, address({ street1: `${i} Main St` }))));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(ADDRESS_BOOK_LIMIT);
    const refused = answers.filter((res) => res.status === 422);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.title).toBe(ADDRESS_LIMIT_REACHED);
    const rows = await ctx.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, user.id));
    expect(rows).toHaveLength(ADDRESS_BOOK_LIMIT);
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it('keeps exactly one default when defaults are switched at once', async () => {
    const { token, user } = await newCustomer();
    const book = CustomerSchema.parse((await addAddress(token, address()).expect(201)).body);
    for (let i = 0; i < 3; i += 1) await addAddress(token, address({ street1: `${i} Side St` })).expect(201);
    const ids = (await ctx.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, user.id))).map((row) => row.id);
    expect(ids).toContain(book.addresses[0]!.id);
    const answers = await Promise.all(ids.map((id) => request(ctx.app).put(`/api/addresses/${id}`).set(auth(token)).send(address({ isDefault: true }))));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const rows = await ctx.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, user.id));
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });
});

describe('settings', () => {
  it('changes names, phone and company; keeps the email without a password', async () => {
    const { token, email } = await newCustomer();
    const res = await request(ctx.app).put('/api/customer/profile').set(auth(token))
      .send({ first_name: ' Rob ', last_name: 'Reeds', email: email.toUpperCase(), phone: '2105550100', company: 'Pool Co' }).expect(200);
    expect(CustomerSchema.parse(res.body)).toMatchObject({ first_name: 'Rob', last_name: 'Reeds', email, phone: '2105550100', company: 'Pool Co' });
  });

  it('changes the email only with the current password and mails a notice to the old address', async () => {
    const { token, email, user } = await newCustomer();
    const next = uniqueEmail();
    const body = { first_name: 'Robin', last_name: 'Reed', email: next };
    expect((await request(ctx.app).put('/api/customer/profile').set(auth(token)).send(body).expect(422)).body.errors)
      .toEqual({ current_password: [SETTINGS_MESSAGES.currentPasswordRequired] });
    expect((await request(ctx.app).put('/api/customer/profile').set(auth(token)).send({ ...body, current_password: 'wrong-password-1' }).expect(422)).body.errors)
      .toEqual({ current_password: [SETTINGS_MESSAGES.currentPasswordWrong] });
    const [unchanged] = await ctx.db.select().from(customers).where(eq(customers.id, user.id));
    expect(unchanged!.email).toBe(email);

    const changed = await request(ctx.app).put('/api/customer/profile').set(auth(token)).send({ ...body, current_password: PASSWORD }).expect(200);
    expect(changed.body.email).toBe(next);
    const [notice] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.position)).limit(1);
    expect(notice).toMatchObject({ template: 'email-changed' });
    // The addresses read as typed; zero-width spaces keep mail programs from linking them (decision 0050).
    expect(notice!.text.replaceAll('\u200B', '')).toContain(next);
    expect(notice!.text).not.toContain(next);
    await request(ctx.app).post('/api/login').send({ email: next, password: PASSWORD }).expect(200);
    await request(ctx.app).post('/api/login').send({ email, password: PASSWORD }).expect(422);
  });

  it("refuses another customer's email", async () => {
    const { token } = await newCustomer();
    const other = await newCustomer();
    const res = await request(ctx.app).put('/api/customer/profile').set(auth(token))
      .send({ first_name: 'Robin', last_name: 'Reed', email: other.email, current_password: PASSWORD }).expect(422);
    expect(res.body.errors).toEqual({ email: [EMAIL_TAKEN] });
  });

  it('changes the password: the current one is required, other tokens are revoked, this one stays', async () => {
    const { token, email } = await newCustomer();
    const other = LoginResponseSchema.parse((await request(ctx.app).post('/api/login').send({ email, password: PASSWORD }).expect(200)).body);
    const put = (body: object) => request(ctx.app).put('/api/customer/password').set(auth(token)).send(body);
    expect((await put({ current_password: 'wrong-password-1', password: 'new-heron-77x' }).expect(422)).body.errors).toEqual({ current_password: [SETTINGS_MESSAGES.currentPasswordWrong] });
    expect((await put({ current_password: PASSWORD, password: 'short' }).expect(422)).body.errors.password[0]).toBe('Password must be at least 10 characters.');
    // Nothing changed so far: the other session still works.
    await request(ctx.app).get('/api/customer').set(auth(other.token)).expect(200);

    await put({ current_password: PASSWORD, password: 'new-heron-77x' }).expect(200);
    await request(ctx.app).get('/api/customer').set(auth(other.token)).expect(401);
    await request(ctx.app).get('/api/customer').set(auth(token)).expect(200);
    await request(ctx.app).post('/api/login').send({ email, password: PASSWORD }).expect(422);
    await request(ctx.app).post('/api/login').send({ email, password: 'new-heron-77x' }).expect(200);
  });

  it('turns e-mail notifications off and on', async () => {
    const { token } = await newCustomer();
    const off = await request(ctx.app).put('/api/customer/email-notify').set(auth(token)).send({ enable_email_notify: false }).expect(200);
    expect(off.body.enable_email_notify).toBe(false);
    expect((await request(ctx.app).get('/api/customer').set(auth(token)).expect(200)).body.enable_email_notify).toBe(false);
    await request(ctx.app).put('/api/customer/email-notify').set(auth(token)).send({ enable_email_notify: 'yes' }).expect(400);
  });
});
