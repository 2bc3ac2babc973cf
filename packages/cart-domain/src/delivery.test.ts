import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_STORE_TIME_ZONE,
  DELIVERY_SERVICES,
  LOCATION_IMAGE_IDS,
  addBusinessDays,
  cityPageLink,
  deliveryEstimate,
  deliveryHeader,
  deliveryMode,
  hasLocationImage,
  hasShippingOptions,
  isBusinessDay,
  isSameDayEligible,
  isoDate,
  locationPageUrl,
  MAP_DEFAULT_ZOOM,
  storeMapUrl,
  sameDayWindow,
  zonedDateTime,
  type SameDayWindow,
} from './delivery.js';

function summary(window: SameDayWindow): string {
  return `${window.kind} ${isoDate(window.date)}`;
}

describe('deliveryHeader', () => {
  const sameDay = { city: 'San Antonio', state_abbreviation: 'TX', zip: '78201', shipping_options: { delivery: [4], pickup: [] } };

  it("reads 'Enter a location' when nothing is known", () => {
    expect(deliveryHeader(null)).toEqual({ location: 'Enter a location', label: 'Delivery to', sameDayBadge: false, open: false });
    expect(deliveryHeader({ destination: { city: ' ', zip: '' } }, '  ').location).toBe('Enter a location');
  });

  it("reads 'City, State' when the destination city is known", () => {
    expect(deliveryHeader({ destination: sameDay }).location).toBe('San Antonio, TX');
    expect(deliveryHeader({ destination: { city: 'Phoenix' } }).location).toBe('Phoenix');
  });

  it('falls back to the zip', () => {
    expect(deliveryHeader({ destination: { city: null, zip: '85001' } }, '78201').location).toBe('85001');
    expect(deliveryHeader(null, '78201').location).toBe('78201');
  });

  it("shows 'Delivery' with the same-day badge and 'Open' when delivery or pickup options exist", () => {
    expect(deliveryHeader({ destination: sameDay, is_next_day: false })).toEqual({
      location: 'San Antonio, TX',
      label: 'Delivery',
      sameDayBadge: true,
      open: true,
    });
    expect(deliveryHeader({ destination: { city: 'X', shipping_options: { delivery: [], pickup: [7] } } })).toMatchObject({
      label: 'Delivery',
      sameDayBadge: true,
      open: true,
    });
  });

  it("hides 'Open' for a next-day order", () => {
    expect(deliveryHeader({ destination: sameDay, is_next_day: true })).toMatchObject({ label: 'Delivery', sameDayBadge: true, open: false });
  });

  it("shows 'Delivery to' without options", () => {
    expect(deliveryHeader({ destination: { city: 'Austin', state_abbreviation: 'TX', shipping_options: { delivery: [], pickup: [] } } })).toEqual({
      location: 'Austin, TX',
      label: 'Delivery to',
      sameDayBadge: false,
      open: false,
    });
  });
});

describe('eligibility and options', () => {
  it('is same-day eligible only with delivery ids', () => {
    expect(isSameDayEligible({ shipping_options: { delivery: [4] } })).toBe(true);
    expect(isSameDayEligible({ shipping_options: { delivery: [], pickup: [4] } })).toBe(false);
    expect(isSameDayEligible({ shipping_options: null })).toBe(false);
    expect(isSameDayEligible(null)).toBe(false);
  });

  it('counts delivery or pickup as shipping options', () => {
    expect(hasShippingOptions({ shipping_options: { pickup: [1] } })).toBe(true);
    expect(hasShippingOptions({ shipping_options: { delivery: null, pickup: [] } })).toBe(false);
  });

  it('has location images for delivery ids 4, 3 and 54', () => {
    expect([...LOCATION_IMAGE_IDS]).toEqual([4, 3, 54]);
    expect(hasLocationImage(54)).toBe(true);
    expect(hasLocationImage(5)).toBe(false);
  });

  it('reports the analytics mode', () => {
    expect(deliveryMode({ is_next_day: true })).toBe('next_day');
    expect(deliveryMode({ is_next_day: false })).toBe('same_day');
    expect(deliveryMode(null)).toBe('same_day');
  });
});

