import { CheckoutViewSchema, OrderViewSchema, ThankYouViewSchema, type ProductSummary } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 120 } });

let buyable: ProductSummary[];

beforeAll(async () => {
  buyable = (await stack.catalogue()).filter((p) => p.inventory_status === 'in' && !p.hide_price && p.inventory_level >= 5);
});

const ADDRESS = { firstName: 'Ada', lastName: 'Pool', street1: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '85004' };
/** The browser's one-time token for the attempt (the approved card): a re-post sends the same one. */
const tokens = new Map<string, Promise<string>>();
const tokenOf = (attemptKey: string) => tokens.get(attemptKey) ?? tokens.set(attemptKey, stack.commerce.paymentToken()).get(attemptKey)!;

/** A guest session with one product in its cart, and its checkout view for Arizona. */
async function shopper(product = buyable[0]!) {
  const added = await request(stack.bff).post('/v1/cart/items').send({ productId: product.id, quantity: 1 }).expect(200);
  const cookie = sessionCookie(added);
  const view = CheckoutViewSchema.parse((await request(stack.bff).get('/v1/checkout?state=AZ').set('cookie', cookie).expect(200)).body);
  return { cookie, view };
}

const order = async (view: { attemptKey: string; totals: { total: number } }, extra: Record<string, unknown> = {}) => ({
  attemptKey: view.attemptKey, email: 'ada@example.com', address: ADDRESS, shippingMethod: 'standard', paymentToken: await tokenOf(view.attemptKey),
  expectedTotal: view.totals.total, ...extra,
});

