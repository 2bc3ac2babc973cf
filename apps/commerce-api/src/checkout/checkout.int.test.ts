import { randomUUID } from 'node:crypto';
import { CartSchema, CheckoutQuoteSchema, OrderSchema } from '@pool/api-contract';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupOfStatus, type OrderStatus } from '@pool/account-domain';
import { carts, customers, inventory, mailOutbox, orders, payments, processorCharges, shipments, taxRates } from '../db/schema.js';
import { allProducts } from '../testing/queries.js';
import { useTestContext } from '../test/test-app.js';
import { TEST_CARDS } from '../payments/test-processor.js';
import { STATE_TAX_RATES } from './tax-rates.js';
import { lineKindFixtures } from '../test/line-kinds-fixtures.js';

const ctx = useTestContext();
/** In-stock products without tiers or hidden prices, plenty of stock. */
let sellable: { id: number; price: number; level: number }[];

beforeAll(async () => {
  sellable = (await allProducts(ctx.db)).filter((r) => r.status === 'in' && !r.hidePrice && !r.tiered && r.level >= 5);
});

const ADDRESS = { firstName: 'Ada', lastName: 'Pool', street1: '1 Main St', city: 'San Antonio', state: 'TX', zip: '78201' };
/** One token per attempt key: a retried attempt sends the same token, as the browser's re-post does. */
const attemptTokens = new Map<string, Promise<string>>();
const tokenFor = (key: string) => attemptTokens.get(key) ?? attemptTokens.set(key, ctx.paymentToken()).get(key)!;

async function newCart(lines: { product_id: number; quantity: number }[]) {
  const res = await request(ctx.app).post(`/api/v1/carts/session-${randomUUID()}`).send({ line_items: lines }).expect(201);
  return CartSchema.parse(res.body);
}

async function quoteFor(cartId: string, state = 'TX', shippingMethod = 'standard') {
  const res = await request(ctx.app).post('/api/v1/checkout/quote').send({ cartId, state, shippingMethod }).expect(200);
  return CheckoutQuoteSchema.parse(res.body);
}

/** Places an order with the attempt's token; `.expect(status)` as with supertest. */
function place(cartId: string, expectedTotal: number, key = `attempt-${randomUUID()}`, overrides: Record<string, unknown> = {}) {
  const answer = tokenFor(key).then(async (paymentToken) => request(ctx.app).post('/api/v1/orders').set('idempotency-key', key)
    .send({ cartId, email: 'ada@example.com', address: ADDRESS, shippingMethod: 'standard', paymentToken, expectedTotal, ...overrides }));
  return Object.assign(answer, {
    async expect(status: number) {
      const res = await answer;
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      return res;
    },
  });
}

async function ordersOf(cartId: string) {
  const [row] = await ctx.db.select({ n: count() }).from(orders).where(eq(orders.cartId, cartId));
  return row!.n;
}

/** The test processor's charges for a cart (checkout describes each payment as `cart <id>`). */
function chargesOf(cartId: string) {
  return ctx.db.select().from(processorCharges).where(eq(processorCharges.description, `cart ${cartId}`));
}

const levelOf = async (productId: number) => (await ctx.db.select({ level: inventory.level }).from(inventory).where(eq(inventory.productId, productId)))[0]!.level;

