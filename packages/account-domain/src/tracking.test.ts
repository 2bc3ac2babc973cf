import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRACKING_STATUS_VARIANTS, parseTrackingStatusVariant } from './tracking.js';

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