describe('checkout through the BFF', () => {
  it('shows an empty checkout to a shopper without a cart, without making a session', async () => {
    const res = await request(stack.bff).get('/v1/checkout').expect(200);
    expect(res.body).toMatchObject({ ready: false, lines: [], totals: { total: 0 } });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('prices the session cart in cents with the state tax and a new attempt key each time', async () => {
    const { cookie, view } = await shopper();
    expect(view.ready).toBe(true);
    expect(view.lines).toHaveLength(1);
    expect(view.state).toBe('AZ');
    expect(view.totals.taxRate).toBe(5.6);
    expect(view.totals.total).toBe(view.totals.subtotal - view.totals.discount + view.totals.shipping + view.totals.tax);
    const again = CheckoutViewSchema.parse((await request(stack.bff).get('/v1/checkout').set('cookie', cookie).expect(200)).body);
    expect(again.attemptKey).not.toBe(view.attemptKey);
    expect(again.totals.tax).toBe(0);
  });

  it('places the order once, closes the cart and shows the thank-you page with its analytics once', async () => {
    const { cookie, view } = await shopper(buyable[1]);
    const placed = await request(stack.bff).post('/v1/checkout/orders').set('cookie', cookie).send(await order(view)).expect(201);
    const first = OrderViewSchema.parse(placed.body);
    expect(first.totals.total).toBe(view.totals.total);
    expect(first.payment).toEqual({ brand: 'visa', last4: '4242' });
    expect(JSON.stringify(placed.body)).not.toContain('4242424242424242');
    // The re-posted form (back button, refresh) answers the same order.
    const again = await request(stack.bff).post('/v1/checkout/orders').set('cookie', cookie).send(await order(view)).expect(200);
    expect(again.body.number).toBe(first.number);
    // The cart is closed: the next add starts a new one.
    expect((await request(stack.bff).get('/v1/cart').set('cookie', cookie).expect(200)).body.lines).toEqual([]);
    const thanks = ThankYouViewSchema.parse((await request(stack.bff).get(`/v1/checkout/orders/${first.cartId}`).set('cookie', cookie).expect(200)).body);
    expect(thanks.order.number).toBe(first.number);
    expect(thanks.analytics).toMatchObject({ event: 'purchase', transactionId: first.number, value: first.totals.total, currency: 'USD' });
    const reload = ThankYouViewSchema.parse((await request(stack.bff).get(`/v1/checkout/orders/${first.cartId}`).set('cookie', cookie).expect(200)).body);
    expect(reload.analytics).toBeNull();
  });

  it('never shows an order to another session', async () => {
    const { cookie, view } = await shopper(buyable[2]);
    const placed = OrderViewSchema.parse((await request(stack.bff).post('/v1/checkout/orders').set('cookie', cookie).send(await order(view)).expect(201)).body);
    const stranger = await request(stack.bff).get(`/v1/checkout/orders/${placed.cartId}`).expect(404);
    expect(stranger.headers['content-type']).toContain('application/problem+json');
    const other = await shopper(buyable[3]);
    await request(stack.bff).get(`/v1/checkout/orders/${placed.cartId}`).set('cookie', other.cookie).expect(404);
    // `/thankyou` without a cart id: the session's own last order, never another's.
    expect((await request(stack.bff).get('/v1/checkout/orders').set('cookie', cookie).expect(200)).body).toEqual({ cartId: placed.cartId });
    expect((await request(stack.bff).get('/v1/checkout/orders').set('cookie', other.cookie).expect(200)).body).toEqual({ cartId: null });
    expect((await request(stack.bff).get('/v1/checkout/orders').expect(200)).body).toEqual({ cartId: null });
  });

  it('passes a decline on as a 402 with the processor message and keeps the cart', async () => {
    const { cookie, view } = await shopper(buyable[4]);
    const res = await request(stack.bff).post('/v1/checkout/orders').set('cookie', cookie)
      .send(await order(view, { paymentToken: await stack.commerce.paymentToken('4000000000000002') })).expect(402);
    expect(res.body.title).toBe('Your card was declined.');
    // A token that is unknown (or used, or expired) is the shopper's to enter again, never a 5xx.
    const unknown = await request(stack.bff).post('/v1/checkout/orders').set('cookie', cookie).send(await order(view, { paymentToken: 'tok_never_issued_1234' })).expect(402);
    expect(unknown.body.title).toBe('Your card details have expired or were already used. Please enter your card again.');
    // A card number is not accepted at all: the BFF takes a token only.
    const { paymentToken: _token, ...withoutToken } = await order(view);
    await request(stack.bff).post('/v1/checkout/orders').set('cookie', cookie)
      .send({ ...withoutToken, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' } }).expect(400);
    await request(stack.bff).post('/v1/checkout/orders').set('cookie', cookie).send(await order(view, { paymentToken: '4242424242424242' })).expect(400);
    expect((await request(stack.bff).get('/v1/cart').set('cookie', cookie).expect(200)).body.lines).toHaveLength(1);
  });

  it('refuses bad input with a 4xx problem and places nothing', async () => {
    const { cookie, view } = await shopper(buyable[5]);
    const invalid = await request(stack.bff).post('/v1/checkout/orders').set('cookie', cookie)
      .send(await order(view, { address: { ...ADDRESS, zip: 'abc' }, email: 'x' })).expect(422);
    expect(invalid.body.errors).toMatchObject({ 'address.zip': ['Enter a 5-digit ZIP code.'], email: ['Invalid email address.'] });
    await request(stack.bff).post('/v1/checkout/orders').set('cookie', cookie).send(await order(view, { unitPrice: 1 })).expect(400);
    await request(stack.bff).post('/v1/checkout/orders').set('cookie', cookie).send(await order(view, { attemptKey: 'short' })).expect(400);
    const tampered = await request(stack.bff).post('/v1/checkout/orders').set('cookie', cookie).send(await order(view, { expectedTotal: 1 })).expect(409);
    expect(tampered.body.title).toBe('Your order total has changed. Please review your order before placing it.');
    await request(stack.bff).post('/v1/checkout/orders').send(await order(view)).expect(409);
    await request(stack.bff).get('/v1/checkout?state=ZZ').set('cookie', cookie).expect(422);
    expect((await request(stack.bff).get('/v1/cart').set('cookie', cookie).expect(200)).body.lines).toHaveLength(1);
  });
});
