import { PoolSchema, WaterTestPhotoSchema } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripPhoto } from '@pool/commerce-api/testing';
import { PHOTO_UPLOADS_LIMITED_MESSAGE } from './routers/water-test-photos.router.js';
import { useStack } from './test/stack.js';
import { BACKYARD_POOL, demoShopperCookie, registeredCookie, sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 60 } });

let sam: string;
let pat: string;
let image: string;

const POOL = BACKYARD_POOL;

beforeAll(async () => {
  sam = await demoShopperCookie(stack.bff);
  pat = await registeredCookie(stack.bff, { first_name: 'Pat', last_name: 'Photo', email: 'pat.photo@example.com' });
  image = (await stripPhoto()).toString('base64');
}, 240_000);

describe('/v1/pools/:id/water-test-photos', () => {
  it("proposes readings for the session customer's pool, privately; another customer gets 404, a guest 401", async () => {
    const pool = PoolSchema.parse((await request(stack.bff).post('/v1/pools').set('cookie', sam).send(POOL).expect(200)).body);
    const res = await request(stack.bff).post(`/v1/pools/${pool.id}/water-test-photos`).set('cookie', sam).send({ image }).expect(200);
    const photo = WaterTestPhotoSchema.parse(res.body);
    expect(photo.problem).toBeNull();
    expect(photo.readings).toHaveLength(6);
    expect(res.headers['cache-control']).toMatch(/private/);
    expect((await request(stack.bff).get(`/v1/pools/${pool.id}/water-test-photos/${photo.id}`).set('cookie', sam).expect(200)).body.id).toBe(photo.id);
    await request(stack.bff).get(`/v1/pools/${pool.id}/water-test-photos/${photo.id}`).set('cookie', pat).expect(404);
    await request(stack.bff).post(`/v1/pools/${pool.id}/water-test-photos`).set('cookie', pat).send({ image }).expect(404);
    await request(stack.bff).post(`/v1/pools/${pool.id}/water-test-photos`).send({ image }).expect(401);
  });

  it('passes 415 for a non-image and 413 for 20 MB on, with the message', async () => {
    const pool = PoolSchema.parse((await request(stack.bff).post('/v1/pools').set('cookie', sam).send(POOL).expect(200)).body);
    const text = await request(stack.bff).post(`/v1/pools/${pool.id}/water-test-photos`).set('cookie', sam).send({ image: Buffer.from('not a picture').toString('base64') }).expect(415);
    expect(text.body.title).toBe('Failed to upload image');
    const huge = await request(stack.bff).post(`/v1/pools/${pool.id}/water-test-photos`).set('cookie', sam).send({ image: Buffer.alloc(20 * 1024 * 1024, 1).toString('base64') });
    expect(huge.status).toBe(413);
  });
});

describe('/v1/water-test (outside an account)', () => {
  it('reads a guest photo and shows it by id', async () => {
    const photo = (await request(stack.bff).post('/v1/water-test/photos').send({ image }).expect(200)).body;
    expect(photo).toMatchObject({ pool_id: null, problem: null });
    expect((await request(stack.bff).get(`/v1/water-test/tests/${photo.id}`).expect(200)).body.readings).toEqual(photo.readings);
    await request(stack.bff).get('/v1/water-test/tests/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('limits uploads per client address and per account, whatever the session, before reading the body', async () => {
    const { app: limited } = await stack.buildBff({ config: { photoUploadLimits: { perAddress: 2, perAccount: 3 } } });
    const notAPhoto = { image: Buffer.from('not a picture').toString('base64') };
    const upload = (address: string, path = '/v1/water-test/photos', cookie?: string) => {
      const req = request(limited).post(path).set('x-client-address', address);
      return (cookie ? req.set('cookie', cookie) : req).send(notAPhoto);
    };
    // Each upload from a fresh session: sessions do not multiply the limit.
    await upload('198.51.100.7').expect(415);
    await upload('198.51.100.7').expect(415);
    const refused = await upload('198.51.100.7').expect(429);
    expect(refused.body).toMatchObject({ title: 'Failed to upload image', detail: PHOTO_UPLOADS_LIMITED_MESSAGE });
    await upload('198.51.100.8').expect(415);
    // A signed-in account is counted over every address it uploads from.
    const ann = sessionCookie(await request(limited).post('/v1/session/login').send({ email: 'shopper@example.com', password: 'pool-demo-1' }).expect(200));
    const pool = PoolSchema.parse((await request(limited).post('/v1/pools').set('cookie', ann).send(POOL).expect(200)).body);
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) await upload(address, `/v1/pools/${pool.id}/water-test-photos`, ann).expect(415);
    await upload('203.0.113.4', `/v1/pools/${pool.id}/water-test-photos`, ann).expect(429);
    await upload('203.0.113.4').expect(415);
  });

  it('sends the scan link to the phone as digits', async () => {
    const sent = await request(stack.bff).post('/v1/water-test/send-link').send({ phone: '+1 (555) 010-9911' }).expect(200);
    expect(sent.body).toEqual({ sent: true, phone: '15550109911' });
    await request(stack.bff).post('/v1/water-test/send-link').send({ phone: '12' }).expect(400);
  });
});
