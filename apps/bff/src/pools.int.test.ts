import { randomBytes } from 'node:crypto';
import { PoolSchema, WaterTestPageSchema } from '@pool/api-contract';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';
import { BACKYARD_POOL, demoShopperCookie, registeredCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 60 } });

let sam: string;
let pat: string;

const POOL = BACKYARD_POOL;

beforeAll(async () => {
  sam = await demoShopperCookie(stack.bff);
  pat = await registeredCookie(stack.bff, { first_name: 'Pat', last_name: 'Pools', email: 'pat.bff@example.com' });
}, 240_000);

describe('/v1/pools', () => {
  it("creates and reads the session customer's pools, privately, and counts them in the viewer", async () => {
    const created = PoolSchema.parse((await request(stack.bff).post('/v1/pools').set('cookie', pat).send(POOL).expect(200)).body);
    const list = await request(stack.bff).get('/v1/pools').set('cookie', pat).expect(200);
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([created.id]);
    expect(list.headers['cache-control']).toMatch(/private/);
    expect((await request(stack.bff).get('/v1/session').set('cookie', pat).expect(200)).body.viewer.poolCount).toBe(1);
    await request(stack.bff).post('/v1/pools').set('cookie', pat).send({ ...POOL, name: 'Spa', type: 'spa', gallons: 400 }).expect(200);
    expect((await request(stack.bff).get('/v1/session').set('cookie', pat).expect(200)).body.viewer.poolCount).toBe(2);
  });

  it('answers a guest 401 and passes field problems on', async () => {
    const guest = await request(stack.bff).get('/v1/pools').expect(401);
    expect(guest.body.title).toBe('Token is expired or incorrect.');
    const bad = await request(stack.bff).post('/v1/pools').set('cookie', sam).send({ ...POOL, gallons: null, dimensions: { shape: 'oval', length: 10, width: 20, shallow_depth: 4, deep_depth: 5 } }).expect(422);
    expect(bad.body.errors['dimensions.width']).toEqual(['An oval pool is at least as long as it is wide.']);
  });

  it("saves and pages water tests, and answers 404 for another customer's pool and test", async () => {
    const pool = PoolSchema.parse((await request(stack.bff).post('/v1/pools').set('cookie', sam).send(POOL).expect(200)).body);
    const test = (await request(stack.bff).post(`/v1/pools/${pool.id}/water-tests`).set('cookie', sam).send({ points: [{ key: 'free_chlorine', value: 1 }, { key: 'ph', value: 8 }] }).expect(200)).body;
    const page = WaterTestPageSchema.parse((await request(stack.bff).get(`/v1/pools/${pool.id}/water-tests`).set('cookie', sam).expect(200)).body);
    expect(page.meta.current_page).toBe(1);
    expect(page.data[0]!.id).toBe(test.id);
    await request(stack.bff).get(`/v1/pools/${pool.id}`).set('cookie', pat).expect(404);
    await request(stack.bff).get(`/v1/pools/${pool.id}/water-tests/${test.id}`).set('cookie', pat).expect(404);
    await request(stack.bff).put(`/v1/pools/${pool.id}/water-tests/${test.id}/treatment`).set('cookie', pat).send({ steps: [], retest_on: null }).expect(404);
    const treated = await request(stack.bff).put(`/v1/pools/${pool.id}/water-tests/${test.id}/treatment`).set('cookie', sam)
      .send({ steps: [{ name: 'Muriatic acid', amount: 11.3, units: 'fl oz' }], retest_on: null }).expect(200);
    expect(treated.body.treatment.steps[0].name).toBe('Muriatic acid');
    const conditions = await request(stack.bff).get(`/v1/pools/${pool.id}/water-conditions`).set('cookie', sam).expect(200);
    expect(conditions.body.factors.map((f: { key: string }) => f.key)).toEqual(['free_chlorine', 'ph']);
  });

  it('uploads a photo through the larger body limit, refuses a non-image with 415 and deletes only own photos', async () => {
    const pool = PoolSchema.parse((await request(stack.bff).post('/v1/pools').set('cookie', sam).send(POOL).expect(200)).body);
    // About 600 kB of noise: over the BFF's usual 32 kB body limit.
    const noise = randomBytes(400 * 400 * 3);
    const png = await sharp(noise, { raw: { width: 400, height: 400, channels: 3 } }).png().toBuffer();
    expect(png.length).toBeGreaterThan(32 * 1024);
    const photo = (await request(stack.bff).post(`/v1/pools/${pool.id}/photos`).set('cookie', sam).send({ image: png.toString('base64') }).expect(200)).body;
    expect(photo.thumbnail).toMatch(/^data:image\/webp;base64,/);
    const refused = await request(stack.bff).post(`/v1/pools/${pool.id}/photos`).set('cookie', sam).send({ image: Buffer.from('%PDF-1.4 not an image').toString('base64') }).expect(415);
    expect(refused.body.title).toBe('Failed to upload image');
    await request(stack.bff).delete(`/v1/pools/photos/${photo.id}`).set('cookie', pat).expect(404);
    await request(stack.bff).delete(`/v1/pools/photos/${photo.id}`).set('cookie', sam).expect(200);
  });
});
