import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './orders.js';
import { TRACKING_STATUS_VARIANTS, parseTrackingStatusVariant, trackingVariantOf } from './tracking.js';

describe('tracking status variants', () => {
  it('are the six variants of the spec', () => {
    expect(TRACKING_STATUS_VARIANTS).toEqual(['delivered', 'in transit', 'on hold', 'pending', 'returned', 'warning']);
  });

  it.each([
    ['delivered', 'delivered'],
    ['Delivered', 'delivered'],
    ['in transit', 'in transit'],
    ['IN_TRANSIT', 'in transit'],
    ['In-Transit', 'in transit'],
    [' on  hold ', 'on hold'],
    ['on_hold', 'on hold'],
    ['PENDING', 'pending'],
    ['returned', 'returned'],
    ['Warning', 'warning'],
  ] as const)('%o reads as %s', (label, variant) => {
    expect(parseTrackingStatusVariant(label)).toEqual({ ok: true, variant });
  });

  it.each(['', 'lost', 'intransit', 'shipped', 'delivered!'])('%o is unknown', (label) => {
    expect(parseTrackingStatusVariant(label)).toEqual({ ok: false, reason: 'unknown-status', input: label });
  });

  it('every variant reads back as itself, whatever its case (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRACKING_STATUS_VARIANTS), fc.boolean(), (variant, upper) => {
        const label = upper ? variant.toUpperCase() : variant;
        expect(parseTrackingStatusVariant(label)).toEqual({ ok: true, variant });
      }),
    );
  });
});

describe('trackingVariantOf', () => {
  it.each([
    [{ status: 'Pending', shipments: 0, delivered: 0 }, 'pending'],
    [{ status: 'Awaiting Fulfillment', shipments: 0, delivered: 0 }, 'pending'],
    [{ status: 'Partially Shipped', shipments: 1, delivered: 1 }, 'in transit'],
    [{ status: 'Shipped', shipments: 1, delivered: 0 }, 'in transit'],
    [{ status: 'Shipped', shipments: 0, delivered: 0 }, 'pending'],
    [{ status: 'Shipped', shipments: 2, delivered: 2 }, 'delivered'],
    [{ status: 'Completed', shipments: 1, delivered: 1 }, 'delivered'],
    [{ status: 'Cancelled', shipments: 0, delivered: 0 }, 'warning'],
    [{ status: 'Refunded', shipments: 1, delivered: 1 }, 'returned'],
    [{ status: 'Disputed', shipments: 1, delivered: 0 }, 'on hold'],
    [{ status: 'Manual Verification Required', shipments: 0, delivered: 0 }, 'on hold'],
    [{ status: 'Shipped', shipments: 1, delivered: 0, exception: true }, 'warning'],
  ] as const)('%o is %s', (order, variant) => {
    expect(trackingVariantOf(order)).toBe(variant);
  });

  it('always gives one of the six variants (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.nat(5), fc.nat(5), fc.boolean(), (status, shipments, delivered, exception) => {
        expect(TRACKING_STATUS_VARIANTS).toContain(trackingVariantOf({ status, shipments, delivered: Math.min(delivered, shipments), exception }));
      }),
    );
  });
});
