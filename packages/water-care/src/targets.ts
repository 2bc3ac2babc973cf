/**
 * Target ranges from a pool's profile (water-care.md, Targets): FC from CYA (Trouble Free Pool
 * chlorine/CYA chart), the rest per sanitizer, surface, pool or spa and salt cell.
 */
import { FACTOR_KEYS, type FactorKey, type Readings } from './factors.js';
import { PROFILE_LABELS, type PoolProfile } from './profile.js';

/**
 * A factor's target range (inclusive), the value a plan aims for, and the profile it comes from.
 *
 * @example
 * ```ts
 * const ph: TargetRange = { low: 7.2, high: 7.8, goal: 7.5, source: 'Chlorine pool' };
 * ```
 */
export interface TargetRange {
  low: number;
  high: number;
  /** What a plan doses towards when the reading is outside the range. */
  goal: number;
  /** The target profile the range comes from, said on the page. */
  source: string;
}

/** Target ranges for every factor. */
export type Targets = Record<FactorKey, TargetRange>;

/**
 * FC levels for a CYA level: minimum, target range and shock (SLAM) level.
 *
 * @example
 * ```ts
 * const levels: ChlorineLevels = chlorineLevels(40, 'liquid_chlorine'); // { minimum: 3, low: 5, high: 7, shock: 16 }
 * ```
 */
export interface ChlorineLevels {
  minimum: number;
  low: number;
  high: number;
  shock: number;
}

/**
 * The FC minimum, target and shock level for a CYA level (TFP chlorine/CYA chart). Chlorine pools:
 * minimum max(1, ⌊0.075·CYA + 0.7⌋), target ⌊CYA/10 + 1.5⌋ … ⌊CYA/10 + 3.5⌋ (each at least 3),
 * shock max(10, ⌊0.393·CYA + 0.5⌋). Salt pools: minimum max(1, ⌊0.045·CYA + 0.7⌋), target
 * max(3, ⌊0.075·CYA⌋) … that + 2 (the chart gives one value; the range's top is ours).
 *
 * @example
 * ```ts
 * chlorineLevels(30, 'liquid_chlorine'); // { minimum: 2, low: 4, high: 6, shock: 12 }
 * chlorineLevels(80, 'liquid_chlorine'); // { minimum: 6, low: 9, high: 11, shock: 31 }
 * ```
 */
export function chlorineLevels(cya: number, sanitizer: PoolProfile['sanitizer']): ChlorineLevels {
  const c = Math.max(0, cya);
  const shock = Math.max(10, Math.floor(0.393 * c + 0.5));
  if (sanitizer === 'salt') {
    const low = Math.max(3, Math.floor(0.075 * c));
    return { minimum: Math.max(1, Math.floor(0.045 * c + 0.7)), low, high: low + 2, shock };
  }
  return {
    minimum: Math.max(1, Math.floor(0.075 * c + 0.7)),
    low: Math.max(3, Math.floor(c / 10 + 1.5)),
    high: Math.max(3, Math.floor(c / 10 + 3.5)),
    shock,
  };
}

const range = (low: number, high: number, source: string, goal = (low + high) / 2): TargetRange => ({ low, high, goal, source });

/** The profile's name, as the page says where a range comes from (e.g. 'Chlorine pool, plaster'). */
export function profileName(profile: Pick<PoolProfile, 'sanitizer' | 'surface' | 'type' | 'indoor' | 'saltCell'>): string {
  const kind = profile.type === 'spa' ? 'spa' : 'pool';
  const sanitizer = profile.sanitizer === 'salt'
    ? `Salt water ${kind} (${PROFILE_LABELS.saltCell[profile.saltCell ?? 'other']})`
    : `${PROFILE_LABELS.sanitizer[profile.sanitizer]} ${kind}`;
  return `${sanitizer}, ${PROFILE_LABELS.surface[profile.surface].toLowerCase()}, ${profile.indoor ? 'indoor' : 'outdoor'}`;
}

/** Salt ranges from the generator manuals (Hayward AquaRite 2700–3400 ideal 3200; Pentair IntelliChlor 3000–4500 ideal 3400). */
export const SALT_RANGES = {
  hayward_aquarite: { low: 2700, high: 3400, goal: 3200 },
  pentair_intellichlor: { low: 3000, high: 4500, goal: 3400 },
  other: { low: 2700, high: 3400, goal: 3200 },
} as const;

/**
 * The CYA range of a profile: spa 20–40, salt 60–80, chlorine and trichlor 30–50; indoor pools (no
 * sunlight to protect from) 0–30 and bromine 0–20 (CYA does not stabilise bromine), both without raising.
 */
function cyaRange(profile: PoolProfile, source: string): TargetRange {
  if (profile.sanitizer === 'bromine') return range(0, 20, `${source} (bromine needs no stabilizer)`, 0);
  if (profile.indoor) return range(0, 30, `${source} (indoor: no sunlight to protect from)`, 0);
  if (profile.type === 'spa') return range(20, 40, source);
  if (profile.sanitizer === 'salt') return range(60, 80, source);
  return range(30, 50, source);
}

