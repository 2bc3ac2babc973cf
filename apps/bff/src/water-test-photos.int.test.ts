import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PoolSchema, WaterTestPhotoSchema } from '@pool/api-contract';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real commerce-api, in-process over an in-memory PGlite, and its fixture photos.
import { stripPhoto } from '../../commerce-api/src/pools/strip-fixture.js';
import { createTestContext, type TestContext } from '../../commerce-api/src/test/test-app.js';
import { buildTestApp } from './test/test-app.js';
import { sessionCookie } from './test/support.js';

let commerce: TestContext;
let server: Server;
let bff: Awaited<ReturnType<typeof buildTestApp>>['app'];
let sam: string;
let pat: string;
let image: string;

const POOL = { name: 'Backyard', gallons: 15_000, surface: 'plaster', sanitizer_type: 'liquid_chlorine', location: 'outdoor', type: 'pool' };

beforeAll(async () => {
  commerce = await createTestContext(60);
  server = createServer(commerce.bareApp);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ app: bff } = await buildTestApp({ baseUrl, commerceApiKey: commerce.serviceKey }));
  sam = sessionCookie(await request(bff).post('/v1/session/login').send({ email: 'shopper@example.com', password: 'pool-demo-1' }).expect(200));
  pat = sessionCookie(await request(bff).post('/v1/session/register')
    .send({ first_name: 'Pat', last_name: 'Photo', email: 'pat.photo@example.com', password: 'a-long-enough-password-1' }).expect(200));
  image = (await stripPhoto()).toString('base64');
}, 240_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await commerce?.close();
});

describe('/v1/pools/:id/water-test-photos', () => {
  it("proposes readings for the session customer's pool, privately; another customer gets 404, a guest 401", async () => {
    const pool = PoolSchema.parse((await request(bff).post('/v1/pools').set('cookie', sam).send(POOL).expect(200)).body);
    const res = await request(bff).post(`/v1/pools/${pool.id}/water-test-photos`).set('cookie', sam).send({ image }).expect(200);
    const photo = WaterTestPhotoSchema.parse(res.body);
    expect(photo.problem).toBeNull();
    expect(photo.readings).toHaveLength(6);
    expect(res.headers['cache-control']).toMatch(/private/);
    expect((await request(bff).get(`/v1/pools/${pool.id}/water-test-photos/${photo.id}`).set('cookie', sam).expect(200)).body.id).toBe(photo.id);
    await request(bff).get(`/v1/pools/${pool.id}/water-test-photos/${photo.id}`).set('cookie', pat).expect(404);
    await request(bff).post(`/v1/pools/${pool.id}/water-test-photos`).set('cookie', pat).send({ image }).expect(404);
    await request(bff).post(`/v1/pools/${pool.id}/water-test-photos`).send({ image }).expect(401);
  });

  it('passes 415 for a non-image and 413 for 20 MB on, with the message', async () => {
    const pool = PoolSchema.parse((await request(bff).post('/v1/pools').set('cookie', sam).send(POOL).expect(200)).body);
    const text = await request(bff).post(`/v1/pools/${pool.id}/water-test-photos`).set('cookie', sam).send({ image: Buffer.from('not a picture').toString('base64') }).expect(415);
    expect(text.body.title).toBe('Failed to upload image');
    const huge = await request(bff).post(`/v1/pools/${pool.id}/water-test-photos`).set('cookie', sam).send({ image: Buffer.alloc(20 * 1024 * 1024, 1).toString('base64') });
    expect(huge.status).toBe(413);
  });
});

describe('/v1/water-test (outside an account)', () => {
  it('reads a guest photo and shows it by id', async () => {
    const photo = (await request(bff).post('/v1/water-test/photos').send({ image }).expect(200)).body;
    expect(photo).toMatchObject({ pool_id: null, problem: null });
    expect((await request(bff).get(`/v1/water-test/tests/${photo.id}`).expect(200)).body.readings).toEqual(photo.readings);
    await request(bff).get('/v1/water-test/tests/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('sends the scan link to the phone as digits', async () => {
    const sent = await request(bff).post('/v1/water-test/send-link').send({ phone: '+1 (555) 010-9911' }).expect(200);
    expect(sent.body).toEqual({ sent: true, phone: '15550109911' });
    await request(bff).post('/v1/water-test/send-link').send({ phone: '12' }).expect(400);
  });
});
