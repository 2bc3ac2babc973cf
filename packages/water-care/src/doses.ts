/**
 * Doses (water-care.md, Dose constants): most are amount = Δppm × G / K with K per product, each K
 * a stoichiometric figure (1 oz of a pure substance in 1 gal is 7,489 ppm).
 */

/** ppm made by 1 oz (by weight) of a pure substance in 1 US gallon: 28.3495 g / 3.78541 L. */
export const PPM_PER_OZ_PER_GALLON = 28.349523125 / 3.785411784 * 1000;

/**
 * Dose constants K (amount in oz = Δppm · G / K) and side effects, as published (water-care.md).
 * Each is checked from its stoichiometry in the package's tests.
 */
export const DOSE_CONSTANTS = {
  /** fl oz = ΔFC · G / (78.125 · p): 1 gal of p % raises 10,000 gal by p ppm. */
  liquidChlorinePerPercent: 78.125,
  calHypo65: 4828.12,
  calHypo73: 5422.41,
  /** CH added per ppm FC from cal-hypo. */
  calHypoCalciumPerFc: 0.706,
  dichlor56: 4149.03,
  dichlorCyaPerFc: 0.91,
  trichlor90: 6854.95,
  trichlorCyaPerFc: 0.61,
  /** Salt added per ppm FC from liquid chlorine (2 NaCl per Cl2 equivalent: 2·58.44 / 70.91). */
  liquidChlorineSaltPerFc: 1.648,
  muriatic: 240.15,
  muriaticTaPerFlOz: 3911.47,
  dryAcid: 178.66,
  dryAcidTaPerOz: 2909.47,
  sodaAsh: 218.68,
  sodaAshTaPerOz: 7072.46,
  borax: 110.05,
  bakingSoda: 4259.15,
  bakingSodaPhPerOz: 9.091,
  calciumChlorideAnhydrous: 6754.11,
  calciumChlorideDihydrate: 5098.82,
  stabilizer: 7489.51,
  stabilizerPhPerOz: -138.8,
  salt: 7468.64,
} as const;

const positive = (name: string, v: number) => {
  if (!Number.isFinite(v) || v <= 0) throw new RangeError(`${name} must be a positive number`);
};
const rise = (delta: number) => Math.max(0, delta);

/** Specific gravity model of household bleach sold by weight percent (≈ 1.08 at 6 %). */
const bleachSpecificGravity = (weightPercent: number) => 1 + 0.0133 * weightPercent;
/** Cl2 per NaOCl by mass (available chlorine is counted as Cl2): 70.906 / 74.442. */
const CL2_PER_NAOCL = 70.906 / 74.442;

/**
 * The trade percent (volume %) of a chlorine solution: labels above 9 % are already trade %; household
 * bleach (9 % and below) is labelled by weight and converted with its specific gravity (6 % → 6.17).
 *
 * @example
 * ```ts
 * tradePercent(12.5); // 12.5
 * tradePercent(6); // ≈ 6.17
 * ```
 */
export function tradePercent(labelPercent: number): number {
  positive('chlorine strength', labelPercent);
  if (labelPercent > 9) return labelPercent;
  return labelPercent * bleachSpecificGravity(labelPercent) * CL2_PER_NAOCL;
}

/**
 * Fluid ounces of liquid chlorine of `labelPercent` (10, 12.5, or household 6 %) to raise FC by `deltaFc`.
 *
 * @example
 * ```ts
 * liquidChlorineFlOz(6, 15_000, 12.5); // ≈ 92.2
 * ```
 */
export function liquidChlorineFlOz(deltaFc: number, gallons: number, labelPercent: number): number {
  positive('gallons', gallons);
  return (rise(deltaFc) * gallons) / (DOSE_CONSTANTS.liquidChlorinePerPercent * tradePercent(labelPercent));
}

/**
 * Ounces of cal-hypo (65 % or 73 %) to raise FC by `deltaFc`; it also adds 0.706 ppm CH per ppm FC.
 *
 * @example
 * ```ts
 * calHypoOz(6, 15_000, 65); // ≈ 18.6
 * ```
 */
export function calHypoOz(deltaFc: number, gallons: number, percent: 65 | 73): number {
  positive('gallons', gallons);
  return (rise(deltaFc) * gallons) / (percent === 65 ? DOSE_CONSTANTS.calHypo65 : DOSE_CONSTANTS.calHypo73);
}

/**
 * Ounces of dichlor (56 %) to raise FC by `deltaFc`; adds 0.91 ppm CYA per ppm FC.
 *
 * @example
 * ```ts
 * dichlorOz(2, 10_000); // ≈ 4.8
 * ```
 */
export function dichlorOz(deltaFc: number, gallons: number): number {
  positive('gallons', gallons);
  return (rise(deltaFc) * gallons) / DOSE_CONSTANTS.dichlor56;
}

/**
 * Ounces of trichlor (90 %) to raise FC by `deltaFc`; adds 0.61 ppm CYA per ppm FC.
 *
 * @example
 * ```ts
 * trichlorOz(2, 10_000); // ≈ 2.9
 * ```
 */
export function trichlorOz(deltaFc: number, gallons: number): number {
  positive('gallons', gallons);
  return (rise(deltaFc) * gallons) / DOSE_CONSTANTS.trichlor90;
}

/**
 * The pH model's buffer adjustment at the mean of the two pH values and the TA:
 * (192.1626 − 60.1221m + 6.0752m² − 0.1943m³)·(TA + 13.91)/114.6.
 *
 * @example
 * ```ts
 * phAdjustment(8.0, 7.6, 70); // ≈ 0.454
 * ```
 */
