import type { DeliveryView } from '@pool/api-contract';
import { describe, expect, it } from 'vitest';
import { cutoffOnThisClock } from './delivery.atoms';

describe('cutoffOnThisClock', () => {
  it("puts the same-day cut-off on this browser's clock from the server's own times", () => {
    const view = { now: '2026-12-07T17:00:00.000Z', sameDay: { cutoffAt: '2026-12-07T19:00:00.000Z' } } as DeliveryView;
    // The browser's clock is a day off: the countdown still has the server's two hours.
    const arrivedAt = Date.parse('2026-12-08T09:30:00.000Z');
    expect(cutoffOnThisClock(view, arrivedAt)).toBe(arrivedAt + 2 * 60 * 60 * 1000);
  });

  it('is null without a cut-off', () => {
    expect(cutoffOnThisClock({ now: '2026-12-07T17:00:00.000Z', sameDay: null } as unknown as DeliveryView)).toBeNull();
  });
});
