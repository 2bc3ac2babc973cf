import { PoolSchema, WaterTestPhotoSchema } from '@pool/api-contract';
import { STRIP_PADS } from '@pool/water-care';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, waterTestPhotos } from '../db/schema.js';
import { GUEST_PHOTO_RETENTION_DAYS } from '../env.js';
import { guestPhotoCutoff, sweepGuestPhotos } from './water-test-photos.service.js';
import { useTestContext } from '../test/test-app.js';
import { FIXTURE_TRUTH, stripPhoto } from './strip-fixture.js';

const ctx = useTestContext();
let sam: string;
let other: string;
let fixture: string;
beforeAll(async () => {
  sam = (await request(ctx.app).post('/api/login').send({ email: 'shopper@example.com', password: 'pool-demo-1' }).expect(200)).body.token;
  other = (await request(ctx.app).post('/api/register')
    .send({ first_name: 'Pat', last_name: 'Strip', email: 'pat.strip@example.com', password: 'a-long-enough-password-1' }).expect(201)).body.token;
  fixture = (await sharp(await stripPhoto()).withExif({ IFD0: { Copyright: 'secret-location' } }).jpeg().toBuffer()).toString('base64');
}, 60_000);

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const POOL = { name: 'Backyard', gallons: 15_000, surface: 'plaster', sanitizer_type: 'liquid_chlorine', location: 'outdoor', type: 'pool' };
const create = async (token: string) => PoolSchema.parse((await request(ctx.app).post('/api/pools').set(as(token)).send(POOL).expect(201)).body);
const truthOf = (key: string) => { const pad = STRIP_PADS.find((p) => p.key === key)!; return pad.swatches[FIXTURE_TRUTH[pad.key]]!.value; };

describe('water tests by photo sent as a file (multipart/form-data, POST /api/pools/{id}/water-test-uploads)', () => {
  const upload = (poolId: number, token: string) => request(ctx.app).post(`/api/pools/${poolId}/water-test-uploads`).set(as(token));

  it('reads the strip like the base64 upload, keeps the photo without EXIF', async () => {
    const pool = await create(sam);
    const res = await upload(pool.id, sam).attach('image', Buffer.from(fixture, 'base64'), { filename: 'strip.jpg', contentType: 'image/jpeg' }).expect(201);
    const photo = WaterTestPhotoSchema.parse(res.body);
    expect(photo).toMatchObject({ pool_id: pool.id, problem: null });
    for (const r of photo.readings) expect(r.band).toContain(truthOf(r.key));
    const [row] = await ctx.db.select().from(waterTestPhotos).where(eq(waterTestPhotos.id, photo.id));
    expect((await sharp(row!.image).metadata()).exif).toBeUndefined();
  });

  it('refuses, storing nothing: JSON or no body (415), no file or a broken form (400), a non-image (415), over 12 MB (413), another customer (404), no token (401)', async () => {
    const pool = await create(sam);
    const theirs = await create(other);
    expect((await upload(pool.id, sam).send({ image: fixture }).expect(415)).body).toMatchObject({ title: 'Failed to upload image', detail: expect.stringContaining('multipart/form-data') });
    expect((await upload(pool.id, sam).field('note', 'no file').expect(400)).body.detail).toContain('"image"');
    await upload(pool.id, sam).attach('picture', Buffer.from(fixture, 'base64'), 'strip.jpg').expect(400);
    await upload(pool.id, sam).set('content-type', 'multipart/form-data; boundary=x').send('--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nunterminated').expect(400);
    expect((await upload(pool.id, sam).attach('image', Buffer.from('just some text'), 'notes.txt').expect(415)).body.detail).toContain('not an image');
    expect((await upload(pool.id, sam).attach('image', Buffer.alloc(13 * 1024 * 1024, 1), 'huge.jpg').expect(413)).body.title).toBe('Failed to upload image');
    await upload(theirs.id, sam).attach('image', Buffer.from(fixture, 'base64'), 'strip.jpg').expect(404);
    await request(ctx.app).post(`/api/pools/${pool.id}/water-test-uploads`).attach('image', Buffer.from(fixture, 'base64'), 'strip.jpg').expect(401);
    expect(await ctx.db.select().from(waterTestPhotos).where(eq(waterTestPhotos.poolId, pool.id))).toHaveLength(0);
    expect(await ctx.db.select().from(waterTestPhotos).where(eq(waterTestPhotos.poolId, theirs.id))).toHaveLength(0);
  });
});

