import { CustomerSchema, PoolSchema, WaterTestPageSchema, WaterTestSchema } from '@pool/api-contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { poolImages, pools, waterTests } from '../db/schema.js';
import { useTestContext } from '../test/test-app.js';

const ctx = useTestContext();
let sam: string;
let other: string;
beforeAll(async () => {
  sam = (await request(ctx.app).post('/api/login').send({ email: 'shopper@example.com', password: 'pool-demo-1' }).expect(200)).body.token;
  const registered = await request(ctx.app).post('/api/register')
    .send({ first_name: 'Pat', last_name: 'Other', email: 'pat.pools@example.com', password: 'a-long-enough-password-1' }).expect(201);
  other = registered.body.token;
}, 60_000);

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const POOL = { name: 'Backyard', gallons: 15_000, surface: 'plaster', sanitizer_type: 'liquid_chlorine', location: 'outdoor', type: 'pool' };
const create = async (token: string, body: object = POOL) => PoolSchema.parse((await request(ctx.app).post('/api/pools').set(as(token)).send(body).expect(201)).body);

describe('pool profiles', () => {
  it('creates, lists, reads, updates and deletes a pool of the customer', async () => {
    const pool = await create(sam);
    expect(pool).toMatchObject({ name: 'Backyard', gallons: 15_000, surface: 'plaster', sanitizer_type: 'liquid_chlorine', type: 'pool', images: [], retest_on: null });
    const list = await request(ctx.app).get('/api/pools').set(as(sam)).expect(200);
    expect(list.body.data.map((p: { id: number }) => p.id)).toContain(pool.id);
    expect(list.headers['cache-control']).toMatch(/no-store/);
    const updated = await request(ctx.app).put(`/api/pools/${pool.id}`).set(as(sam)).send({ ...POOL, name: 'Spa', type: 'spa', gallons: 500, sanitizer_type: 'bromine' }).expect(200);
    expect(updated.body).toMatchObject({ name: 'Spa', type: 'spa', gallons: 500, sanitizer_type: 'bromine' });
    expect((await request(ctx.app).get(`/api/pools/${pool.id}`).set(as(sam)).expect(200)).body.name).toBe('Spa');
    await request(ctx.app).delete(`/api/pools/${pool.id}`).set(as(sam)).expect(204);
    await request(ctx.app).get(`/api/pools/${pool.id}`).set(as(sam)).expect(404);
  });

  it('computes the gallons from shape and dimensions when none are entered', async () => {
    const pool = await create(sam, { ...POOL, gallons: null, dimensions: { shape: 'rectangle', length: 32, width: 16, shallow_depth: 3.5, deep_depth: 6 } });
    expect(pool.gallons).toBe(18_193);
    expect(pool.dimensions).toEqual({ shape: 'rectangle', length: 32, width: 16, shallow_depth: 3.5, deep_depth: 6 });
    const round = await create(sam, { ...POOL, gallons: null, dimensions: { shape: 'round', length: 24, width: 9, shallow_depth: 4, deep_depth: 4 } });
    expect(round.gallons).toBe(13_536);
    expect(round.dimensions?.width).toBeNull();
  });

  it('refuses a pool without volume, a rectangle without width and bad values with field messages, writing nothing', async () => {
    const before = await ctx.db.select().from(pools);
    const none = await request(ctx.app).post('/api/pools').set(as(sam)).send({ ...POOL, gallons: null }).expect(400);
    expect(none.body.errors.gallons).toEqual(['Enter the gallons or the dimensions.']);
    const noWidth = await request(ctx.app).post('/api/pools').set(as(sam))
      .send({ ...POOL, gallons: null, dimensions: { shape: 'rectangle', length: 30, shallow_depth: 4, deep_depth: 6 } }).expect(422);
    expect(noWidth.body.errors['dimensions.width']).toEqual(['Enter the width.']);
    const bad = await request(ctx.app).post('/api/pools').set(as(sam)).send({ ...POOL, name: ' ', gallons: -5, surface: 'marble' }).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['name', 'gallons', 'surface']));
    expect(await ctx.db.select().from(pools)).toHaveLength(before.length);
  });

  it('takes equipment from the catalogue diagrams of the matching type only', async () => {
    const profiles = (await request(ctx.app).get('/api/pools/profiles').set(as(sam)).expect(200)).body;
    const pump = profiles.equipment.pump[0];
    const cell = profiles.equipment.salt_cell.find((c: { brand: string }) => c.brand === 'Pentair');
    expect(profiles.sanitizers).toEqual(['liquid_chlorine', 'trichlor', 'salt', 'bromine']);
    expect(pump).toMatchObject({ brand: expect.any(String), model: expect.any(String), handle: expect.stringMatching(/-parts-diagram$/) });
    const pool = await create(sam, { ...POOL, sanitizer_type: 'salt', equipment: { pump: pump.diagram_id, salt_cell: cell.diagram_id } });
    expect(pool.equipment.pump).toEqual(pump);
    expect(pool.equipment.salt_cell?.model).toBe('IntelliChlor IC40');
    expect(pool.equipment.heater).toBeNull();
    const wrong = await request(ctx.app).post('/api/pools').set(as(sam)).send({ ...POOL, equipment: { heater: pump.diagram_id, filter: 999_999 } }).expect(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['equipment.filter', 'equipment.heater']);
  });

  it("counts the customer's pools on /api/customer", async () => {
    const before = CustomerSchema.parse((await request(ctx.app).get('/api/customer').set(as(other)).expect(200)).body).pool_count;
    await create(other, { ...POOL, name: 'Counted' });
    expect((await request(ctx.app).get('/api/customer').set(as(other)).expect(200)).body.pool_count).toBe((before ?? 0) + 1);
  });

  it("answers 404 for another customer's pool, and 401 without a token", async () => {
    const pool = await create(sam);
    for (const call of [
      request(ctx.app).get(`/api/pools/${pool.id}`), request(ctx.app).put(`/api/pools/${pool.id}`).send(POOL), request(ctx.app).delete(`/api/pools/${pool.id}`),
      request(ctx.app).get(`/api/pools/${pool.id}/water-tests`), request(ctx.app).post(`/api/pools/${pool.id}/water-tests`).send({ points: [{ key: 'ph', value: 7.5 }] }),
      request(ctx.app).get(`/api/pools/${pool.id}/water-conditions`),
    ]) {
      const res = await call.set(as(other));
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
    }
    expect((await request(ctx.app).get(`/api/pools/${pool.id}`).set(as(sam))).body.name).toBe('Backyard');
    await request(ctx.app).get('/api/pools').expect(401);
    await request(ctx.app).get('/api/pools').set(as('not-a-token')).expect(401);
  });
});

