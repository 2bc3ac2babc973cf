import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { CartSchema, CheckoutQuoteSchema } from '@pool/api-contract';
import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventory, orders, processorCharges } from '../db/schema.js';
import { allProducts } from '../testing/queries.js';
import { useTestContext } from '../test/test-app.js';

// `pnpm test:chaos`: CHAOS_CHECKOUT_TRIALS (100) trials of one cart checked out by two "tabs" at once,
// each tab submitting its attempt 4 times at once (a double and a triple click, a re-post), on the
// database of DATABASE_URL (PostgreSQL in the chaos run). Every trial must end with one order and one
// captured charge, every other authorization voided, and no 5xx.
const TRIALS = Number(process.env.CHAOS_CHECKOUT_TRIALS ?? 100);
const TABS = 2;
const SUBMITS = 4;

const ctx = useTestContext();
let sellable: number[];
beforeAll(async () => {
  sellable = (await allProducts(ctx.db)).filter((r) => r.status === 'in' && !r.hidePrice && !r.tiered).map((r) => r.id).slice(0, 20);
  // Stock is never what stops an order here.
  await ctx.db.update(inventory).set({ level: 100_000 }).where(inArray(inventory.productId, sellable));
});

const ADDRESS = { firstName: 'Ada', lastName: 'Pool', street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

describe('checkout under duplicate submits (chaos)', () => {
  it(`places one order and one charge in each of ${TRIALS} trials of ${TABS} tabs × ${SUBMITS} submits`, { timeout: 60 * 60_000 }, async () => {
    let extraOrders = 0;
    let missingOrders = 0;
    let extraCaptures = 0;
    let danglingAuthorizations = 0;
    let failures = 0;
    let requests = 0;
    const started = Date.now();
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const productId = sellable[trial % sellable.length]!;
      const cart = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/chaos-${randomUUID()}`)
        .send({ line_items: [{ product_id: productId, quantity: 1 + (trial % 3) }] }).expect(201)).body);
      const quote = CheckoutQuoteSchema.parse((await request(ctx.app).post('/api/v1/checkout/quote').send({ cartId: cart.id, state: 'TX' }).expect(200)).body);
      const body = { cartId: cart.id, email: `chaos-${trial}@example.com`, address: ADDRESS, shippingMethod: 'standard', expectedTotal: quote.total };
      // Each tab has its attempt and the token its browser made for the card (docs/decisions/0061).
      const attempts = await Promise.all(Array.from({ length: TABS }, async () => ({ key: `chaos-attempt-${randomUUID()}`, paymentToken: await ctx.paymentToken() })));
      const answers = await Promise.all(attempts.flatMap(({ key, paymentToken }) =>
        Array.from({ length: SUBMITS }, () => request(ctx.app).post('/api/v1/orders').set('idempotency-key', key).send({ ...body, paymentToken }))));
      requests += answers.length;
      failures += answers.filter((res) => res.status >= 500).length;
      const placed = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cart.id));
      if (placed.length === 0) missingOrders += 1;
      if (placed.length > 1) extraOrders += placed.length - 1;
      const charges = await ctx.db.select({ status: processorCharges.status }).from(processorCharges).where(eq(processorCharges.description, `cart ${cart.id}`));
      const captured = charges.filter((c) => c.status === 'captured').length;
      if (captured > 1) extraCaptures += captured - 1;
      danglingAuthorizations += charges.filter((c) => c.status === 'authorized').length;
    }
    const figures = {
      trials: TRIALS, tabs: TABS, submitsPerTab: SUBMITS, requests, failures5xx: failures, ordersMissing: missingOrders, ordersExtra: extraOrders,
      capturesExtra: extraCaptures, authorizationsLeft: danglingAuthorizations, seconds: (Date.now() - started) / 1000,
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    };
    mkdirSync(path.resolve(import.meta.dirname, '../../../../test-results'), { recursive: true });
    writeFileSync(path.resolve(import.meta.dirname, '../../../../test-results/chaos-checkout.json'), JSON.stringify(figures, null, 2));
    expect({ missingOrders, extraOrders, extraCaptures, danglingAuthorizations, failures }).toEqual({
      missingOrders: 0, extraOrders: 0, extraCaptures: 0, danglingAuthorizations: 0, failures: 0,
    });
  });
});
