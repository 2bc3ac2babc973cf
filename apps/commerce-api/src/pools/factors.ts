import type { WaterFactor } from '@pool/api-contract';
import { FACTOR_KEYS, FACTORS, parseReading, targetsFor, type FactorKey, type PoolProfile, type SaltCell } from '@pool/water-care';

/**
 * The factors a water test may hold, as @pool/water-care defines them: the spec's default factors
 * plus salt, temperature and borate, with units and the bounds a reading must lie within.
 */
export const WATER_FACTORS: readonly WaterFactor[] = FACTOR_KEYS.map((key) => {
  const { label, units, min, max, step } = FACTORS[key];
  return { key, label, units, min, max, step };
});

const KEYS = new Set<string>(FACTOR_KEYS);
export const isFactorKey = (key: string): key is FactorKey => KEYS.has(key);

/** The factor of a key, or undefined. */
export const factorOf = (key: string): WaterFactor | undefined => WATER_FACTORS.find((f) => f.key === key);

/** water-care's message for a refused reading, or null when it is a valid one. */
export function readingProblem(key: FactorKey, value: number): string | null {
  const result = parseReading(key, value);
  return result.ok ? null : result.message;
}

/** The salt cell of a pool's picked chlorinator, as water-care knows salt cells (by brand). */
function saltCellOf(brand: string | null): SaltCell | null {
  if (brand === null) return null;
  if (/hayward/i.test(brand)) return 'hayward_aquarite';
  if (/pentair/i.test(brand)) return 'pentair_intellichlor';
  return 'other';
}

/** A pool row's chemistry profile (water-care PoolProfile). */
export function profileOf(pool: { gallons: number; sanitizer: PoolProfile['sanitizer']; surface: PoolProfile['surface']; kind: PoolProfile['type']; location: 'indoor' | 'outdoor' }, saltCellBrand: string | null): PoolProfile {
  return {
    gallons: pool.gallons, sanitizer: pool.sanitizer, surface: pool.surface, type: pool.kind, indoor: pool.location === 'indoor',
    saltCell: pool.sanitizer === 'salt' ? saltCellOf(saltCellBrand) : null,
  };
}

/** The pool's target range of each factor (FC from the test's own CYA when it has one). */
export function boundsFor(profile: PoolProfile, cya: number | undefined): (key: FactorKey) => { lower: number; upper: number } {
  const targets = targetsFor(profile, cya);
  return (key) => ({ lower: targets[key].low, upper: targets[key].high });
}