describe('water tests by photo, of a pool', () => {
  it('reads the strip, keeps the photo without EXIF, and proposes readings whose band holds the truth', async () => {
    const pool = await create(sam);
    const res = await request(ctx.app).post(`/api/pools/${pool.id}/water-test-photos`).set(as(sam)).send({ image: fixture }).expect(201);
    const photo = WaterTestPhotoSchema.parse(res.body);
    expect(photo).toMatchObject({ pool_id: pool.id, problem: null, message: null, thumbnail: expect.stringMatching(/^data:image\/webp;base64,/) });
    expect(photo.readings.map((r) => r.key)).toEqual(STRIP_PADS.map((p) => p.key));
    for (const r of photo.readings) expect(r.band).toContain(truthOf(r.key));
    const [row] = await ctx.db.select().from(waterTestPhotos).where(eq(waterTestPhotos.id, photo.id));
    expect(row!.image.toString('latin1')).not.toContain('secret-location');
    expect((await sharp(row!.image).metadata()).exif).toBeUndefined();
    expect((await request(ctx.app).get(`/api/pools/${pool.id}/water-test-photos/${photo.id}`).set(as(sam)).expect(200)).body).toEqual(res.body);
  });

  it('confirmed readings are saved as a photo test through the manual path (its validation)', async () => {
    const pool = await create(sam);
    const saved = await request(ctx.app).post(`/api/pools/${pool.id}/water-tests`).set(as(sam))
      .send({ type: 'photo', points: [{ key: 'ph', value: 8.4 }, { key: 'free_chlorine', value: 1 }] }).expect(201);
    expect(saved.body).toMatchObject({ type: 'photo', points: [{ key: 'ph', value: 8.4 }, { key: 'free_chlorine', value: 1 }] });
  });

  it('a photo without the card is an answer with a message, not an error', async () => {
    const pool = await create(sam);
    const blank = (await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer()).toString('base64');
    const res = await request(ctx.app).post(`/api/pools/${pool.id}/water-test-photos`).set(as(sam)).send({ image: blank }).expect(201);
    expect(res.body).toMatchObject({ problem: 'card_not_found', message: expect.stringContaining('enter the readings by hand'), readings: [] });
  });

  it("answers 404 for another customer's pool or photo, and for a photo of another pool", async () => {
    const pool = await create(sam);
    const mine = await create(other);
    const photo = (await request(ctx.app).post(`/api/pools/${pool.id}/water-test-photos`).set(as(sam)).send({ image: fixture }).expect(201)).body;
    await request(ctx.app).post(`/api/pools/${pool.id}/water-test-photos`).set(as(other)).send({ image: fixture }).expect(404);
    await request(ctx.app).get(`/api/pools/${pool.id}/water-test-photos/${photo.id}`).set(as(other)).expect(404);
    await request(ctx.app).get(`/api/pools/${mine.id}/water-test-photos/${photo.id}`).set(as(other)).expect(404);
    await request(ctx.app).get(`/api/pools/outside/water-tests/${photo.id}`).expect(404);
    await request(ctx.app).get(`/api/pools/${pool.id}/water-test-photos/not-a-uuid`).set(as(sam)).expect(400);
  });

  it('refuses a non-image with 415 and a 20 MB upload with 413, each with a message, storing nothing', async () => {
    const pool = await create(sam);
    const text = await request(ctx.app).post(`/api/pools/${pool.id}/water-test-photos`).set(as(sam))
      .send({ image: Buffer.from('just some text, not a picture').toString('base64') }).expect(415);
    expect(text.body).toMatchObject({ title: 'Failed to upload image', detail: expect.stringContaining('not an image') });
    const huge = await request(ctx.app).post(`/api/pools/${pool.id}/water-test-photos`).set(as(sam)).send({ image: Buffer.alloc(20 * 1024 * 1024, 1).toString('base64') });
    expect(huge.status).toBe(413);
    expect(huge.body.title).toBe('Failed to upload image');
    expect(await ctx.db.select().from(waterTestPhotos).where(eq(waterTestPhotos.poolId, pool.id))).toHaveLength(0);
  });
});