describe('checkout quote', () => {
  it('prices the cart with shipping and the state tax', async () => {
    const p = sellable[0]!;
    const cart = await newCart([{ product_id: p.id, quantity: 1 }]);
    const quote = await quoteFor(cart.id, 'TX');
    const subtotal = p.price;
    const shipping = subtotal >= 7500 ? 0 : 695;
    const tax = Math.round((subtotal * 6250) / 100_000);
    expect(quote.subtotal).toBeCloseTo(subtotal / 100, 2);
    expect(quote.shipping).toBeCloseTo(shipping / 100, 2);
    expect(quote.tax).toBeCloseTo(tax / 100, 2);
    expect(quote.total).toBeCloseTo((subtotal + shipping + tax) / 100, 2);
    expect(quote.taxRate).toBe(6.25);
    expect(quote.shippingOptions.map((o) => o.method)).toEqual(['standard', 'economy']);
    expect((await quoteFor(cart.id, 'OR')).tax).toBe(0);
  });

  it('makes shipping free from $75', async () => {
    const p = sellable.find((s) => s.price < 7500)!;
    const quantity = Math.ceil(7500 / p.price);
    const cart = await newCart([{ product_id: p.id, quantity }]);
    const quote = await quoteFor(cart.id);
    expect(quote.shipping).toBe(0);
    expect(quote.shippingOptions.every((o) => o.price === 0)).toBe(true);
  });

  it('refuses an unknown state and an unknown cart', async () => {
    const cart = await newCart([{ product_id: sellable[0]!.id, quantity: 1 }]);
    const bad = await request(ctx.app).post('/api/v1/checkout/quote').send({ cartId: cart.id, state: 'XX' }).expect(422);
    expect(bad.body.errors.state).toEqual(['Choose a US state.']);
    await request(ctx.app).post('/api/v1/checkout/quote').send({ cartId: randomUUID() }).expect(404);
  });

  it('has the tax table of the code', async () => {
    const rows = await ctx.db.select().from(taxRates);
    expect(Object.fromEntries(rows.map((r) => [r.state, r.rate]))).toEqual(STATE_TAX_RATES);
  });
});

