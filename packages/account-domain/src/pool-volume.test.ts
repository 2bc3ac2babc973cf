import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { poolGallons, type PoolShape } from './pool-volume.js';

const feet = fc.double({ min: 1, max: 100, noNaN: true });
const shape = (s: PoolShape['shape'], length: number, width: number | null, depth: number): PoolShape => ({ shape: s, length, width, shallow_depth: depth, deep_depth: depth });

describe('poolGallons', () => {
  it('gives the published volumes', () => {
    // 32 × 16 ft, 3.5 to 6 ft deep: 32·16·4.75·7.48052
    expect(poolGallons({ shape: 'rectangle', length: 32, width: 16, shallow_depth: 3.5, deep_depth: 6 })).toBe(18193);
    expect(poolGallons(shape('round', 24, null, 4))).toBe(13536);
    // 30 × 15 oval, 5 ft: (450 − 0.214602·225)·5·7.48052
    expect(poolGallons(shape('oval', 30, 15, 5))).toBe(15025);
  });

  it('refuses missing, zero, negative and non-finite dimensions, and ovals wider than long', () => {
    expect(() => poolGallons(shape('rectangle', 10, null, 4))).toThrow(RangeError);
    expect(() => poolGallons(shape('rectangle', 0, 10, 4))).toThrow(RangeError);
    expect(() => poolGallons(shape('round', 10, null, -1))).toThrow(RangeError);
    expect(() => poolGallons(shape('oval', 10, Number.NaN, 4))).toThrow(RangeError);
    expect(() => poolGallons(shape('oval', 10, 12, 4))).toThrow(RangeError);
  });

  it('a round pool holds what an oval of equal length and width holds (the half-round ends meet)', () => {
    fc.assert(fc.property(feet, feet, (d, depth) => {
      const round = poolGallons(shape('round', d, null, depth));
      // The two published constants agree to within 1 part in a million; each result is rounded to the gallon.
      expect(Math.abs(round - poolGallons(shape('oval', d, d, depth)))).toBeLessThanOrEqual(1 + round * 1e-6);
    }));
  });

  it('an oval holds less than its bounding rectangle and more than the round pool inside it', () => {
    fc.assert(fc.property(feet, feet, feet, (a, b, depth) => {
      const [width, length] = a <= b ? [a, b] : [b, a];
      const oval = poolGallons(shape('oval', length, width, depth));
      expect(oval).toBeLessThanOrEqual(poolGallons(shape('rectangle', length, width, depth)));
      expect(oval).toBeGreaterThanOrEqual(poolGallons(shape('round', width, null, depth)) - 1);
    }));
  });

  it('grows with every dimension and scales with the cube of the size', () => {
    fc.assert(fc.property(feet, feet, feet, fc.double({ min: 1, max: 3, noNaN: true }), (length, width, depth, k) => {
      const base = poolGallons(shape('rectangle', length, width, depth));
      expect(poolGallons(shape('rectangle', length * k, width, depth))).toBeGreaterThanOrEqual(base);
      expect(poolGallons(shape('rectangle', length, width, depth * k))).toBeGreaterThanOrEqual(base);
      const exact = length * width * depth * 7.48052;
      expect(Math.abs(poolGallons(shape('rectangle', length * k, width * k, depth * k)) - exact * k ** 3)).toBeLessThanOrEqual(1);
    }));
  });

  it('uses the average of the shallow and deep ends', () => {
    fc.assert(fc.property(feet, feet, feet, feet, (length, width, shallow, deep) => {
      const mixed = poolGallons({ shape: 'rectangle', length, width, shallow_depth: shallow, deep_depth: deep });
      expect(mixed).toBe(poolGallons(shape('rectangle', length, width, (shallow + deep) / 2)));
    }));
  });
});
