import { describe, expect, it } from 'vitest';
import { DELIVERY_STORES, DELIVERY_ZONES, ZIP_PREFIXES } from './delivery.js';

describe('zip reference', () => {
  it('is ordered, without overlaps, within 000-999', () => {
    let last = -1;
    for (const [from, to] of ZIP_PREFIXES) {
      expect(from).toBeGreaterThan(last);
      expect(to).toBeGreaterThanOrEqual(from);
      expect(to).toBeLessThanOrEqual(999);
      last = to;
    }
  });

  it('covers every zone with its own state and leaves 000 unused', () => {
    for (const zone of DELIVERY_ZONES) {
      const prefix = Number(zone.zipFrom.slice(0, 3));
      expect(ZIP_PREFIXES.find(([from, to]) => from <= prefix && prefix <= to)?.[2]).toBe(zone.state);
    }
    expect(ZIP_PREFIXES.some(([from]) => from === 0)).toBe(false);
  });

  it('gives San Antonio delivery ids 4 then 3 and Phoenix 54', () => {
    const ids = (zoneId: number) => DELIVERY_STORES.filter((s) => s.zoneId === zoneId && s.kind === 'delivery').sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map((s) => s.id);
    expect(ids(1)).toEqual([4, 3]);
    expect(ids(2)).toEqual([54]);
  });
});