describe('business days', () => {
  it('skip weekends', () => {
    expect(isBusinessDay({ year: 2025, month: 6, day: 13 })).toBe(true); // Friday
    expect(isBusinessDay({ year: 2025, month: 6, day: 14 })).toBe(false); // Saturday
    expect(isBusinessDay({ year: 2025, month: 6, day: 15 })).toBe(false); // Sunday
    expect(isoDate(addBusinessDays({ year: 2025, month: 6, day: 13 }, 1))).toBe('2025-06-16');
    expect(isoDate(addBusinessDays({ year: 2025, month: 6, day: 14 }, 1))).toBe('2025-06-16');
    expect(isoDate(addBusinessDays({ year: 2025, month: 12, day: 31 }, 1))).toBe('2026-01-01');
    expect(isoDate(addBusinessDays({ year: 2025, month: 6, day: 13 }, 0))).toBe('2025-06-13');
  });

  it('always land on a business day after the start', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.integer({ min: 1, max: 30 }), (d, n) => {
        const start = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
        const end = addBusinessDays(start, n);
        expect(isBusinessDay(end)).toBe(true);
        expect(isoDate(end) > isoDate(start)).toBe(true);
      }),
    );
  });
});

describe('zonedDateTime', () => {
  it('reads the wall clock in the given zone', () => {
    expect(zonedDateTime(new Date('2025-06-13T18:00:00Z'), 'America/Chicago')).toEqual({ year: 2025, month: 6, day: 13, hour: 13, minute: 0 });
    expect(zonedDateTime(new Date('2025-01-10T06:30:00Z'), 'America/Chicago')).toEqual({ year: 2025, month: 1, day: 10, hour: 0, minute: 30 });
  });

  it('rejects an unknown time zone', () => {
    expect(() => zonedDateTime(new Date(0), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('sameDayWindow', () => {
  it('defaults to the America/Chicago store time zone', () => {
    expect(DEFAULT_STORE_TIME_ZONE).toBe('America/Chicago');
  });

  it.each([
    ['Friday 12:59 CDT', '2025-06-13T17:59:00Z', 'same_day 2025-06-13'],
    ['Friday 13:00 CDT', '2025-06-13T18:00:00Z', 'next_business_day 2025-06-16'],
    ['Thursday 13:00 CDT', '2025-06-12T18:00:00Z', 'next_business_day 2025-06-13'],
    ['Monday 00:00 CDT', '2025-06-16T05:00:00Z', 'same_day 2025-06-16'],
    ['Saturday 10:00 CDT', '2025-06-14T15:00:00Z', 'next_business_day 2025-06-16'],
    ['Sunday 18:00 CDT', '2025-06-15T23:00:00Z', 'next_business_day 2025-06-16'],
    ['Friday 12:59 CST (winter)', '2025-01-10T18:59:00Z', 'same_day 2025-01-10'],
    ['Friday 13:00 CST (winter)', '2025-01-10T19:00:00Z', 'next_business_day 2025-01-13'],
    ['Thursday 22:00 CDT, already Friday in UTC', '2025-06-13T03:00:00Z', 'next_business_day 2025-06-13'],
    ['Monday after the spring DST change, 12:59 CDT', '2025-03-10T17:59:00Z', 'same_day 2025-03-10'],
  ])('%s', (_name, instant, expected) => {
    expect(summary(sameDayWindow(new Date(instant)))).toBe(expected);
  });

  it('promises next-day delivery by 7pm', () => {
    expect(sameDayWindow(new Date('2025-06-13T18:00:00Z'))).toEqual({
      kind: 'next_business_day',
      date: { year: 2025, month: 6, day: 16 },
      byHour: 19,
    });
  });

  it('applies the cut-off in the store time zone passed in', () => {
    // 19:30 UTC is 12:30 in Phoenix (UTC-7, no DST) but 14:30 in Chicago.
    const instant = new Date('2025-06-13T19:30:00Z');
    expect(summary(sameDayWindow(instant, { timeZone: 'America/Phoenix' }))).toBe('same_day 2025-06-13');
    expect(summary(sameDayWindow(instant, { timeZone: 'America/Chicago' }))).toBe('next_business_day 2025-06-16');
    expect(summary(sameDayWindow(new Date('2025-06-13T20:00:00Z'), { timeZone: 'America/Phoenix' }))).toBe('next_business_day 2025-06-16');
    expect(summary(sameDayWindow(new Date('2025-06-13T11:59:00Z'), { timeZone: 'Europe/London' }))).toBe('same_day 2025-06-13');
    expect(summary(sameDayWindow(new Date('2025-06-13T12:00:00Z'), { timeZone: 'Europe/London' }))).toBe('next_business_day 2025-06-16');
  });

  it('always delivers on a business day, same day only before 13:00 local', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('America/Chicago', 'America/Phoenix', 'America/New_York', 'Pacific/Honolulu', 'Asia/Tokyo'),
        (now, timeZone) => {
          const window = sameDayWindow(now, { timeZone });
          const local = zonedDateTime(now, timeZone);
          expect(isBusinessDay(window.date)).toBe(true);
          if (window.kind === 'same_day') {
            expect(local.hour).toBeLessThan(13);
            expect(isoDate(window.date)).toBe(isoDate(local));
          } else {
            expect(isoDate(window.date) > isoDate(local)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('deliveryEstimate', () => {
  it('has the standard 2-5 and economy 3-7 business day services', () => {
    expect(DELIVERY_SERVICES).toEqual({
      standard: { label: 'Standard', minDays: 2, maxDays: 5 },
      economy: { label: 'Economy', minDays: 3, maxDays: 7 },
    });
  });

  it('counts business days from the local date', () => {
    const friday = new Date('2025-06-13T15:00:00Z');
    const standard = deliveryEstimate('standard', friday);
    expect([isoDate(standard.earliest), isoDate(standard.latest)]).toEqual(['2025-06-17', '2025-06-20']);
    const economy = deliveryEstimate('economy', friday);
    expect([isoDate(economy.earliest), isoDate(economy.latest)]).toEqual(['2025-06-18', '2025-06-24']);
    expect(economy).toMatchObject({ service: 'economy', label: 'Economy', minDays: 3, maxDays: 7 });
  });
});

describe('location links', () => {
  it('builds the same-day location page URL', () => {
    expect(locationPageUrl({ city: 'San Antonio', state_abbreviation: 'TX', shipping_options: { delivery: [4, 3] } })).toBe(
      '/location/san-antonio-tx-4.html',
    );
    expect(locationPageUrl({ city: ' New  Braunfels ', state_abbreviation: 'tx', shipping_options: { delivery: [54] } })).toBe(
      '/location/new-braunfels-tx-54.html',
    );
  });

  it('has no location page without city, state or delivery id', () => {
    expect(locationPageUrl({ city: 'Austin', state_abbreviation: 'TX', shipping_options: { delivery: [] } })).toBeNull();
    expect(locationPageUrl({ city: '', state_abbreviation: 'TX', shipping_options: { delivery: [4] } })).toBeNull();
    expect(locationPageUrl({ city: 'Austin', shipping_options: { delivery: [4] } })).toBeNull();
    expect(locationPageUrl(null)).toBeNull();
  });

  it('links San Antonio and Phoenix to their city pages', () => {
    expect(cityPageLink('San Antonio')).toBe('/san-antonio-pool-supplies');
    expect(cityPageLink(' san  antonio ')).toBe('/san-antonio-pool-supplies');
    expect(cityPageLink('Phoenix')).toBe('/phoenix');
    expect(cityPageLink('Austin')).toBeNull();
    expect(cityPageLink('constructor')).toBeNull();
    expect(cityPageLink(null)).toBeNull();
  });
});

describe('storeMapUrl', () => {
  it("opens a store's address at the spec's default zoom, 15, or the zoom asked for", () => {
    expect(MAP_DEFAULT_ZOOM).toBe(15);
    expect(storeMapUrl(' 5330 Walzem Rd, San Antonio, TX 78218 ')).toBe('https://maps.google.com/maps?q=5330%20Walzem%20Rd%2C%20San%20Antonio%2C%20TX%2078218&z=15');
    expect(storeMapUrl('1 Main St & 2nd', 12)).toBe('https://maps.google.com/maps?q=1%20Main%20St%20%26%202nd&z=12');
  });
});