describe('water tests', () => {
  it('saves a test with units and bounds, pages the history newest first (page 1 by default) and answers each test', async () => {
    const pool = await create(sam);
    const saved = WaterTestSchema.parse((await request(ctx.app).post(`/api/pools/${pool.id}/water-tests`).set(as(sam)).send({
      date: '2026-06-01',
      points: [{ key: 'free_chlorine', value: 1 }, { key: 'ph', value: 8 }, { key: 'total_alkalinity', value: 80 }, { key: 'calcium_hardness', value: 180 }, { key: 'cyanuric_acid', value: 40 }, { key: 'phosphates', value: 0.2 }],
    }).expect(201)).body);
    // The plaster liquid-chlorine pool's targets (water-care), FC from the test's CYA 40: 5–7.
    expect(saved.points[0]).toEqual({ key: 'free_chlorine', value: 1, units: 'ppm', lower_bound: 5, upper_bound: 7 });
    expect(saved.points[1]).toMatchObject({ lower_bound: 7.2, upper_bound: 7.8 });
    expect(saved.points[3]).toMatchObject({ lower_bound: 250, upper_bound: 350 });
    // Every default factor in ppm, phosphates too (spec account.md 3; decision 0066).
    expect(saved.points[5]).toMatchObject({ key: 'phosphates', value: 0.2, units: 'ppm', upper_bound: 0.5 });
    expect(saved.conditions).toEqual([
      { key: 'free_chlorine', status: 'low' }, { key: 'ph', status: 'high' }, { key: 'total_alkalinity', status: 'ok' },
      { key: 'calcium_hardness', status: 'low' }, { key: 'cyanuric_acid', status: 'ok' }, { key: 'phosphates', status: 'ok' },
    ]);
    for (let day = 10; day < 22; day += 1) {
      await request(ctx.app).post(`/api/pools/${pool.id}/water-tests`).set(as(sam)).send({ date: `2026-06-${day}`, points: [{ key: 'ph', value: 7 + day / 100 }] }).expect(201);
    }
    const first = WaterTestPageSchema.parse((await request(ctx.app).get(`/api/pools/${pool.id}/water-tests`).set(as(sam)).expect(200)).body);
    expect(first.meta).toEqual({ current_page: 1, per_page: 10, total: 13, last_page: 2 });
    expect(first.data[0]!.date).toBe('2026-06-21');
    const second = WaterTestPageSchema.parse((await request(ctx.app).get(`/api/pools/${pool.id}/water-tests?page=2`).set(as(sam)).expect(200)).body);
    expect(second.data.map((t) => t.date)).toEqual(['2026-06-11', '2026-06-10', '2026-06-01']);
    expect((await request(ctx.app).get(`/api/pools/${pool.id}/water-tests/${saved.id}`).set(as(sam)).expect(200)).body.id).toBe(saved.id);
    await request(ctx.app).get(`/api/pools/${pool.id}/water-tests?page=0`).set(as(sam)).expect(400);
  });

  it('refuses impossible readings with a message per field, writing nothing', async () => {
    const pool = await create(sam);
    const res = await request(ctx.app).post(`/api/pools/${pool.id}/water-tests`).set(as(sam))
      .send({ points: [{ key: 'ph', value: 15 }, { key: 'free_chlorine', value: -1 }, { key: 'total_alkalinity', value: 80 }] }).expect(422);
    expect(res.body.errors).toEqual({ ph: ['pH must be between 6 and 9.'], free_chlorine: ['Free Chlorine cannot be negative.'] });
    const letters = await request(ctx.app).post(`/api/pools/${pool.id}/water-tests`).set(as(sam)).send({ points: [{ key: 'ph', value: 'abc' }] }).expect(400);
    expect(letters.body.errors['points.0.value']).toBeDefined();
    await request(ctx.app).post(`/api/pools/${pool.id}/water-tests`).set(as(sam)).send({ points: [{ key: 'unobtainium', value: 1 }] }).expect(422);
    expect(await ctx.db.select().from(waterTests).where(eq(waterTests.poolId, pool.id))).toHaveLength(0);
  });

  it('updates a test, records its treatment and retest date, and compares expected with measured on the next test', async () => {
    const pool = await create(sam);
    const test = (await request(ctx.app).post(`/api/pools/${pool.id}/water-tests`).set(as(sam)).send({ date: '2026-07-01', points: [{ key: 'free_chlorine', value: 1 }] }).expect(201)).body;
    const updated = await request(ctx.app).put(`/api/pools/${pool.id}/water-tests/${test.id}`).set(as(sam)).send({ date: '2026-07-01', points: [{ key: 'free_chlorine', value: 1.5 }] }).expect(200);
    expect(updated.body.points[0].value).toBe(1.5);
    const treated = WaterTestSchema.parse((await request(ctx.app).put(`/api/pools/${pool.id}/water-tests/${test.id}/treatment`).set(as(sam)).send({
      steps: [{ name: 'Liquid chlorine 12.5%', sku: null, amount: 92, units: 'fl oz', expected: { key: 'free_chlorine', value: 7 } }], retest_on: '2026-07-02',
    }).expect(200)).body);
    expect(treated.treatment).toMatchObject({ retest_on: '2026-07-02', steps: [{ amount: 92, units: 'fl oz' }] });
    expect((await request(ctx.app).get(`/api/pools/${pool.id}`).set(as(sam))).body.retest_on).toBe('2026-07-02');
    await request(ctx.app).post(`/api/pools/${pool.id}/water-tests`).set(as(sam)).send({ date: '2026-07-02', points: [{ key: 'free_chlorine', value: 6.5 }] }).expect(201);
    const conditions = (await request(ctx.app).get(`/api/pools/${pool.id}/water-conditions`).set(as(sam)).expect(200)).body;
    expect(conditions.expected_vs_measured).toEqual([{ key: 'free_chlorine', expected: 7, measured: 6.5 }]);
    // Without a CYA reading water-care's FC target for the pool's profile: 3–5 at CYA 0 (at least 3).
    expect(conditions.factors).toEqual([{
      key: 'free_chlorine', label: 'Free Chlorine', units: 'ppm', lower_bound: expect.any(Number), upper_bound: expect.any(Number),
      readings: [{ test_id: test.id, date: '2026-07-01', value: 1.5 }, { test_id: expect.any(Number), date: '2026-07-02', value: 6.5 }],
    }]);
    await request(ctx.app).put(`/api/pools/${pool.id}/water-tests/${test.id}/treatment`).set(as(sam)).send({ steps: [], retest_on: '2026-06-01' }).expect(422);
  });

  it("answers 404 for another customer's test id, and for a test of another pool", async () => {
    const pool = await create(sam);
    const mine = await create(other);
    const test = (await request(ctx.app).post(`/api/pools/${pool.id}/water-tests`).set(as(sam)).send({ points: [{ key: 'ph', value: 7.5 }] }).expect(201)).body;
    await request(ctx.app).get(`/api/pools/${pool.id}/water-tests/${test.id}`).set(as(other)).expect(404);
    await request(ctx.app).get(`/api/pools/${mine.id}/water-tests/${test.id}`).set(as(other)).expect(404);
    await request(ctx.app).put(`/api/pools/${mine.id}/water-tests/${test.id}/treatment`).set(as(other)).send({ steps: [], retest_on: null }).expect(404);
    await request(ctx.app).put(`/api/pools/${mine.id}/water-tests/${test.id}`).set(as(other)).send({ points: [{ key: 'ph', value: 7 }] }).expect(404);
    expect((await request(ctx.app).get(`/api/pools/${pool.id}/water-tests/${test.id}`).set(as(sam))).body.points[0].value).toBe(7.5);
  });
});

