import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCountdown, sameDayCutoff, sameDayWindow, zonedDateTime, zonedInstant } from './delivery.js';
import { normalizeZip } from './validation.js';

describe('zonedInstant', () => {
  it('finds 1 pm in Chicago in summer (UTC-5) and winter (UTC-6)', () => {
    expect(zonedInstant({ year: 2025, month: 6, day: 13 }, 13, 'America/Chicago').toISOString()).toBe('2025-06-13T18:00:00.000Z');
    expect(zonedInstant({ year: 2025, month: 1, day: 15 }, 13, 'America/Chicago').toISOString()).toBe('2025-01-15T19:00:00.000Z');
  });

  it('finds 1 pm in Phoenix (no DST, UTC-7)', () => {
    expect(zonedInstant({ year: 2025, month: 6, day: 13 }, 13, 'America/Phoenix').toISOString()).toBe('2025-06-13T20:00:00.000Z');
  });

  it('reads back as the asked wall-clock hour on any day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2020, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (year, month, day) => {
        const local = zonedDateTime(zonedInstant({ year, month, day }, 13, 'America/Chicago'), 'America/Chicago');
        expect(local).toEqual({ year, month, day, hour: 13, minute: 0 });
      }),
    );
  });
});

describe('sameDayCutoff', () => {
  it('counts down to today 1 pm before the cut-off on a business day', () => {
    const cutoff = sameDayCutoff(new Date('2025-06-13T16:30:00Z'));
    expect(cutoff?.cutoffAt.toISOString()).toBe('2025-06-13T18:00:00.000Z');
    expect(cutoff?.msLeft).toBe(90 * 60 * 1000);
  });

  it('is null from 1 pm and on weekends (the next business day by 7pm applies)', () => {
    expect(sameDayCutoff(new Date('2025-06-13T18:00:00Z'))).toBeNull();
    expect(sameDayCutoff(new Date('2025-06-14T15:00:00Z'))).toBeNull();
  });

  it('uses the store time zone passed in', () => {
    // 12:30 in Phoenix is 14:30 in Chicago: still same day in Phoenix.
    const now = new Date('2025-06-13T19:30:00Z');
    expect(sameDayCutoff(now)).toBeNull();
    expect(sameDayCutoff(now, { timeZone: 'America/Phoenix' })?.msLeft).toBe(30 * 60 * 1000);
  });

  it('exists exactly when the window is same-day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true }), (now) => {
        const cutoff = sameDayCutoff(now);
        expect(cutoff !== null).toBe(sameDayWindow(now).kind === 'same_day');
        if (cutoff) expect(cutoff.msLeft).toBeGreaterThan(0);
      }),
    );
  });
});

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds', () => {
    expect(formatCountdown(7_509_000)).toBe('2h 05m 09s');
    expect(formatCountdown(59_999)).toBe('00m 59s');
    expect(formatCountdown(-5)).toBe('00m 00s');
  });
});

describe('normalizeZip', () => {
  it('keeps five digits, drops the +4 part, refuses anything else', () => {
    expect(normalizeZip(' 78201 ')).toBe('78201');
    expect(normalizeZip('78201-1234')).toBe('78201');
    for (const bad of ['abc', '', '7820', '782011', '78201-12', ' ', null, undefined, '７８２０１']) expect(normalizeZip(bad)).toBeNull();
  });
});
