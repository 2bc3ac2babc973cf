import { CustomerSchema, PoolFitListSchema, PoolPartsSchema, PoolSchema, REPLACEMENT_PARTS_PER_EQUIPMENT } from '@pool/api-contract';
import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagramParts, diagrams } from '../db/schema.js';
import { useTestContext } from '../test/test-app.js';
import { isConsumablePart } from './pools.service.js';

const ctx = useTestContext();
let owner: string;
let other: string;
const register = async (email: string) => (await request(ctx.app).post('/api/register')
  .send({ first_name: 'Fitz', last_name: 'Parts', email, password: 'a-long-enough-password-1' }).expect(201)).body.token as string;
beforeAll(async () => {
  owner = await register('fits.owner@example.com');
  other = await register('fits.other@example.com');
}, 60_000);

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const POOL = { name: 'Backyard', gallons: 15_000, surface: 'plaster', sanitizer_type: 'liquid_chlorine', location: 'outdoor', type: 'pool' };

async function pumpDiagram() {
  const [pump] = await ctx.db.select().from(diagrams).where(eq(diagrams.equipmentType, 'Pump')).orderBy(asc(diagrams.id)).limit(1);
  const parts = await ctx.db.select().from(diagramParts).where(eq(diagramParts.diagramId, pump!.id)).orderBy(asc(diagramParts.callout));
  return { pump: pump!, partIds: [...new Set(parts.map((p) => p.productId))] };
}

describe("parts that fit a customer's equipment (docs/decisions/0032)", () => {
  it('lists the parts of the equipment diagrams with the model, only the asked products when given, and counts equipment', async () => {
    const { pump, partIds } = await pumpDiagram();
    const before = CustomerSchema.parse((await request(ctx.app).get('/api/customer').set(as(owner)).expect(200)).body);
    expect(before.equipment_count).toBe(0);
    expect(PoolFitListSchema.parse((await request(ctx.app).get('/api/pools/fits').set(as(owner)).expect(200)).body).data).toEqual([]);

    const pool = PoolSchema.parse((await request(ctx.app).post('/api/pools').set(as(owner)).send({ ...POOL, equipment: { pump: pump.id } }).expect(201)).body);
    expect((await request(ctx.app).get('/api/customer').set(as(owner)).expect(200)).body.equipment_count).toBe(1);

    const all = await request(ctx.app).get('/api/pools/fits').set(as(owner)).expect(200);
    expect(all.headers['cache-control']).toMatch(/no-store/);
    const fits = PoolFitListSchema.parse(all.body).data;
    expect(fits.map((f) => f.product_id).sort()).toEqual([...partIds].sort());
    expect(fits[0]).toMatchObject({ pool_id: pool.id, pool_name: 'Backyard', slot: 'pump', diagram_id: pump.id, handle: pump.handle, model: pool.equipment.pump!.model });

    const notAPart = 999_999;
    const some = PoolFitListSchema.parse((await request(ctx.app).get(`/api/pools/fits?products=${partIds[0]},${notAPart}`).set(as(owner)).expect(200)).body).data;
    expect(some.map((f) => f.product_id)).toEqual([partIds[0]]);
  });

  it("never shows another customer's equipment; guests get 401 and a malformed product list 400", async () => {
    expect((await request(ctx.app).get('/api/pools/fits').set(as(other)).expect(200)).body.data).toEqual([]);
    await request(ctx.app).get('/api/pools/fits').expect(401);
    const bad = await request(ctx.app).get('/api/pools/fits?products=1,abc').set(as(owner)).expect(400);
    expect(JSON.stringify(bad.body)).toMatch(/product ids/);
    await request(ctx.app).get('/api/pools/fits?products=3000000000').set(as(owner)).expect(400);
    await request(ctx.app).get(`/api/pools/fits?products=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`).set(as(owner)).expect(400);
  });

  it("answers a pool's replacement parts, consumables first; another customer's pool is 404, a guest 401, a bad id 400", async () => {
    const { pump, partIds } = await pumpDiagram();
    const pool = PoolSchema.parse((await request(ctx.app).post('/api/pools').set(as(owner)).send({ ...POOL, name: 'Parts', equipment: { pump: pump.id } }).expect(201)).body);
    const answer = PoolPartsSchema.parse((await request(ctx.app).get(`/api/pools/${pool.id}/parts`).set(as(owner)).expect(200)).body);
    expect(answer.pool_id).toBe(pool.id);
    expect(answer.equipment).toHaveLength(1);
    const [equipment] = answer.equipment;
    expect(equipment).toMatchObject({ slot: 'pump', diagram_id: pump.id, handle: pump.handle, part_count: expect.any(Number) });
    expect(equipment!.parts.length).toBe(Math.min(REPLACEMENT_PARTS_PER_EQUIPMENT, equipment!.part_count));
    for (const part of equipment!.parts) expect(partIds).toContain(part.product.id);
    const flags = equipment!.parts.map((p) => p.consumable);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    for (const part of equipment!.parts) expect(part.consumable).toBe(isConsumablePart(part.product.title));

    const bare = PoolSchema.parse((await request(ctx.app).post('/api/pools').set(as(owner)).send({ ...POOL, name: 'Bare' }).expect(201)).body);
    expect((await request(ctx.app).get(`/api/pools/${bare.id}/parts`).set(as(owner)).expect(200)).body.equipment).toEqual([]);

    await request(ctx.app).get(`/api/pools/${pool.id}/parts`).set(as(other)).expect(404);
    await request(ctx.app).get(`/api/pools/${pool.id}/parts`).expect(401);
    await request(ctx.app).get('/api/pools/abc/parts').set(as(owner)).expect(400);
  });

  it('tells consumables from other parts by title', () => {
    expect(['Pleatco Replacement Filter Cartridge 50 sq ft', 'Hayward Salt Cell', 'Pentair Seal Assembly', 'Lid O-Ring', 'Spider Gasket', 'Pump Strainer Basket']
      .every(isConsumablePart)).toBe(true);
    expect(['Pump Lid', 'Control Board', 'Multiport Valve'].some(isConsumablePart)).toBe(false);
  });
});

describe("the index's ids filter ('Fits my pool')", () => {
  it('answers only the given products, with facets of those; a malformed list is 400', async () => {
    const { partIds } = await pumpDiagram();
    const ids = partIds.slice(0, 3);
    const answer = (await request(ctx.app).get(`/search/products/query?ids=${ids.join(',')}`).expect(200)).body;
    expect(answer.total).toBe(ids.length);
    expect(answer.hits.map((h: { id: number }) => h.id).sort()).toEqual([...ids].sort());
    await request(ctx.app).get('/search/products/query?ids=0,x').expect(400);
  });
});