/**
 * The target ranges of every factor for a profile. FC depends on the CYA the water will have: pass the
 * CYA a plan aims for (or the reading) as `cya`; without it the CYA range's goal is used.
 *
 * @example
 * ```ts
 * const t = targetsFor({ gallons: 15000, sanitizer: 'liquid_chlorine', surface: 'plaster', type: 'pool', indoor: false });
 * t.calcium_hardness; // { low: 250, high: 350, goal: 300, source: 'Liquid chlorine pool, plaster, outdoor' }
 * t.free_chlorine; // { low: 5, high: 7, goal: 7, … } (CYA 40)
 * ```
 */
export function targetsFor(profile: PoolProfile, cya?: number): Targets {
  const source = profileName(profile);
  const spa = profile.type === 'spa';
  const salt = profile.sanitizer === 'salt';
  const cyaTarget = cyaRange(profile, source);
  const cyaLevel = cya ?? cyaTarget.goal;

  let fc: TargetRange;
  if (profile.sanitizer === 'bromine') {
    // Bromine is read on the chlorine pad (×2.25); the range is bromine's own, 3–5 (spa 4–6).
    fc = spa ? range(4, 6, `${source} (bromine)`) : range(3, 5, `${source} (bromine)`);
  } else {
    const levels = chlorineLevels(cyaLevel, profile.sanitizer);
    // A plan aims at the top of the range: chlorine is used up during the day.
    fc = range(levels.low, levels.high, `${source} (CYA ${Math.round(cyaLevel)})`, levels.high);
  }

  const ph = spa ? range(7.4, 7.8, source, 7.6) : range(7.2, 7.8, `${source} (ideal 7.4–7.6)`, 7.5);
  const ta = spa ? range(50, 80, source)
    : salt ? range(60, 80, source)
      : profile.sanitizer === 'trichlor' ? range(100, 120, source) : range(70, 90, source);
  const ch = spa ? range(120, 200, source)
    : profile.surface === 'plaster' ? range(250, 350, source)
      : profile.surface === 'vinyl' ? range(50, 300, source) : range(220, 320, source);
  const saltRange = SALT_RANGES[profile.saltCell ?? 'other'];
  const saltTarget = salt ? range(saltRange.low, saltRange.high, source, saltRange.goal) : range(0, 3000, `${source} (no salt cell)`, 0);
  const tdsHigh = 1500 + (salt ? saltRange.high : 0);

  return {
    free_chlorine: fc,
    ph,
    total_alkalinity: ta,
    calcium_hardness: ch,
    iron: range(0, 0, `${source} (iron stains above 0.3)`, 0),
    // 500 ppb, in the ppm the spec shows (0066).
    phosphates: range(0, 0.5, source, 0),
    total_chlorine: range(fc.low, fc.high + 0.5, `${source} (combined chlorine at most 0.5)`, fc.goal),
    cyanuric_acid: cyaTarget,
    copper: range(0, 0, source, 0),
    tds: range(0, tdsHigh, source, 0),
    salt: saltTarget,
    temperature: spa ? range(98, 104, source, 102) : range(60, 90, source, 82),
    borate: range(0, 50, source, 0),
  };
}

/** Where a reading lies against its range. */
export type ReadingStatus = 'low' | 'ok' | 'high';

/** Readings within this of a bound count as on it (floating point after simulation). */
const EPSILON = 1e-9;

/**
 * Low, ok or high against a range (inclusive bounds).
 *
 * @example
 * ```ts
 * statusOf(8.0, { low: 7.2, high: 7.8, goal: 7.5, source: '' }); // 'high'
 * ```
 */
export function statusOf(value: number, target: Pick<TargetRange, 'low' | 'high'>): ReadingStatus {
  if (value < target.low - EPSILON) return 'low';
  if (value > target.high + EPSILON) return 'high';
  return 'ok';
}

/**
 * One reading against its range, with units, as a result page shows it.
 *
 * @example
 * ```ts
 * const row: ReadingAssessment = { key: 'ph', value: 8, status: 'high', target: { low: 7.2, high: 7.8, goal: 7.5, source: '…' } };
 * ```
 */
export interface ReadingAssessment {
  key: FactorKey;
  value: number;
  status: ReadingStatus;
  target: TargetRange;
}

/**
 * Each reading against its range, in factor order (FC's range uses the reading's CYA).
 *
 * @example
 * ```ts
 * assessReadings(pool, { free_chlorine: 1, ph: 8 }); // [{ key: 'free_chlorine', status: 'low', … }, { key: 'ph', status: 'high', … }]
 * ```
 */
export function assessReadings(profile: PoolProfile, readings: Readings): ReadingAssessment[] {
  const targets = targetsFor(profile, readings.cyanuric_acid ?? 0);
  return FACTOR_KEYS.flatMap((key) => {
    const value = readings[key];
    if (value === undefined) return [];
    return [{ key, value, status: statusOf(value, targets[key]), target: targets[key] }];
  });
}
