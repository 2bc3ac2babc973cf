import { CartViewSchema, QuoteRequestAnswerSchema, QuoteViewSchema, type ProductSummary } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 120, storefrontUrl: 'https://shop.example.test' } });

let catalog: ProductSummary[];

const buyable = (n = 0) => catalog.filter((p) => p.inventory_status === 'in' && !p.hide_price && p.inventory_level >= 5)[n]!;
const rows = async () => [
  await stack.commerce.count('quotes'),
  await stack.commerce.count('quoteLines'),
  await stack.commerce.count('carts'),
];
const FORM = { name: 'Ada Pool', email: 'ada@example.com', phone: '555-0100', message: 'For the club pool' };

beforeAll(async () => {
  catalog = await stack.catalogue();
});

async function submit(products: { id: number; sku: string; quantity: number }[]) {
  const res = await request(stack.bff).post('/v1/quotes/request').send({ ...FORM, products }).expect(200);
  return QuoteRequestAnswerSchema.parse(res.body);
}

describe('POST /v1/quotes/request', () => {
  it("answers 'Quote request submitted successfully' with the quote's uuid and mails the requester", async () => {
    const p = buyable(0);
    const answer = await submit([{ id: p.id, sku: p.sku, quantity: 3 }]);
    expect(answer.message).toBe('Quote request submitted successfully');
    const quote = QuoteViewSchema.parse((await request(stack.bff).get(`/v1/quotes/${answer.uuid}`).expect(200)).body);
    expect(quote).toMatchObject({ name: 'Ada Pool', email: 'ada@example.com', status: 'requested' });
    expect(quote.products).toEqual([expect.objectContaining({ id: p.id, sku: p.sku, quantity: 3 })]);
    const mail = (await stack.commerce.mails()).find((m) => m.text.includes(answer.uuid));
    expect(mail?.to).toBe('ada@example.com');
    expect(mail?.text).toContain(`https://shop.example.test/quotes/${answer.uuid}`);
  });

  it.each([
    ['no name', { ...FORM, name: '' }, { name: ['Name is required.'] }],
    ['no email', { ...FORM, email: undefined }, { email: ['Email is required.'] }],
    ['no products', { ...FORM, products: [] }, { products: ['At least one product is required.'] }],
  ])('refuses %s with 422 and the spec message, writing nothing', async (_label, form, errors) => {
    const p = buyable(0);
    const before = await rows();
    const body = 'products' in form ? form : { ...form, products: [{ id: p.id, sku: p.sku, quantity: 1 }] };
    const res = await request(stack.bff).post('/v1/quotes/request').send(body).expect(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body.errors).toEqual(errors);
    expect(await rows()).toEqual(before);
  });

  it('refuses an unknown product (422) and a malformed body (400), writing nothing', async () => {
    const before = await rows();
    const unknown = await request(stack.bff).post('/v1/quotes/request').send({ ...FORM, products: [{ id: 1_999_999_999, sku: 'X', quantity: 1 }] }).expect(422);
    expect(unknown.body.errors.products).toEqual(['No product has the id 1999999999.']);
    await request(stack.bff).post('/v1/quotes/request').send({ ...FORM, products: [{ id: buyable(0).id, sku: 'X', quantity: -1 }] }).expect(400);
    await request(stack.bff).post('/v1/quotes/request').send({ ...FORM, products: 'all of them' }).expect(400);
    expect(await rows()).toEqual(before);
  });
});

describe('GET /v1/quotes/:uuid', () => {
  // A malformed path parameter is a 404 in the BFF, like any unknown address (http/errors.ts).
  it('answers 404 for an unknown quote and for a malformed uuid', async () => {
    await request(stack.bff).get('/v1/quotes/7c0d6a4e-8f51-4c36-9a3c-0a3f7b1d2e99').expect(404);
    const malformed = await request(stack.bff).get('/v1/quotes/nope').expect(404);
    expect(malformed.body.detail).toBe('quote id must be a uuid');
  });
});

describe('POST /v1/quotes/:uuid/cart', () => {
  it("turns the quote into the session's cart, once, and the session keeps that cart", async () => {
    const [a, b] = [buyable(1), buyable(2)];
    const { uuid } = await submit([{ id: a.id, sku: a.sku, quantity: 2 }, { id: b.id, sku: b.sku, quantity: 5 }]);
    const first = await request(stack.bff).post(`/v1/quotes/${uuid}/cart`).expect(200);
    const cookie = sessionCookie(first);
    const cart = CartViewSchema.parse(first.body);
    expect(cart.lines.map((l) => [l.productId, l.quantity])).toEqual([[a.id, 2], [b.id, 5]]);
    const again = CartViewSchema.parse((await request(stack.bff).post(`/v1/quotes/${uuid}/cart`).set('cookie', cookie).expect(200)).body);
    expect(again.lines.map((l) => l.quantity)).toEqual([2, 5]);
    // The session's cart is the quote's cart: reading it and adding to it reach the same lines.
    const read = CartViewSchema.parse((await request(stack.bff).get('/v1/cart').set('cookie', cookie).expect(200)).body);
    expect(read.lines.map((l) => [l.productId, l.quantity])).toEqual([[a.id, 2], [b.id, 5]]);
    const added = CartViewSchema.parse((await request(stack.bff).post('/v1/cart/items').set('cookie', cookie).send({ productId: a.id, quantity: 1 }).expect(200)).body);
    expect(added.lines.find((l) => l.productId === a.id)?.quantity).toBe(3);
  });

  it("adds the quote to a session's existing cart", async () => {
    const [a, b] = [buyable(3), buyable(4)];
    const start = await request(stack.bff).post('/v1/cart/items').send({ productId: a.id, quantity: 1 }).expect(200);
    const cookie = sessionCookie(start);
    const { uuid } = await submit([{ id: b.id, sku: b.sku, quantity: 2 }]);
    const cart = CartViewSchema.parse((await request(stack.bff).post(`/v1/quotes/${uuid}/cart`).set('cookie', cookie).expect(200)).body);
    expect(cart.lines.map((l) => [l.productId, l.quantity])).toEqual([[a.id, 1], [b.id, 2]]);
  });

  it('answers 404 for an unknown quote and for a malformed uuid, writing nothing', async () => {
    const before = await rows();
    await request(stack.bff).post('/v1/quotes/7c0d6a4e-8f51-4c36-9a3c-0a3f7b1d2e99/cart').expect(404);
    await request(stack.bff).post('/v1/quotes/not-a-uuid/cart').expect(404);
    expect(await rows()).toEqual(before);
  });
});