describe('water tests by photo, outside an account', () => {
  it('reads a guest photo without a token and shows it by its id only', async () => {
    const res = await request(ctx.app).post('/api/pools/outside/water-test-photos').send({ image: fixture }).expect(201);
    expect(res.body).toMatchObject({ pool_id: null, problem: null });
    expect((await request(ctx.app).get(`/api/pools/outside/water-tests/${res.body.id}`).expect(200)).body).toEqual(res.body);
    await request(ctx.app).get('/api/pools/outside/water-tests/00000000-0000-4000-8000-000000000000').expect(404);
    await request(ctx.app).post('/api/pools/outside/water-test-photos').send({ image: Buffer.from('text').toString('base64') }).expect(415);
  });

  it(`keeps a guest photo ${GUEST_PHOTO_RETENTION_DAYS} days: then it cannot be read, and the sweep deletes it and no pool's photo`, async () => {
    const guest = async () => (await request(ctx.app).post('/api/pools/outside/water-test-photos').send({ image: fixture }).expect(201)).body.id as string;
    const [old, recent] = [await guest(), await guest()];
    const pool = await create(sam);
    const pooled = (await request(ctx.app).post(`/api/pools/${pool.id}/water-test-photos`).set(as(sam)).send({ image: fixture }).expect(201)).body.id as string;
    // Taken a day past the retention (the pool's photo too: a pool keeps its photos).
    const past = new Date(Date.now() - (GUEST_PHOTO_RETENTION_DAYS + 1) * 86_400_000);
    await ctx.db.update(waterTestPhotos).set({ createdAt: past }).where(inArray(waterTestPhotos.id, [old, pooled]));

    const gone = await request(ctx.app).get(`/api/pools/outside/water-tests/${old}`).expect(404);
    expect(gone.body.detail).toBe(`No water test ${old}.`);
    await request(ctx.app).get(`/api/pools/outside/water-tests/${recent}`).expect(200);
    await request(ctx.app).get(`/api/pools/${pool.id}/water-test-photos/${pooled}`).set(as(sam)).expect(200);

    expect(await sweepGuestPhotos(ctx.db, guestPhotoCutoff(new Date(), GUEST_PHOTO_RETENTION_DAYS))).toBe(1);
    const left = await ctx.db.select({ id: waterTestPhotos.id }).from(waterTestPhotos).where(inArray(waterTestPhotos.id, [old, recent, pooled]));
    expect(left.map((r) => r.id).sort()).toEqual([recent, pooled].sort());
    expect(await sweepGuestPhotos(ctx.db, guestPhotoCutoff(new Date(), GUEST_PHOTO_RETENTION_DAYS))).toBe(0);
  });

  it('sends the scan link to the digits of the phone (outbox), at most 3 an hour a phone', async () => {
    const sent = await request(ctx.app).post('/api/pools/outside/send-link').send({ phone: '(555) 010-4477' }).expect(202);
    expect(sent.body).toEqual({ sent: true, phone: '5550104477' });
    const [message] = await ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, 'sms:5550104477'), eq(mailOutbox.template, 'scan-link')));
    expect(message!.text).toMatch(/\/scan$/);
    await request(ctx.app).post('/api/pools/outside/send-link').send({ phone: '555-010-4477' }).expect(202);
    await request(ctx.app).post('/api/pools/outside/send-link').send({ phone: '555 010 4477' }).expect(202);
    const limited = await request(ctx.app).post('/api/pools/outside/send-link').send({ phone: '5550104477' }).expect(429);
    expect(limited.body.title).toBe('Too many links sent to this phone; try again later.');
    const short = await request(ctx.app).post('/api/pools/outside/send-link').send({ phone: 'call me' }).expect(400);
    expect(JSON.stringify(short.body)).toContain('Enter a phone number with 10 to 15 digits.');
  });
});
