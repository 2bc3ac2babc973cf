import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessReadings, DEFAULT_FACTOR_KEYS, FACTORS, factorsFor, parseReading, parseReadings, poolGallons, targetsFor, toFactorUnits } from './index.js';

describe('default test factors (spec account.md §3)', () => {
  it('are the ten of the spec, in its order, each in ppm (pH in pH; docs/decisions/0066)', () => {
    expect(DEFAULT_FACTOR_KEYS.map((k) => FACTORS[k].label)).toEqual([
      'Free Chlorine', 'pH', 'Total Alkalinity', 'Calcium Hardness', 'Iron', 'Phosphates', 'Total Chlorine', 'Cyanuric Acid', 'Copper', 'TDS',
    ]);
    expect(FACTORS.phosphates.units).toBe('ppm');
    expect(DEFAULT_FACTOR_KEYS.filter((k) => k !== 'ph').every((k) => FACTORS[k].units === 'ppm')).toBe(true);
    expect(toFactorUnits('phosphates', 250, 'ppb')).toBe(0.25);
    expect(toFactorUnits('phosphates', 0.25, 'ppm')).toBe(0.25);
    expect(toFactorUnits('iron', 0.2, 'ppm')).toBe(0.2);
    expect(FACTORS.free_chlorine.units).toBe('ppm');
  });
  it('salt applies to salt pools; temperature and borate to all', () => {
    expect(factorsFor({ sanitizer: 'salt' }).map((f) => f.key)).toContain('salt');
    expect(factorsFor({ sanitizer: 'liquid_chlorine' }).map((f) => f.key)).not.toContain('salt');
    expect(factorsFor({ sanitizer: 'liquid_chlorine' }).map((f) => f.key)).toEqual(expect.arrayContaining(['temperature', 'borate']));
  });
});

describe('parseReading: one rule for every form', () => {
  it('refuses pH 15, negatives and letters with a message naming the field', () => {
    expect(parseReading('ph', '15')).toEqual({ ok: false, message: 'pH must be between 6 and 9.' });
    expect(parseReading('free_chlorine', '-1')).toEqual({ ok: false, message: 'Free Chlorine cannot be negative.' });
    expect(parseReading('total_alkalinity', 'abc')).toEqual({ ok: false, message: 'Total Alkalinity must be a number.' });
    expect(parseReading('phosphates', '20')).toEqual({ ok: false, message: 'Phosphates must be between 0 and 10 ppm.' });
    expect(parseReading('ph', Number.NaN)).toEqual({ ok: false, message: 'pH must be a number.' });
  });
  it('reads numbers and blanks', () => {
    expect(parseReading('ph', ' 7.4 ')).toEqual({ ok: true, value: 7.4 });
    expect(parseReading('tds', '1,200')).toEqual({ ok: true, value: 1200 });
    expect(parseReading('ph', '')).toEqual({ ok: true, value: null });
    expect(parseReading('ph', 7)).toEqual({ ok: true, value: 7 });
  });
  it('parseReadings keeps the good fields, one message per bad one, and TC not below FC', () => {
    const r = parseReadings({ ph: '15', free_chlorine: '3', total_chlorine: '2', calcium_hardness: 'x', other: 'ignored' });
    expect(r.readings).toEqual({ free_chlorine: 3 });
    expect(r.errors).toEqual({ ph: 'pH must be between 6 and 9.', total_chlorine: 'Total Chlorine cannot be below Free Chlorine.', calcium_hardness: 'Calcium Hardness must be a number.' });
  });
  it('property: a value is accepted exactly when it is a number within the bounds', () => {
    fc.assert(fc.property(fc.constantFrom(...DEFAULT_FACTOR_KEYS), fc.double({ noNaN: true, min: -1e5, max: 1e5 }), (key, v) => {
      const d = FACTORS[key];
      expect(parseReading(key, String(v)).ok).toBe(v >= d.min && v <= d.max);
    }));
    fc.assert(fc.property(fc.constantFrom(...DEFAULT_FACTOR_KEYS), fc.stringMatching(/^[a-z]+$/), (key, text) => {
      expect(parseReading(key, text).ok).toBe(false);
    }));
  });
});

