/**
 * Pool volume from shape and dimensions (shared/water-care.md "Units and shape"), in US gallons.
 * Depth is the average of the shallow and deep ends.
 */

/** US gallons in one cubic foot. */
export const GALLONS_PER_CUBIC_FOOT = 7.48052;
/** π/4 · 7.48052: gallons of a round pool per foot of depth per square foot of diameter. */
export const ROUND_FACTOR = 5.87518;
/** An oval (a rectangle with half-round ends) loses 0.214602·W² (= (1 − π/4)·W²) of the W×L rectangle. */
export const OVAL_CORNER_LOSS = 0.214602;

/** Shape and dimensions in feet; `length` is the diameter of a round pool, whose `width` is ignored. */
export interface PoolShape {
  readonly shape: 'rectangle' | 'round' | 'oval';
  readonly length: number;
  readonly width: number | null;
  readonly shallow_depth: number;
  readonly deep_depth: number;
}

/**
 * The volume in whole US gallons (rounded to the nearest gallon).
 *
 * @throws RangeError when a needed dimension is missing, not finite or not above 0, or an oval is wider than long.
 * @example
 * ```ts
 * import { poolGallons } from '@pool/account-domain';
 * poolGallons({ shape: 'rectangle', length: 32, width: 16, shallow_depth: 3.5, deep_depth: 6 }); // 18193
 * poolGallons({ shape: 'round', length: 24, width: null, shallow_depth: 4, deep_depth: 4 }); // 13536
 * ```
 */
export function poolGallons(pool: PoolShape): number {
  const positive = (name: string, value: number | null): number => {
    if (value === null || !Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a number above 0`);
    return value;
  };
  const length = positive('length', pool.length);
  const depth = (positive('shallow_depth', pool.shallow_depth) + positive('deep_depth', pool.deep_depth)) / 2;
  switch (pool.shape) {
    case 'rectangle':
      return Math.round(length * positive('width', pool.width) * depth * GALLONS_PER_CUBIC_FOOT);
    case 'round':
      return Math.round(length * length * depth * ROUND_FACTOR);
    case 'oval': {
      const width = positive('width', pool.width);
      if (width > length) throw new RangeError('an oval is at least as long as it is wide');
      return Math.round((width * length - OVAL_CORNER_LOSS * width * width) * depth * GALLONS_PER_CUBIC_FOOT);
    }
  }
}
