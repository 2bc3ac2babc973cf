import { ProblemSchema, WaterCarePlanSchema } from '@pool/api-contract';
import { liquidChlorineFlOz } from '@pool/water-care';
import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { inventory, products, waterCareProducts } from '../db/schema.js';
import { WATER_CARE_PRODUCTS } from '../db/seed/water-care.js';
import { useTestContext } from '../test/test-app.js';

const ctx = useTestContext();

const pool = { gallons: 15_000, sanitizer: 'liquid_chlorine', surface: 'plaster', type: 'pool', indoor: false };
const test = { free_chlorine: 1, ph: 8.0, total_alkalinity: 70, calcium_hardness: 180, cyanuric_acid: 20, temperature: 84 };
const plan = (body: unknown, buyer?: 'guest' | 'customer') => {
  const r = request(ctx.app).post('/api/water-care/plan');
  return (buyer ? r.set('x-buyer', buyer) : r).send(body as object);
};

describe('POST /api/water-care/plan', () => {
  it('answers the ordered plan of water-care.md with a catalogue product that fits each step, in whole packages', async () => {
    const res = await plan({ profile: pool, readings: test }).expect(200);
    const body = WaterCarePlanSchema.parse(res.body);
    expect(body.steps.map((s) => s.action)).toEqual(['raise_fc', 'raise_cya', 'lower_ph', 'raise_ta', 'raise_ch']);
    expect(body.profile_name).toBe('Liquid chlorine pool, plaster, outdoor');
    expect(body.readings.find((r) => r.key === 'ph')).toMatchObject({ status: 'high', low: 7.2, high: 7.8, units: 'pH' });
    expect(body.csi_before!).toBeCloseTo(0.25, 2);

    // Every product exists, is what the step was dosed for, and holds at least the dose.
    const ids = body.steps.map((s) => s.product!.id);
    const facts = await ctx.db.select().from(waterCareProducts).innerJoin(products, eq(products.id, waterCareProducts.productId))
      .where(inArray(waterCareProducts.productId, ids));
    for (const step of body.steps) {
      const row = facts.find((f) => f.products.id === step.product!.id)!;
      expect(row, step.action).toBeDefined();
      expect(row.water_care_products.chemical).toBe(step.chemical);
      expect(row.water_care_products.packageUnit).toBe(step.amount!.unit);
      expect(step.product!.quantity * row.water_care_products.packageAmount).toBeGreaterThanOrEqual(step.amount!.value);
      expect((step.product!.quantity - 1) * row.water_care_products.packageAmount).toBeLessThan(step.amount!.value);
      expect(step.product!.leftover.value).toBeCloseTo(step.product!.quantity * row.water_care_products.packageAmount - step.amount!.value, 6);
      expect(step.product!.line_total).toBeCloseTo(step.product!.quantity * row.products.price / 100, 2);
    }
    // Liquid chlorine: the strongest the store sells (12.5 %), 92 fl oz → one 1-gal jug with 36 fl oz left.
    const chlorine = body.steps[0]!;
    expect(chlorine.product).toMatchObject({ sku: 'WC-LC125-1G', strength_percent: 12.5, quantity: 1, package_label: '1 gal jug' });
    expect(chlorine.amount!.value).toBeCloseTo(liquidChlorineFlOz(6, 15_000, 12.5), 6);
    expect(chlorine.amount!.text).toBe('92.2 fl oz');
    expect(body.steps[2]!.product!.sku).toBe('WC-MURIATIC-1G');
    // Calcium chloride 16.7 lb, dosed as anhydrous: two 10-lb bags of it.
    expect(body.steps[4]!.product).toMatchObject({ sku: 'WC-CACL2-10LB', quantity: 2 });
    expect(body.total).toBeCloseTo(body.steps.reduce((sum, s) => sum + (s.product?.line_total ?? 0), 0), 2);
  });

  it('picks the cheapest fit in whole packages: a case of four jugs when four jugs would cost more', async () => {
    const mid = WaterCarePlanSchema.parse((await plan({ profile: { ...pool, gallons: 60_000 }, readings: test }).expect(200)).body);
    // 369 fl oz: three 1-gal jugs ($23.97) beat a case of four ($27.99).
    expect(mid.steps[0]!.product).toMatchObject({ sku: 'WC-LC125-1G', quantity: 3 });
    const big = WaterCarePlanSchema.parse((await plan({ profile: { ...pool, gallons: 75_000 }, readings: test }).expect(200)).body);
    // 461 fl oz: four jugs ($31.96) lose to one case ($27.99), which leaves 51 fl oz.
    expect(big.steps[0]!.product).toMatchObject({ sku: 'WC-LC125-4X1G', quantity: 1 });
    expect(big.steps[0]!.product!.leftover.value).toBeCloseTo(512 - big.steps[0]!.amount!.value, 6);
  });

  it('falls back to another product that fits when the first is out of stock, and to none when nothing fits', async () => {
    const jug = WATER_CARE_PRODUCTS.find((p) => p.sku === 'WC-LC125-1G')!;
    const cask = WATER_CARE_PRODUCTS.find((p) => p.sku === 'WC-LC125-4X1G')!;
    await ctx.db.update(inventory).set({ status: 'out', level: 0, canBackorder: false }).where(eq(inventory.productId, jug.id));
    try {
      const body = WaterCarePlanSchema.parse((await plan({ profile: pool, readings: test }).expect(200)).body);
      expect(body.steps[0]!.product).toMatchObject({ sku: 'WC-LC125-4X1G', quantity: 1 });
      await ctx.db.update(inventory).set({ status: 'out', level: 0, canBackorder: false }).where(eq(inventory.productId, cask.id));
      const ten = WaterCarePlanSchema.parse((await plan({ profile: pool, readings: test }).expect(200)).body);
      // Now the strongest liquid sold is 10 %: the dose is recomputed for it (115 fl oz).
      expect(ten.steps[0]!.product).toMatchObject({ sku: 'WC-LC10-1G', strength_percent: 10 });
      expect(Math.round(ten.steps[0]!.amount!.value)).toBe(115);
    } finally {
      await ctx.db.update(inventory).set({ status: 'in', level: 500 }).where(inArray(inventory.productId, [jug.id, cask.id]));
    }
  });

  it('hides hide_price products from guests and prices for the named buyer', async () => {
    const acid = WATER_CARE_PRODUCTS.find((p) => p.sku === 'WC-MURIATIC-1G')!;
    await ctx.db.update(products).set({ hidePrice: true }).where(eq(products.id, acid.id));
    try {
      const guest = WaterCarePlanSchema.parse((await plan({ profile: pool, readings: test }, 'guest').expect(200)).body);
      expect(guest.steps.find((s) => s.action === 'lower_ph')!.product).toMatchObject({ sku: 'WC-DRYACID-5LB', chemical: 'dry_acid' });
      const customer = WaterCarePlanSchema.parse((await plan({ profile: pool, readings: test }, 'customer').expect(200)).body);
      expect(customer.steps.find((s) => s.action === 'lower_ph')!.product!.sku).toBe('WC-MURIATIC-1G');
    } finally {
      await ctx.db.update(products).set({ hidePrice: false }).where(eq(products.id, acid.id));
    }
  });

  it('refuses bad readings and profiles with a 400 problem naming each field', async () => {
    const bad = await plan({ profile: pool, readings: { ...test, ph: 15, free_chlorine: -1 } }).expect(400);
    const problem = ProblemSchema.parse(bad.body);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(Object.values(problem.errors ?? {}).flat()).toEqual(expect.arrayContaining(['pH must be between 6 and 9.', 'Free Chlorine cannot be negative.']));
    const letters = await plan({ profile: pool, readings: { ph: 'abc' } }).expect(400);
    expect(Object.values(letters.body.errors).flat()).toContain('pH must be a number.');
    await plan({ profile: { ...pool, gallons: 0 }, readings: test }).expect(400);
    await plan({ profile: { ...pool, surface: 'granite' }, readings: test }).expect(400);
    await plan({ profile: pool, readings: { ...test, unknown: 1 } }).expect(400);
    await plan({ profile: pool, readings: { free_chlorine: 3, total_chlorine: 2 } }).expect(400);
  });

  it('water in range needs no steps and costs nothing', async () => {
    const body = WaterCarePlanSchema.parse((await plan({ profile: pool, readings: { free_chlorine: 6, ph: 7.5, total_alkalinity: 80, calcium_hardness: 300, cyanuric_acid: 40 } }).expect(200)).body);
    expect(body.steps).toEqual([]);
    expect(body.total).toBe(0);
  });
});