export function phAdjustment(phNow: number, phGoal: number, totalAlkalinity: number): number {
  const m = (phNow + phGoal) / 2;
  return (192.1626 - 60.1221 * m + 6.0752 * m ** 2 - 0.1943 * m ** 3) * ((Math.max(0, totalAlkalinity) + 13.91) / 114.6);
}

/**
 * A pH change: from `phNow` to `phGoal` in water of total alkalinity `totalAlkalinity`.
 *
 * @example
 * ```ts
 * const move: PhMove = { phNow: 8.0, phGoal: 7.6, totalAlkalinity: 70, gallons: 15_000 };
 * ```
 */
export interface PhMove {
  phNow: number;
  phGoal: number;
  totalAlkalinity: number;
  gallons: number;
}

const phDose = (move: PhMove, k: number, direction: 'down' | 'up') => {
  positive('gallons', move.gallons);
  const delta = direction === 'down' ? move.phNow - move.phGoal : move.phGoal - move.phNow;
  if (delta <= 0) return 0;
  return (delta * move.gallons * phAdjustment(move.phNow, move.phGoal, move.totalAlkalinity)) / k;
};

/**
 * Fluid ounces of muriatic acid (31.45 %) to lower pH; lowers TA by 3911.47·fl oz/G.
 *
 * @example
 * ```ts
 * muriaticAcidFlOz({ phNow: 8.0, phGoal: 7.6, totalAlkalinity: 70, gallons: 15_000 }); // ≈ 11.3
 * ```
 */
export function muriaticAcidFlOz(move: PhMove): number {
  return phDose(move, DOSE_CONSTANTS.muriatic, 'down');
}

/**
 * Ounces of dry acid (sodium bisulfate) to lower pH; lowers TA by 2909.47·oz/G.
 *
 * @example
 * ```ts
 * dryAcidOz({ phNow: 8.0, phGoal: 7.6, totalAlkalinity: 70, gallons: 15_000 }); // ≈ 15.2
 * ```
 */
export function dryAcidOz(move: PhMove): number {
  return phDose(move, DOSE_CONSTANTS.dryAcid, 'down');
}

/**
 * Ounces of soda ash to raise pH; raises TA by 7072.46·oz/G.
 *
 * @example
 * ```ts
 * sodaAshOz({ phNow: 7.0, phGoal: 7.5, totalAlkalinity: 80, gallons: 15_000 }); // ≈ 43.9
 * ```
 */
export function sodaAshOz(move: PhMove): number {
  return phDose(move, DOSE_CONSTANTS.sodaAsh, 'up');
}

/**
 * Ounces of borax to raise pH (adds borate).
 *
 * @example
 * ```ts
 * boraxOz({ phNow: 7.0, phGoal: 7.5, totalAlkalinity: 80, gallons: 15_000 }); // ≈ 87.2
 * ```
 */
export function boraxOz(move: PhMove): number {
  return phDose(move, DOSE_CONSTANTS.borax, 'up');
}

/**
 * Ounces of baking soda to raise TA by `deltaTa`; raises pH by 9.091·oz/G.
 *
 * @example
 * ```ts
 * bakingSodaOz(20, 15_000); // ≈ 70.4
 * ```
 */
export function bakingSodaOz(deltaTa: number, gallons: number): number {
  positive('gallons', gallons);
  return (rise(deltaTa) * gallons) / DOSE_CONSTANTS.bakingSoda;
}

/**
 * Ounces of calcium chloride (anhydrous or the dihydrate flake) to raise CH by `deltaCh`.
 *
 * @example
 * ```ts
 * calciumChlorideOz(120, 15_000, 'anhydrous') / 16; // ≈ 16.7 lb
 * ```
 */
export function calciumChlorideOz(deltaCh: number, gallons: number, form: 'anhydrous' | 'dihydrate'): number {
  positive('gallons', gallons);
  return (rise(deltaCh) * gallons) / (form === 'anhydrous' ? DOSE_CONSTANTS.calciumChlorideAnhydrous : DOSE_CONSTANTS.calciumChlorideDihydrate);
}

/**
 * Ounces of granular stabilizer (cyanuric acid) to raise CYA by `deltaCya`; it lowers pH by
 * 138.8·oz/G over the days it takes to dissolve.
 *
 * @example
 * ```ts
 * stabilizerOz(20, 15_000); // ≈ 40.1
 * ```
 */
export function stabilizerOz(deltaCya: number, gallons: number): number {
  positive('gallons', gallons);
  return (rise(deltaCya) * gallons) / DOSE_CONSTANTS.stabilizer;
}

/**
 * Pounds of salt to raise salt by `deltaSalt` ppm.
 *
 * @example
 * ```ts
 * saltLb(400, 15_000); // ≈ 50.2
 * ```
 */
export function saltLb(deltaSalt: number, gallons: number): number {
  positive('gallons', gallons);
  return (rise(deltaSalt) * gallons) / DOSE_CONSTANTS.salt / 16;
}

/**
 * The fraction of the water to drain and refill to bring a factor from `current` down to `target`
 * with fill water at `fill`: 1 − (target − fill)/(current − fill). 0 when nothing needs draining;
 * `null` when the fill water itself is above the target (draining cannot get there).
 *
 * @example
 * ```ts
 * drainFraction(90, 50); // ≈ 0.444 (44 %)
 * ```
 */
export function drainFraction(current: number, target: number, fill = 0): number | null {
  if (current <= target) return 0;
  if (fill >= target) return null;
  return 1 - (target - fill) / (current - fill);
}
