/**
 * The test factors (account spec §3 "Default test factors" plus salt, temperature and borate), with
 * units and validation bounds, so that every form on every tier refuses the same values with the
 * same message.
 */
import type { PoolProfile } from './profile.js';

/** Keys of every factor a water test can carry. */
export const FACTOR_KEYS = [
  'free_chlorine', 'ph', 'total_alkalinity', 'calcium_hardness', 'iron', 'phosphates', 'total_chlorine',
  'cyanuric_acid', 'copper', 'tds', 'salt', 'temperature', 'borate',
] as const;
/**
 * One of {@link FACTOR_KEYS}.
 *
 * @example
 * ```ts
 * const key: FactorKey = 'cyanuric_acid';
 * ```
 */
export type FactorKey = (typeof FACTOR_KEYS)[number];

/**
 * Units of a factor as shown and entered: the spec's default factors are each in ppm (account.md 3;
 * phosphates too, though test kits often read ppb: 1 ppm = 1000 ppb, docs/decisions/0066), pH is a
 * pH value, temperature in °F.
 */
export type FactorUnits = 'ppm' | 'pH' | '°F';

/**
 * A factor: its label (spec text), units, the bounds a reading must lie within, the input step, and
 * whether it is one of the spec's ten default factors.
 *
 * @example
 * ```ts
 * const ph: FactorDefinition = FACTORS.ph; // { label: 'pH', units: 'pH', min: 6, max: 9, … }
 * ```
 */
export interface FactorDefinition {
  key: FactorKey;
  label: string;
  units: FactorUnits;
  min: number;
  max: number;
  step: number;
  /** One of the ten default factors of the spec; the others apply to some pools only. */
  isDefault: boolean;
}

const f = (key: FactorKey, label: string, units: FactorUnits, min: number, max: number, step: number, isDefault = true): FactorDefinition =>
  ({ key, label, units, min, max, step, isDefault });

/** Every factor by key, in the spec's order (defaults first). */
export const FACTORS: Readonly<Record<FactorKey, FactorDefinition>> = {
  free_chlorine: f('free_chlorine', 'Free Chlorine', 'ppm', 0, 50, 0.1),
  ph: f('ph', 'pH', 'pH', 6, 9, 0.1),
  total_alkalinity: f('total_alkalinity', 'Total Alkalinity', 'ppm', 0, 500, 1),
  calcium_hardness: f('calcium_hardness', 'Calcium Hardness', 'ppm', 0, 2000, 1),
  iron: f('iron', 'Iron', 'ppm', 0, 10, 0.01),
  phosphates: f('phosphates', 'Phosphates', 'ppm', 0, 10, 0.01),
  total_chlorine: f('total_chlorine', 'Total Chlorine', 'ppm', 0, 50, 0.1),
  cyanuric_acid: f('cyanuric_acid', 'Cyanuric Acid', 'ppm', 0, 300, 1),
  copper: f('copper', 'Copper', 'ppm', 0, 10, 0.01),
  tds: f('tds', 'TDS', 'ppm', 0, 50_000, 1),
  salt: f('salt', 'Salt', 'ppm', 0, 10_000, 10, false),
  temperature: f('temperature', 'Temperature', '°F', 32, 110, 1, false),
  borate: f('borate', 'Borate', 'ppm', 0, 100, 1, false),
};

/** The spec's ten default factors, in its order. */
export const DEFAULT_FACTOR_KEYS: readonly FactorKey[] = FACTOR_KEYS.filter((k) => FACTORS[k].isDefault);

/**
 * The factors a form should ask for with this profile: the ten defaults, salt for salt pools,
 * temperature always (the CSI needs it) and borate as an optional extra.
 *
 * @example
 * ```ts
 * factorsFor({ sanitizer: 'salt' }).map((f) => f.key); // […, 'salt', 'temperature', 'borate']
 * ```
 */
export function factorsFor(profile?: Pick<PoolProfile, 'sanitizer'> | null): FactorDefinition[] {
  return FACTOR_KEYS
    .filter((k) => FACTORS[k].isDefault || k === 'temperature' || k === 'borate' || (k === 'salt' && (!profile || profile.sanitizer === 'salt')))
    .map((k) => FACTORS[k]);
}

/**
 * Readings of a water test by factor; a missing factor was not tested.
 *
 * @example
 * ```ts
 * const readings: Readings = { free_chlorine: 1, ph: 8, total_alkalinity: 70, calcium_hardness: 180, cyanuric_acid: 20 };
 * ```
 */
