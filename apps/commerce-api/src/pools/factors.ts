import type { WaterFactor } from '@pool/api-contract';

/**
 * The factors a water test may hold: the spec's default factors (account.md 3) plus salt, temperature
 * and borate (issue #14), with units and the plausible input range a reading must lie in (a reading
 * outside it is a typing error, not water). Target ranges are the water-care package's, not these.
 */
export const WATER_FACTORS: readonly WaterFactor[] = [
  { key: 'fc', label: 'Free Chlorine', units: 'ppm', min: 0, max: 50, step: 0.1 },
  { key: 'ph', label: 'pH', units: 'pH', min: 0, max: 14, step: 0.1 },
  { key: 'ta', label: 'Total Alkalinity', units: 'ppm', min: 0, max: 500, step: 1 },
  { key: 'ch', label: 'Calcium Hardness', units: 'ppm', min: 0, max: 2000, step: 1 },
  { key: 'iron', label: 'Iron', units: 'ppm', min: 0, max: 10, step: 0.1 },
  { key: 'phosphates', label: 'Phosphates', units: 'ppb', min: 0, max: 10_000, step: 1 },
  { key: 'tc', label: 'Total Chlorine', units: 'ppm', min: 0, max: 50, step: 0.1 },
  { key: 'cya', label: 'Cyanuric Acid', units: 'ppm', min: 0, max: 300, step: 1 },
  { key: 'copper', label: 'Copper', units: 'ppm', min: 0, max: 10, step: 0.1 },
  { key: 'tds', label: 'TDS', units: 'ppm', min: 0, max: 50_000, step: 1 },
  { key: 'salt', label: 'Salt', units: 'ppm', min: 0, max: 10_000, step: 1 },
  { key: 'temperature', label: 'Temperature', units: '°F', min: 32, max: 115, step: 1 },
  { key: 'borate', label: 'Borate', units: 'ppm', min: 0, max: 100, step: 1 },
];

const BY_KEY = new Map(WATER_FACTORS.map((factor) => [factor.key, factor]));

/** The factor of a key, or undefined. */
export const factorOf = (key: string): WaterFactor | undefined => BY_KEY.get(key);