describe('targets', () => {
  const pool = { gallons: 15_000, sanitizer: 'liquid_chlorine', surface: 'plaster', type: 'pool', indoor: false } as const;
  it('per sanitizer, surface and pool or spa (water-care.md)', () => {
    const t = targetsFor(pool);
    expect([t.ph.low, t.ph.high, t.total_alkalinity.low, t.total_alkalinity.high, t.calcium_hardness.low, t.calcium_hardness.high]).toEqual([7.2, 7.8, 70, 90, 250, 350]);
    expect([t.cyanuric_acid.low, t.cyanuric_acid.high]).toEqual([30, 50]);
    expect(targetsFor({ ...pool, surface: 'vinyl' }).calcium_hardness).toMatchObject({ low: 50, high: 300 });
    expect(targetsFor({ ...pool, surface: 'fiberglass' }).calcium_hardness).toMatchObject({ low: 220, high: 320 });
    expect(targetsFor({ ...pool, sanitizer: 'trichlor' }).total_alkalinity).toMatchObject({ low: 100, high: 120 });
    const salt = targetsFor({ ...pool, sanitizer: 'salt', saltCell: 'hayward_aquarite' });
    expect([salt.total_alkalinity.low, salt.total_alkalinity.high, salt.cyanuric_acid.low, salt.cyanuric_acid.high]).toEqual([60, 80, 60, 80]);
    expect(salt.salt).toMatchObject({ low: 2700, high: 3400, goal: 3200 });
    expect(targetsFor({ ...pool, sanitizer: 'salt', saltCell: 'pentair_intellichlor' }).salt).toMatchObject({ low: 3000, high: 4500, goal: 3400 });
    const spa = targetsFor({ ...pool, type: 'spa' });
    expect([spa.ph.low, spa.ph.high, spa.total_alkalinity.low, spa.total_alkalinity.high, spa.calcium_hardness.low, spa.calcium_hardness.high, spa.cyanuric_acid.low, spa.cyanuric_acid.high])
      .toEqual([7.4, 7.8, 50, 80, 120, 200, 20, 40]);
    expect(t.copper.high).toBe(0);
    expect(t.calcium_hardness.source).toBe('Liquid chlorine pool, plaster, outdoor');
  });
  it('assessReadings: each reading low / ok / high against its range', () => {
    const rows = assessReadings(pool, { free_chlorine: 1, ph: 8, total_alkalinity: 70, calcium_hardness: 180, cyanuric_acid: 20, phosphates: 0.1 });
    expect(rows.map((r) => [r.key, r.status])).toEqual([
      ['free_chlorine', 'low'], ['ph', 'high'], ['total_alkalinity', 'ok'], ['calcium_hardness', 'low'], ['phosphates', 'ok'], ['cyanuric_acid', 'low'],
    ]);
  });
});

describe('poolGallons', () => {
  it('rectangle, round and oval', () => {
    expect(poolGallons({ shape: 'rectangle', lengthFt: 32, widthFt: 16, avgDepthFt: 5 })).toBeCloseTo(19_150.1, 0);
    expect(poolGallons({ shape: 'round', diameterFt: 24, avgDepthFt: 4 })).toBeCloseTo(13_536.4, 0);
    expect(poolGallons({ shape: 'oval', lengthFt: 30, widthFt: 15, avgDepthFt: 5 })).toBeCloseTo((450 - 0.214602 * 225) * 5 * 7.48052, 6);
    expect(() => poolGallons({ shape: 'round', diameterFt: 0, avgDepthFt: 4 })).toThrow(RangeError);
  });
});
