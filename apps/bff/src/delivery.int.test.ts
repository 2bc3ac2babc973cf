import { DeliveryViewSchema, SessionViewSchema } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

// Wednesday 2026-06-10, 10:00 in San Antonio (CDT): before the 1 pm cut-off.
const clock = { at: Date.parse('2026-06-10T15:00:00Z'), now() { return this.at; } };

const stack = useStack({ commerce: { size: 120 }, bff: { clock } });

beforeAll(async () => {
  stack.commerce.clock.now = new Date(clock.at);
});

describe('deliver-to against the real commerce-api', () => {
  it("starts with 'Enter a location' and no session", async () => {
    const res = await request(stack.bff).get('/v1/delivery').expect(200);
    const view = DeliveryViewSchema.parse(res.body);
    expect(view).toMatchObject({ zip: null, destination: null, sameDay: null, header: { location: 'Enter a location', label: 'Delivery to', sameDayBadge: false, open: false } });
    expect(view.estimates.map((e) => [e.label, e.minDays, e.maxDays])).toEqual([['Standard', 2, 5], ['Economy', 3, 7]]);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('keeps a San Antonio zip in a new guest session: same-day panel, countdown to 1 pm Chicago time, links', async () => {
    const res = await request(stack.bff).put('/v1/delivery').send({ zip: '78201' }).expect(200);
    const cookie = sessionCookie(res);
    const view = DeliveryViewSchema.parse(res.body);
    expect(view.header).toEqual({ location: 'San Antonio, TX', label: 'Delivery', sameDayBadge: true, open: true });
    expect(view.destination).toEqual({ city: 'San Antonio', stateAbbreviation: 'TX', zip: '78201', deliveryIds: [4, 3], pickupIds: [] });
    expect(view.sameDay).toMatchObject({
      window: { kind: 'same_day', date: '2026-06-10', byHour: null },
      cutoffAt: '2026-06-10T18:00:00.000Z',
      locationPage: '/location/san-antonio-tx-4.html',
      cityPage: '/san-antonio-pool-supplies',
      imageIds: [4, 3],
    });
    expect(view.sameDay?.stores.find((s) => s.kind === 'pickup')).toMatchObject({ id: 61, enabled: false });

    // The session view carries it (the storefront reads it after the page), and so does a reload.
    const session = SessionViewSchema.parse((await request(stack.bff).get('/v1/session').set('cookie', cookie).expect(200)).body);
    expect(session.delivery.header.location).toBe('San Antonio, TX');
    expect((await request(stack.bff).get('/v1/delivery').set('cookie', cookie).expect(200)).body.zip).toBe('78201');

    // After 1 pm the window is the next business day by 7pm, no countdown, no 'Open' marker.
    clock.at = Date.parse('2026-06-12T19:00:00Z'); // Friday 14:00 CDT
    try {
      const later = DeliveryViewSchema.parse((await request(stack.bff).get('/v1/delivery').set('cookie', cookie).expect(200)).body);
      expect(later.sameDay).toMatchObject({ window: { kind: 'next_business_day', date: '2026-06-15', byHour: 19 }, cutoffAt: null });
      expect(later.header).toMatchObject({ label: 'Delivery', sameDayBadge: true, open: false });
    } finally {
      clock.at = Date.parse('2026-06-10T15:00:00Z');
    }
  });

  it('gives Phoenix its own zone and time zone, and 10001 the standard panel', async () => {
    const phoenix = DeliveryViewSchema.parse((await request(stack.bff).put('/v1/delivery').send({ zip: '85004' }).expect(200)).body);
    expect(phoenix.header.location).toBe('Phoenix, AZ');
    expect(phoenix.timeZone).toBe('America/Phoenix');
    expect(phoenix.sameDay).toMatchObject({ locationPage: '/location/phoenix-az-54.html', cityPage: '/phoenix', imageIds: [54], cutoffAt: '2026-06-10T20:00:00.000Z' });
    const standard = DeliveryViewSchema.parse((await request(stack.bff).put('/v1/delivery').send({ zip: '10001' }).expect(200)).body);
    expect(standard.header).toEqual({ location: 'New York, NY', label: 'Delivery to', sameDayBadge: false, open: false });
    expect(standard.sameDay).toBeNull();
  });

  it.each([['abc'], ['00000'], ['   '], ['7820']])('refuses zip %j with a 422 problem and leaves the session as it was', async (zip) => {
    const first = await request(stack.bff).put('/v1/delivery').send({ zip: '78201' }).expect(200);
    const cookie = sessionCookie(first);
    const res = await request(stack.bff).put('/v1/delivery').set('cookie', cookie).send({ zip });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({ title: 'Please enter a valid zip code', errors: { zip: ['Please enter a valid zip code'] } });
    expect((await request(stack.bff).get('/v1/delivery').set('cookie', cookie).expect(200)).body.zip).toBe('78201');
  });

  it('refuses a bad body with 400 and creates no session', async () => {
    for (const body of [{}, { zip: 78201 }, { zip: 'x'.repeat(40) }]) {
      const res = await request(stack.bff).put('/v1/delivery').send(body);
      expect(res.status).toBe(400);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const invalid = await request(stack.bff).put('/v1/delivery').send({ zip: '00000' });
    expect(invalid.status).toBe(422);
    expect(invalid.headers['set-cookie']).toBeUndefined();
  });

  it("answers a product's same-day availability for the session's zip", async () => {
    const rows = await stack.commerce.locationStock();
    const stocked = rows.find((r) => r.kind === 'delivery' && r.locationId === 54 && r.quantity > 0)!;
    const expected = rows.filter((r) => r.productId === stocked.productId && r.kind === 'delivery' && r.locationId === 54).reduce((n, r) => n + r.quantity, 0);
    const none = await request(stack.bff).get(`/v1/delivery/availability?productId=${stocked.productId}`).expect(200);
    expect(none.body).toMatchObject({ zip: null, available: false });
    const cookie = sessionCookie(await request(stack.bff).put('/v1/delivery').send({ zip: '85004' }).expect(200));
    const res = await request(stack.bff).get(`/v1/delivery/availability?productId=${stocked.productId}`).set('cookie', cookie).expect(200);
    expect(res.body).toEqual({ productId: stocked.productId, zip: '85004', place: 'Phoenix, AZ', sameDayEligible: true, sameDay: expected, pickup: 0, available: true });
    expect((await request(stack.bff).get('/v1/delivery/availability?productId=abc').set('cookie', cookie)).status).toBe(400);
    expect((await request(stack.bff).get('/v1/delivery/availability?productId=987654').set('cookie', cookie)).status).toBe(404);
  });

  it("signs up for notify-me with the session's zip; refusals are 422 with errors keyed by field", async () => {
    const cookie = sessionCookie(await request(stack.bff).put('/v1/delivery').send({ zip: '10001' }).expect(200));
    const ok = await request(stack.bff).post('/v1/delivery/notify').set('cookie', cookie).send({ email: 'pat@example.com' }).expect(200);
    expect(ok.body).toEqual({ message: "Done! We'll notify you when zoom+ delivery is available in your area!" });
    const missing = await request(stack.bff).post('/v1/delivery/notify').set('cookie', cookie).send({});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ email: ['Email is required.'] });
    const bad = await request(stack.bff).post('/v1/delivery/notify').send({ email: 'pat@', zipCode: '00000' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ['Invalid email address.'], zip_code: ['Please enter a valid zip code'] });
  });
});
