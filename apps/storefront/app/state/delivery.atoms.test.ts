import type { DeliveryView } from '@pool/api-contract';
import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { cutoffOnThisClock, deliveryAtom, deliveryModeOf, withDeliveryMode } from './delivery.atoms';

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

describe('deliveryModeOf and withDeliveryMode (spec shopping.md 4: analytics carry the mode)', () => {
  const zone = (kind: 'same_day' | 'next_business_day') => ({ now: '2026-12-07T17:00:00.000Z', sameDay: { cutoffAt: null, window: { kind, date: '2026-12-07', byHour: 19 } } }) as unknown as DeliveryView;

  it('is next-day once the same-day window has moved to the next business day, same-day otherwise', () => {
    expect(deliveryModeOf(zone('next_business_day'))).toBe('next_day');
    expect(deliveryModeOf(zone('same_day'))).toBe('same_day');
    expect(deliveryModeOf({ sameDay: null } as unknown as DeliveryView)).toBe('same_day');
    expect(deliveryModeOf(null)).toBe('same_day');
  });

  it('adds the mode of the deliver-to view known when the event is sent', () => {
    const store = createStore();
    expect(withDeliveryMode({ event: 'page_view' }, store)).toEqual({ event: 'page_view', delivery_mode: 'same_day' });
    store.set(deliveryAtom, { view: zone('next_business_day'), cutoff: null });
    expect(withDeliveryMode({ event: 'purchase', value: 100 }, store)).toEqual({ event: 'purchase', value: 100, delivery_mode: 'next_day' });
  });
});