describe('pool photos', () => {
  const jpegWithExif = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#3388cc' } })
    .jpeg().withExif({ IFD0: { Copyright: 'secret-location' } }).toBuffer();

  it('re-encodes an upload as WebP without EXIF, lists it on the pool and deletes it', async () => {
    const pool = await create(sam);
    const original = await jpegWithExif();
    expect(original.toString('latin1')).toContain('secret-location');
    const res = await request(ctx.app).post(`/api/pools/${pool.id}/photos`).set(as(sam)).send({ image: original.toString('base64') }).expect(201);
    expect(res.body.thumbnail).toMatch(/^data:image\/webp;base64,/);
    const [row] = await ctx.db.select().from(poolImages).where(eq(poolImages.id, res.body.id));
    expect((await sharp(row!.image).metadata()).format).toBe('webp');
    expect((await sharp(row!.image).metadata()).exif).toBeUndefined();
    expect(row!.image.toString('latin1')).not.toContain('secret-location');
    expect((await request(ctx.app).get(`/api/pools/${pool.id}`).set(as(sam))).body.images.map((i: { id: number }) => i.id)).toEqual([res.body.id]);
    await request(ctx.app).delete(`/api/pools/photos/${res.body.id}`).set(as(other)).expect(404);
    await request(ctx.app).delete(`/api/pools/photos/${res.body.id}`).set(as(sam)).expect(204);
    await request(ctx.app).delete(`/api/pools/photos/${res.body.id}`).set(as(sam)).expect(404);
  });

  it('refuses a non-image with 415 and a 20 MB upload with 413, each with a message, writing nothing', async () => {
    const pool = await create(sam);
    const text = await request(ctx.app).post(`/api/pools/${pool.id}/photos`).set(as(sam)).send({ image: Buffer.from('just some text, not a picture').toString('base64') }).expect(415);
    expect(text.body).toMatchObject({ title: 'Failed to upload image', detail: expect.stringContaining('not an image') });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64');
    await request(ctx.app).post(`/api/pools/${pool.id}/photos`).set(as(sam)).send({ image: svg }).expect(415);
    const huge = await request(ctx.app).post(`/api/pools/${pool.id}/photos`).set(as(sam)).send({ image: Buffer.alloc(20 * 1024 * 1024, 1).toString('base64') });
    expect(huge.status).toBe(413);
    expect(huge.headers['content-type']).toMatch(/problem\+json/);
    const thirteen = await request(ctx.app).post(`/api/pools/${pool.id}/photos`).set(as(sam)).send({ image: Buffer.alloc(13 * 1024 * 1024, 1).toString('base64') }).expect(413);
    expect(thirteen.body.detail).toBe('The image is larger than 12 MB.');
    expect(await ctx.db.select().from(poolImages).where(eq(poolImages.poolId, pool.id))).toHaveLength(0);
  });

  it("answers 404 for a photo upload to another customer's pool", async () => {
    const pool = await create(sam);
    await request(ctx.app).post(`/api/pools/${pool.id}/photos`).set(as(other)).send({ image: (await jpegWithExif()).toString('base64') }).expect(404);
  });
});