describe('placing an order', () => {
  it('charges the card, records the order and payment, takes the stock and closes the cart', async () => {
    const p = sellable[1]!;
    const before = await levelOf(p.id);
    const cart = await newCart([{ product_id: p.id, quantity: 2 }]);
    const quote = await quoteFor(cart.id);
    const res = await place(cart.id, quote.total).expect(201);
    const order = OrderSchema.parse(res.body);
    expect(order.id).toBeGreaterThanOrEqual(100001);
    expect(order.number).toBe(String(order.id));
    expect(order.status).toBe('Awaiting Fulfillment');
    expect(order.total).toBe(quote.total);
    expect(order.lines).toEqual([expect.objectContaining({ productId: p.id, quantity: 2 })]);
    expect(order.payment).toEqual({ brand: 'visa', last4: '4242', status: 'captured' });
    expect(order.shippingAddress).toMatchObject({ ...ADDRESS, company: null, street2: null, phone: null });
    // No billing address given: it is the shipping address (0066).
    expect(order.billingAddress).toEqual(order.shippingAddress);
    expect(await levelOf(p.id)).toBe(before - 2);
    expect(await ctx.db.select().from(carts).where(eq(carts.id, cart.id))).toHaveLength(0);
    const charges = await chargesOf(cart.id);
    expect(charges.map((c) => [c.status, c.amount, c.last4])).toEqual([['captured', Math.round(quote.total * 100), '4242']]);
    // The confirmation goes out off the shopper's path (to the outbox here).
    await expect.poll(async () => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Your Pool Supplies order #${order.number}`))).length).toBe(1);
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Your Pool Supplies order #${order.number}`));
    expect(mail!.toAddress).toBe('ada@example.com');
    expect(mail!.text).toContain(`/thankyou/${cart.id}`);
    expect(mail!.text).not.toContain('4242424242424242');
    const byCart = OrderSchema.parse((await request(ctx.app).get(`/api/orders/${cart.id}/cart`).expect(200)).body);
    expect(byCart.id).toBe(order.id);
    // No listing of orders by email: it answered whole orders to anyone holding an address (decision 0054).
    await request(ctx.app).get('/api/v1/orders?email=ADA@example.com').expect(404);
  });

  it('answers a repeated attempt with the same order and one charge', async () => {
    const cart = await newCart([{ product_id: sellable[2]!.id, quantity: 1 }]);
    const quote = await quoteFor(cart.id);
    const key = `attempt-${randomUUID()}`;
    const first = OrderSchema.parse((await place(cart.id, quote.total, key).expect(201)).body);
    const again = OrderSchema.parse((await place(cart.id, quote.total, key).expect(200)).body);
    expect(again).toEqual(first);
    expect(await ordersOf(cart.id)).toBe(1);
    const charges = await chargesOf(cart.id);
    expect(charges).toHaveLength(1);
  });

  it('places one order when the same attempt arrives twice at once (a double click)', async () => {
    const cart = await newCart([{ product_id: sellable[3]!.id, quantity: 1 }]);
    const quote = await quoteFor(cart.id);
    const key = `attempt-${randomUUID()}`;
    const answers = await Promise.all([place(cart.id, quote.total, key), place(cart.id, quote.total, key)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await ordersOf(cart.id)).toBe(1);
    const charges = await chargesOf(cart.id);
    expect(charges.filter((c) => c.status === 'captured')).toHaveLength(1);
  });

  it('refuses a second attempt on an ordered cart (another tab) without charging it', async () => {
    const cart = await newCart([{ product_id: sellable[4]!.id, quantity: 1 }]);
    const quote = await quoteFor(cart.id);
    await place(cart.id, quote.total).expect(201);
    const second = await place(cart.id, quote.total).expect(409);
    expect(second.body.title).toBe('This cart has already been ordered.');
    const charges = await chargesOf(cart.id);
    expect(charges).toHaveLength(1);
  });

  it('lets two attempts race for one cart: one order, the other authorization voided', async () => {
    const cart = await newCart([{ product_id: sellable[5]!.id, quantity: 1 }]);
    const quote = await quoteFor(cart.id);
    const answers = await Promise.all([place(cart.id, quote.total), place(cart.id, quote.total)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await ordersOf(cart.id)).toBe(1);
    const charges = await chargesOf(cart.id);
    expect(charges.filter((c) => c.status === 'captured')).toHaveLength(1);
    expect(charges.filter((c) => c.status === 'authorized')).toHaveLength(0);
  });

  it.each([
    [TEST_CARDS.declined, 'Your card was declined.'],
    [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
  ])('shows the decline of %s and creates no order', async (number, message) => {
    const p = sellable[6]!;
    const before = await levelOf(p.id);
    const cart = await newCart([{ product_id: p.id, quantity: 1 }]);
    const quote = await quoteFor(cart.id);
    const key = `attempt-${randomUUID()}`;
    const res = await place(cart.id, quote.total, key, { paymentToken: await ctx.paymentToken(number) }).expect(402);
    expect(res.body.title).toBe(message);
    expect(res.body.errors['card.number']).toEqual([message]);
    expect(await ordersOf(cart.id)).toBe(0);
    expect(await levelOf(p.id)).toBe(before);
    expect((await ctx.db.select().from(carts).where(eq(carts.id, cart.id)))).toHaveLength(1);
    // The same attempt with a good card goes through.
    await place(cart.id, quote.total, key).expect(201);
    const captured = await ctx.db.select().from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(orders.cartId, cart.id));
    expect(captured).toHaveLength(1);
  });

  it('refuses bad input with the fields named, and writes nothing', async () => {
    const cart = await newCart([{ product_id: sellable[7]!.id, quantity: 1 }]);
    const quote = await quoteFor(cart.id);
    const res = await place(cart.id, quote.total, undefined, {
      email: 'nope', address: { ...ADDRESS, zip: '7820', state: 'ZZ', city: '' },
    }).expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['address.city', 'address.state', 'address.zip', 'email']);
    // A card number is no payment token: refused by the contract before anything is read.
    await place(cart.id, quote.total, undefined, { paymentToken: '4242 4242 4242 4242' }).expect(400);
    await place(cart.id, quote.total, undefined, { card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' } }).expect(400);
    await place(cart.id, quote.total, undefined, { address: { ...ADDRESS, extra: 'x' } }).expect(400);
    await place(cart.id, quote.total, undefined, { price: 0.01 }).expect(400);
    await request(ctx.app).post('/api/v1/orders').send({ cartId: cart.id }).expect(400);
    expect(await ordersOf(cart.id)).toBe(0);
    const charges = await chargesOf(cart.id);
    expect(charges).toHaveLength(0);
  });

  it('charges nothing when the total the shopper saw is not the total (a tampered or stale form)', async () => {
    const cart = await newCart([{ product_id: sellable[8]!.id, quantity: 1 }]);
    const quote = await quoteFor(cart.id);
    const res = await place(cart.id, 0.01).expect(409);
    expect(res.body.title).toBe('Your order total has changed. Please review your order before placing it.');
    expect(await ordersOf(cart.id)).toBe(0);
    await place(cart.id, quote.total).expect(201);
  });

  it('reports an item that sold out before any payment', async () => {
    const p = sellable[9]!;
    const cart = await newCart([{ product_id: p.id, quantity: 3 }]);
    const quote = await quoteFor(cart.id);
    const level = await levelOf(p.id);
    await ctx.db.update(inventory).set({ level: 2 }).where(eq(inventory.productId, p.id));
    const res = await place(cart.id, quote.total).expect(409);
    expect(res.body.errors).toHaveProperty(`sku.${cart.products[0]!.sku}`);
    expect(await ordersOf(cart.id)).toBe(0);
    expect(await chargesOf(cart.id)).toHaveLength(0);
    await ctx.db.update(inventory).set({ level }).where(eq(inventory.productId, p.id));
  });

  it('refuses an empty key, an unknown cart and another customer\'s cart', async () => {
    const cart = await newCart([{ product_id: sellable[10]!.id, quantity: 1 }]);
    const quote = await quoteFor(cart.id);
    await request(ctx.app).post('/api/v1/orders').send({ cartId: cart.id, email: 'a@b.co', address: ADDRESS, shippingMethod: 'standard', paymentToken: await ctx.paymentToken(), expectedTotal: quote.total }).expect(400);
    await place(randomUUID(), quote.total).expect(404);
    const owned = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/session-${randomUUID()}`)
      .send({ line_items: [{ product_id: sellable[10]!.id, quantity: 1 }], customer_id: 1 }).expect(201)).body);
    await place(owned.id, quote.total, undefined, { customerId: null }).expect(404);
    await request(ctx.app).get(`/api/orders/${randomUUID()}/cart`).expect(404);
  });
});

describe('order analytics', () => {
  it('reports an order once, however often the thank-you page loads', async () => {
    const cart = await newCart([{ product_id: sellable[11]!.id, quantity: 2 }]);
    const quote = await quoteFor(cart.id);
    const order = OrderSchema.parse((await place(cart.id, quote.total).expect(201)).body);
    const first = await request(ctx.app).get(`/api/orders/${order.id}/report-analytics`).expect(200);
    expect(first.body).toMatchObject({ orderId: order.id, firstReport: true, revenue: order.total, items: [{ quantity: 2 }] });
    const second = await request(ctx.app).get(`/api/orders/${order.id}/report-analytics`).expect(200);
    expect(second.body.firstReport).toBe(false);
    await request(ctx.app).get('/api/orders/99/report-analytics').expect(404);
  });
});

describe('the demo shopper\'s past orders', () => {
  it('has at least 12 orders in every filter group, shipped ones with tracking numbers, and new orders numbered after them', async () => {
    const [shopper] = await ctx.db.select().from(customers).where(eq(customers.email, 'shopper@example.com'));
    const past = await ctx.db.select().from(orders).where(eq(orders.customerId, shopper!.id));
    expect(past.length).toBeGreaterThanOrEqual(12);
    expect(new Set(past.map((o) => groupOfStatus(o.status as OrderStatus)))).toEqual(new Set(['in_progress', 'delivered', 'cancelled', 'on_hold']));
    const tracked = await ctx.db.select().from(shipments);
    const shipped = past.filter((o) => ['Shipped', 'Completed', 'Partially Shipped'].includes(o.status));
    expect(shipped.length).toBeGreaterThan(0);
    for (const order of shipped) expect(tracked.some((t) => t.orderId === order.id && t.trackingNumber.length > 8)).toBe(true);
    for (const order of past) expect(order.total).toBe(order.subtotal - order.discount + order.shipping + order.tax);
    const cart = await newCart([{ product_id: sellable[12]!.id, quantity: 1 }]);
    const quote = await quoteFor(cart.id);
    const placed = OrderSchema.parse((await place(cart.id, quote.total).expect(201)).body);
    expect(placed.id).toBeGreaterThan(Math.max(...past.map((o) => o.id)));
  });
});

describe('coupons and protection plans at checkout', () => {
  it('takes the coupon off before tax and orders at the discounted total', async () => {
    const p = sellable[13]!;
    const cart = await newCart([{ product_id: p.id, quantity: 2 }]);
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: 'SPLASH10' }).expect(200);
    const quote = await quoteFor(cart.id, 'TX');
    const subtotal = p.price * 2;
    const discount = Math.round(subtotal * 0.1);
    expect(quote.couponCodes).toEqual(['SPLASH10']);
    expect(quote.discount).toBeCloseTo(discount / 100, 2);
    expect(quote.tax).toBeCloseTo(Math.round(((subtotal - discount) * 6250) / 100_000) / 100, 2);
    expect(quote.total).toBeCloseTo(quote.subtotal - quote.discount + quote.shipping + quote.tax, 2);
    const order = OrderSchema.parse((await place(cart.id, quote.total).expect(201)).body);
    expect(order).toMatchObject({ couponCodes: ['SPLASH10'], discount: quote.discount, total: quote.total });
  });

  it('ships free with a free_shipping coupon whatever the amount', async () => {
    const p = sellable.find((s) => s.price < 3000)!;
    const cart = await newCart([{ product_id: p.id, quantity: 1 }]);
    expect((await quoteFor(cart.id)).shipping).toBeGreaterThan(0);
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/coupons`).send({ coupon: 'FREESHIP' }).expect(200);
    const quote = await quoteFor(cart.id);
    expect(quote.shipping).toBe(0);
    expect(quote.shippingOptions.every((o) => o.price === 0)).toBe(true);
  });

  it('sells a protection plan as an order line at its price, tied to its product', async () => {
    const { covered } = await lineKindFixtures(ctx.db);
    const cart = await newCart([{ product_id: covered.id, quantity: 1 }]);
    const plan = covered.plans[0]!;
    await request(ctx.app).post(`/api/v1/carts/${cart.id}/protection-plans`).send({ product_id: covered.id, plan: plan.id }).expect(200);
    const quote = await quoteFor(cart.id);
    expect(quote.lines).toHaveLength(2);
    expect(quote.lines[1]).toMatchObject({ productId: null, sku: plan.sku, quantity: 1, unitPrice: plan.priceCents / 100 });
    expect(quote.subtotal).toBeCloseTo((covered.price + plan.priceCents) / 100, 2);
    const order = OrderSchema.parse((await place(cart.id, quote.total).expect(201)).body);
    expect(order.lines.map((l) => l.sku)).toEqual([quote.lines[0]!.sku, plan.sku]);
    // The plan's line keeps the product it covers, for Reorder (0066).
    expect(order.lines[1]).toMatchObject({ productId: null, planForProductId: covered.id });
    expect(order.total).toBe(quote.total);
  });

  it('stores a different billing address, checked like the shipping one (0066)', async () => {
    const billing = { firstName: 'Bo', lastName: 'Bill', street1: ' 9 Elm St ', city: 'Austin', state: 'TX', zip: '78701', company: 'Bill Co' };
    const cart = await newCart([{ product_id: sellable[8]!.id, quantity: 1 }]);
    const quote = await quoteFor(cart.id);
    const refused = await place(cart.id, quote.total, undefined, { billingAddress: { ...billing, zip: '787', city: '' } }).expect(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['billingAddress.city', 'billingAddress.zip']);
    expect(await ordersOf(cart.id)).toBe(0);
    const order = OrderSchema.parse((await place(cart.id, quote.total, undefined, { billingAddress: billing }).expect(201)).body);
    expect(order.billingAddress).toEqual({ ...billing, street1: '9 Elm St', street2: null, phone: null });
    expect(order.shippingAddress).toMatchObject(ADDRESS);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.billingAddress).toMatchObject({ city: 'Austin', zip: '78701' });
  });
});

describe('same-day delivery and the zip at checkout', () => {
  const tuesday10am = new Date('2026-11-24T16:00:00Z'); // 10:00 in San Antonio (CST)
  const tuesday2pm = new Date('2026-11-24T20:00:00Z');
  const quoteAt = async (cartId: string, zip: string, shippingMethod = 'standard') =>
    CheckoutQuoteSchema.parse((await request(ctx.app).post('/api/v1/checkout/quote').send({ cartId, state: 'TX', zip, shippingMethod }).expect(200)).body);

  it('offers same-day delivery for a zone zip before the cut-off only', async () => {
    const cart = await newCart([{ product_id: sellable[14]!.id, quantity: 1 }]);
    const real = ctx.clock.now;
    try {
      ctx.clock.now = tuesday10am;
      const before = await quoteAt(cart.id, '78201', 'same_day');
      expect(before.shippingOptions[0]).toMatchObject({ method: 'same_day', label: 'Same-day delivery', price: 9.95 });
      expect(before).toMatchObject({ shippingMethod: 'same_day', shipping: 9.95 });
      expect((await quoteAt(cart.id, '10001')).shippingOptions.map((o) => o.method)).toEqual(['standard', 'economy']);
      ctx.clock.now = tuesday2pm;
      const after = await quoteAt(cart.id, '78201', 'same_day');
      expect(after.shippingOptions.map((o) => o.method)).toEqual(['standard', 'economy']);
      // Asked for same-day when it is no longer offered, the quote falls back to standard...
      expect(after.shippingMethod).toBe('standard');
      // ...and an order asking for it is refused, nothing charged.
      const res = await place(cart.id, before.total, undefined, { shippingMethod: 'same_day' }).expect(422);
      expect(res.body.errors.shippingMethod).toBeDefined();
      ctx.clock.now = tuesday10am;
      const order = OrderSchema.parse((await place(cart.id, before.total, undefined, { shippingMethod: 'same_day' }).expect(201)).body);
      expect(order).toMatchObject({ shippingMethod: 'same_day', shipping: 9.95, deliveryEstimate: 'Same-day delivery: today by 7 pm' });
    } finally {
      ctx.clock.now = real;
    }
  });

  it('refuses a zip that does not exist or is not in the state', async () => {
    const cart = await newCart([{ product_id: sellable[15]!.id, quantity: 1 }]);
    const quote = await quoteFor(cart.id);
    const elsewhere = await place(cart.id, quote.total, undefined, { address: { ...ADDRESS, zip: '85004' } }).expect(422);
    expect(elsewhere.body.errors['address.zip']).toEqual(['This ZIP code is not in TX.']);
    const none = await place(cart.id, quote.total, undefined, { address: { ...ADDRESS, zip: '00000' } }).expect(422);
    expect(none.body.errors['address.zip']).toEqual(['Please enter a valid zip code']);
    expect(await ordersOf(cart.id)).toBe(0);
  });
});