export type Readings = Partial<Record<FactorKey, number>>;

/**
 * The outcome of reading one field: a number within bounds, nothing (an empty field), or a message.
 *
 * @example
 * ```ts
 * const r: ReadingResult = { ok: false, message: 'pH must be between 6 and 9.' };
 * ```
 */
export type ReadingResult = { ok: true; value: number | null } | { ok: false; message: string };

/** The messages a field can be refused with. */
export const readingMessages = {
  notANumber: (d: FactorDefinition) => `${d.label} must be a number.`,
  negative: (d: FactorDefinition) => `${d.label} cannot be negative.`,
  outOfBounds: (d: FactorDefinition) =>
    `${d.label} must be between ${d.min} and ${d.max}${d.units === 'pH' ? '' : ` ${d.units}`}.`,
} as const;

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Reads one field as typed (a string from a form, or a number from JSON): blanks are `null`; letters,
 * negatives and values beyond the factor's bounds are refused with a message naming the field.
 *
 * @example
 * ```ts
 * parseReading('ph', '7.4'); // { ok: true, value: 7.4 }
 * parseReading('ph', '15'); // { ok: false, message: 'pH must be between 6 and 9.' }
 * parseReading('total_alkalinity', 'abc'); // { ok: false, message: 'Total Alkalinity must be a number.' }
 * ```
 */
export function parseReading(key: FactorKey, raw: unknown): ReadingResult {
  const d = FACTORS[key];
  if (raw === null || raw === undefined) return { ok: true, value: null };
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (typeof raw === 'string') {
    const text = raw.trim().replace(/,/g, '');
    if (text === '') return { ok: true, value: null };
    if (!NUMBER.test(text)) return { ok: false, message: readingMessages.notANumber(d) };
    value = Number(text);
  } else return { ok: false, message: readingMessages.notANumber(d) };
  if (!Number.isFinite(value)) return { ok: false, message: readingMessages.notANumber(d) };
  if (value < 0) return { ok: false, message: readingMessages.negative(d) };
  if (value < d.min || value > d.max) return { ok: false, message: readingMessages.outOfBounds(d) };
  return { ok: true, value };
}

/**
 * Every field's outcome: the readings that passed, and one message per refused field.
 *
 * @example
 * ```ts
 * const { readings, errors } = parseReadings({ ph: '15', free_chlorine: '1' });
 * // readings: { free_chlorine: 1 }, errors: { ph: 'pH must be between 6 and 9.' }
 * ```
 */
export interface ParsedReadings {
  readings: Readings;
  errors: Partial<Record<FactorKey, string>>;
}

/**
 * Reads every known factor from a record of raw values (form fields or JSON); unknown keys are ignored.
 * Also refuses a Total Chlorine below the Free Chlorine (total includes free).
 *
 * @example
 * ```ts
 * parseReadings({ free_chlorine: '3', total_chlorine: '2' }).errors.total_chlorine;
 * // 'Total Chlorine cannot be below Free Chlorine.'
 * ```
 */
export function parseReadings(raw: Readonly<Record<string, unknown>>): ParsedReadings {
  const readings: Readings = {};
  const errors: Partial<Record<FactorKey, string>> = {};
  for (const key of FACTOR_KEYS) {
    const result = parseReading(key, raw[key]);
    if (!result.ok) errors[key] = result.message;
    else if (result.value !== null) readings[key] = result.value;
  }
  if (readings.total_chlorine !== undefined && readings.free_chlorine !== undefined && readings.total_chlorine < readings.free_chlorine) {
    errors.total_chlorine = 'Total Chlorine cannot be below Free Chlorine.';
    delete readings.total_chlorine;
  }
  return { readings, errors };
}

/** Parts per billion in a part per million. */
export const PPB_PER_PPM = 1000;

/**
 * A reading in its factor's units ({@link FACTORS}) from a reading in `units`: phosphates read in
 * ppb (as most phosphate kits and earlier stored tests give them) become ppm; a reading already in
 * the factor's units is unchanged.
 *
 * @example
 * ```ts
 * toFactorUnits('phosphates', 250, 'ppb'); // 0.25
 * toFactorUnits('phosphates', 0.25, 'ppm'); // 0.25
 * ```
 */
export function toFactorUnits(key: FactorKey, value: number, units: string): number {
  if (units === 'ppb' && FACTORS[key].units === 'ppm') return value / PPB_PER_PPM;
  return value;
}
