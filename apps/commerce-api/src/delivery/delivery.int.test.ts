import { InYourHandsSchema, LocationNotificationSchema, ProblemSchema } from '@pool/api-contract';
import { and, eq, gt, inArray } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryLocations, locationNotifications } from '../db/schema.js';
import { useTestContext } from '../test/test-app.js';

const ctx = useTestContext(120);
beforeAll(async () => {
  // A business day, 10:00 in San Antonio (15:00 UTC in June): same day is still possible.
  ctx.clock.now = new Date('2026-06-10T15:00:00Z');
});

const lookup = (body: object) => request(ctx.app).post('/api/delivery/in-your-hands').send(body);

describe('POST /api/delivery/in-your-hands', () => {
  it('gives a San Antonio zip the zone: delivery ids 4 then 3, the disabled pickup store shown, not offered', async () => {
    const res = await lookup({ zip: '78201' }).expect(200);
    const body = InYourHandsSchema.parse(res.body);
    expect(body.destination).toEqual({
      city: 'San Antonio', state_abbreviation: 'TX', zip: '78201', shipping_options: { delivery: [4, 3], pickup: [] }, same_day_cross_sale: true,
    });
    expect(body.is_next_day).toBe(false);
    expect(body.time_zone).toBe('America/Chicago');
    expect(body.zone).toMatchObject({ city: 'San Antonio', zip_from: '78201', zip_to: '78299' });
    expect(body.zone?.stores.map((s) => [s.id, s.kind, s.enabled])).toEqual([[4, 'delivery', true], [3, 'delivery', true], [61, 'pickup', false]]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives Phoenix zips (ZIP+4 too) id 54 in the Phoenix time zone', async () => {
    const body = InYourHandsSchema.parse((await lookup({ zip: ' 85004-1234 ' }).expect(200)).body);
    expect(body.destination).toMatchObject({ city: 'Phoenix', state_abbreviation: 'AZ', zip: '85004', shipping_options: { delivery: [54], pickup: [] } });
    expect(body.time_zone).toBe('America/Phoenix');
  });

  it('gives other existing zips standard delivery with their area city', async () => {
    for (const [zip, city, state] of [['10001', 'New York', 'NY'], ['78150', 'San Antonio', 'TX'], ['78300', 'Corpus Christi', 'TX'], ['85201', 'Phoenix', 'AZ'], ['99501', 'Anchorage', 'AK']] as const) {
      const body = InYourHandsSchema.parse((await lookup({ zip }).expect(200)).body);
      expect(body.destination).toMatchObject({ city, state_abbreviation: state, zip, shipping_options: { delivery: [], pickup: [] } });
      expect(body.zone).toBeNull();
      expect(body.in_stock).toBe(false);
    }
  });

  it('after the 1 pm cut-off in the zone the order is next-day', async () => {
    const saved = ctx.clock.now;
    ctx.clock.now = new Date('2026-06-10T18:30:00Z'); // 13:30 in San Antonio, 11:30 in Phoenix
    try {
      expect((await lookup({ zip: '78201' }).expect(200)).body.is_next_day).toBe(true);
      expect((await lookup({ zip: '85004' }).expect(200)).body.is_next_day).toBe(false);
    } finally {
      ctx.clock.now = saved;
    }
  });

  it.each([['00000'], ['abc'], ['7820'], ['21300'], ['']])('refuses zip %j with a 4xx problem', async (zip) => {
    const res = await lookup({ zip });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const problem = ProblemSchema.parse(res.body);
    expect(problem.title).toBe('Please enter a valid zip code');
    expect(problem.errors).toEqual({ zip: ['Please enter a valid zip code'] });
  });

  it('refuses a body without a zip or of the wrong type with 400', async () => {
    expect((await lookup({})).status).toBe(400);
    expect((await lookup({ zip: 78201 })).status).toBe(400);
    expect((await lookup({ zip: '78201', product_id: 'x' })).status).toBe(400);
  });

  it("counts a product's units in the zone's delivery stores only", async () => {
    const [row] = await ctx.db.select().from(inventoryLocations)
      .where(and(eq(inventoryLocations.kind, 'delivery'), inArray(inventoryLocations.locationId, [3, 4]), gt(inventoryLocations.quantity, 0))).limit(1);
    expect(row).toBeDefined();
    const rows = await ctx.db.select().from(inventoryLocations).where(eq(inventoryLocations.productId, row!.productId));
    const expected = rows.filter((r) => r.kind === 'delivery' && [3, 4].includes(r.locationId)).reduce((sum, r) => sum + r.quantity, 0);
    const body = InYourHandsSchema.parse((await lookup({ zip: '78205', product_id: row!.productId }).expect(200)).body);
    expect(body.id).toBe(row!.productId);
    expect(body.same_day).toBe(expected);
    expect(body.in_store_pickup).toBe(0); // the San Antonio pickup store is disabled
    expect(body.in_stock).toBe(true);
    const standard = InYourHandsSchema.parse((await lookup({ zip: '10001', product_id: row!.productId }).expect(200)).body);
    expect(standard.same_day).toBe(0);
    expect(standard.in_stock).toBe(false);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await lookup({ zip: '78201', product_id: 987654 })).status).toBe(404);
  });
});

describe('POST /api/location-notifications', () => {
  const notify = (body: object) => request(ctx.app).post('/api/location-notifications').send(body);

  it('stores the sign-up once (201, then 200)', async () => {
    const first = await notify({ email: ' Pat@Example.com ', zip_code: '10001' }).expect(201);
    expect(LocationNotificationSchema.parse(first.body).data).toMatchObject({ email: 'pat@example.com', zip_code: '10001' });
    const again = await notify({ email: 'pat@example.com', zip_code: '10001' }).expect(200);
    expect(again.body.data.created_at).toBe(first.body.data.created_at);
    const rows = await ctx.db.select().from(locationNotifications).where(eq(locationNotifications.email, 'pat@example.com'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ zip_code: '10001' }, { email: ['Email is required.'] }, 'Email is required.'],
    [{ email: 'sam@', zip_code: '10001' }, { email: ['Invalid email address.'] }, 'Invalid email address.'],
    [{ email: 'sam@example.com', zip_code: '00000' }, { zip_code: ['Please enter a valid zip code'] }, 'Please enter a valid zip code'],
    [{ email: 'sam@', zip_code: 'abc' }, { email: ['Invalid email address.'], zip_code: ['Please enter a valid zip code'] }, 'Please enter a valid zip code'],
  ])('refuses %j with 422, errors keyed by field, and stores nothing', async (body, errors, title) => {
    const before = (await ctx.db.select().from(locationNotifications)).length;
    const res = await notify(body).expect(422);
    expect(res.body.errors).toEqual(errors);
    expect(res.body.title).toBe(title);
    expect((await ctx.db.select().from(locationNotifications)).length).toBe(before);
  });
});
