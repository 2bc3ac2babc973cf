import { CartViewSchema, ProblemSchema, WaterCarePlanViewSchema } from '@pool/api-contract';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 120 } });

const profile = { gallons: 15_000, sanitizer: 'liquid_chlorine', surface: 'plaster', type: 'pool', indoor: false };
const readings = { free_chlorine: 1, ph: 8.0, total_alkalinity: 70, calcium_hardness: 180, cyanuric_acid: 20 };
const rows = async () => [await stack.commerce.count('carts'), await stack.commerce.count('cartLines')];

describe('POST /v1/water-care/plan', () => {
  it("answers the plan in cents, private, each step's product in whole packages", async () => {
    const res = await request(stack.bff).post('/v1/water-care/plan').send({ profile, readings }).expect(200);
    expect(res.headers['cache-control']).toContain('private');
    const plan = WaterCarePlanViewSchema.parse(res.body);
    expect(plan.steps.map((s) => s.action)).toEqual(['raise_fc', 'raise_cya', 'lower_ph', 'raise_ta', 'raise_ch']);
    const chlorine = plan.steps[0]!;
    expect(chlorine.product).toMatchObject({ sku: 'WC-LC125-1G', quantity: 1, price: 799, line_total: 799 });
    expect(plan.total).toBe(plan.steps.reduce((sum, s) => sum + s.product!.line_total, 0));
  });

  it('refuses pH 15 and letters with a 400 problem naming the field, and makes no session', async () => {
    const res = await request(stack.bff).post('/v1/water-care/plan').send({ profile, readings: { ...readings, ph: 15 } }).expect(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(ProblemSchema.parse(res.body).errors)).toContain('pH must be between 6 and 9.');
    expect(res.headers['set-cookie']).toBeUndefined();
    await request(stack.bff).post('/v1/water-care/plan').send({ profile, readings: { ph: 'abc' } }).expect(400);
  });
});

describe('POST /v1/water-care/plan/cart', () => {
  it("adds the whole plan to the session's cart in one click, priced as the cart prices it", async () => {
    const plan = WaterCarePlanViewSchema.parse((await request(stack.bff).post('/v1/water-care/plan').send({ profile, readings }).expect(200)).body);
    const res = await request(stack.bff).post('/v1/water-care/plan/cart').send({ profile, readings }).expect(200);
    const cookie = sessionCookie(res);
    const cart = CartViewSchema.parse(res.body);
    const expected = plan.steps.map((s) => [s.product!.sku, s.product!.quantity]).sort();
    expect(cart.lines.map((l) => [l.sku, l.quantity]).sort()).toEqual(expected);
    expect(cart.subtotal).toBe(plan.total);
    const read = CartViewSchema.parse((await request(stack.bff).get('/v1/cart').set('cookie', cookie).expect(200)).body);
    expect(read.lines).toHaveLength(plan.steps.length);

    // One step alone goes into the same cart.
    const again = CartViewSchema.parse((await request(stack.bff).post('/v1/water-care/plan/cart').set('cookie', cookie)
      .send({ profile, readings, actions: ['lower_ph'] }).expect(200)).body);
    const acid = plan.steps.find((s) => s.action === 'lower_ph')!.product!;
    expect(again.lines.find((l) => l.sku === acid.sku)!.quantity).toBe(acid.quantity * 2);
    expect(again.lines).toHaveLength(plan.steps.length);
  });

  it('applies a coupon staged before the cart existed to the cart the plan starts', async () => {
    const staged = await request(stack.bff).post('/v1/cart/coupons').send({ coupon: 'SPLASH10' }).expect(200);
    expect(CartViewSchema.parse(staged.body).stagedCoupon).toBe('SPLASH10');
    const res = await request(stack.bff).post('/v1/water-care/plan/cart').set('cookie', sessionCookie(staged)).send({ profile, readings }).expect(200);
    const cart = CartViewSchema.parse(res.body);
    expect(cart.coupons.map((c) => c.code)).toEqual(['SPLASH10']);
    expect(cart.stagedCoupon).toBeNull();
  });

  it('a repeated idempotency key adds once', async () => {
    const key = 'water-care-test-key-0001';
    const first = await request(stack.bff).post('/v1/water-care/plan/cart').set('idempotency-key', key).send({ profile, readings, actions: ['raise_fc'] }).expect(200);
    const cookie = sessionCookie(first);
    const second = CartViewSchema.parse((await request(stack.bff).post('/v1/water-care/plan/cart').set('cookie', cookie).set('idempotency-key', key)
      .send({ profile, readings, actions: ['raise_fc'] }).expect(200)).body);
    expect(second.lines.map((l) => l.quantity)).toEqual([1]);
  });

  it('refuses bad readings and a plan with nothing to buy, writing nothing', async () => {
    const before = await rows();
    await request(stack.bff).post('/v1/water-care/plan/cart').send({ profile, readings: { ...readings, free_chlorine: -1 } }).expect(400);
    const none = await request(stack.bff).post('/v1/water-care/plan/cart')
      .send({ profile, readings: { free_chlorine: 6, ph: 7.5, total_alkalinity: 80, calcium_hardness: 300, cyanuric_acid: 40 } }).expect(422);
    expect(none.body.title).toBe('This plan has no products to add.');
    // A step the plan does not have adds nothing either.
    await request(stack.bff).post('/v1/water-care/plan/cart').send({ profile, readings, actions: ['raise_salt'] }).expect(422);
    expect(await rows()).toEqual(before);
  });
});
