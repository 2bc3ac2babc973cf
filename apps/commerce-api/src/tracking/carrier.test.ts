import { describe, expect, it } from 'vitest';
import { carrierEvents, carrierTrackingUrl } from './carrier.js';

const parcel = {
  carrier: 'UPS', trackingNumber: '1Z100004123456', shippedAt: new Date('2026-05-01T12:00:00Z'), deliveredAt: new Date('2026-05-04T15:00:00Z'),
  destination: 'San Antonio, TX',
};

describe('simulated carrier', () => {
  it('gives a delivered parcel six events, oldest first, ending with Delivered at its destination', () => {
    const events = carrierEvents(parcel, new Date('2026-06-01T00:00:00Z'));
    expect(events.map((e) => e.code)).toEqual(['label_created', 'picked_up', 'departed', 'arrived_hub', 'out_for_delivery', 'delivered']);
    expect(events.at(-1)).toMatchObject({ description: 'Delivered', location: 'San Antonio, TX', occurredAt: parcel.deliveredAt });
    const times = events.map((e) => e.occurredAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('is deterministic and leaves out what has not happened yet', () => {
    const now = new Date('2026-05-01T20:00:00Z');
    expect(carrierEvents(parcel, now)).toEqual(carrierEvents({ ...parcel }, now));
    expect(carrierEvents(parcel, now).map((e) => e.code)).toEqual(['label_created', 'picked_up', 'departed']);
  });

  it('keeps an undelivered parcel in transit', () => {
    const events = carrierEvents({ ...parcel, deliveredAt: null }, new Date('2027-01-01T00:00:00Z'));
    expect(events.map((e) => e.code)).not.toContain('delivered');
    expect(events.at(-1)?.code).toBe('arrived_hub');
  });

  it("links to each carrier's tracking page", () => {
    expect(carrierTrackingUrl('UPS', '1Z9')).toBe('https://www.ups.com/track?tracknum=1Z9');
    expect(carrierTrackingUrl('FedEx', '77')).toContain('fedex.com');
    expect(carrierTrackingUrl('USPS', '94')).toContain('usps.com');
  });
});
