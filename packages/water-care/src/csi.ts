/**
 * Balance: the Calcite Saturation Index (water-care.md, Balance).
 */

/**
 * The water the CSI needs: pH, TA, CH (ppm), CYA, salt and borate (ppm, default 0) and the
 * temperature in °F.
 *
 * @example
 * ```ts
 * const w: CsiInput = { ph: 8, total_alkalinity: 70, calcium_hardness: 180, cyanuric_acid: 20, temperature: 84 };
 * ```
 */
export interface CsiInput {
  ph: number;
  total_alkalinity: number;
  calcium_hardness: number;
  cyanuric_acid?: number;
  salt?: number;
  borate?: number;
  temperature: number;
}

/** −0.3 … +0.3 is balanced; above scales, below etches plaster. */
export const CSI_BALANCED = { low: -0.3, high: 0.3 } as const;

/** The temperature assumed when a test has none, in °F. */
export const DEFAULT_TEMPERATURE_F = 77;

/**
 * Fahrenheit to Celsius.
 *
 * @example
 * ```ts
 * fahrenheitToCelsius(84); // 28.888…
 * ```
 */
export function fahrenheitToCelsius(f: number): number {
  return ((f - 32) * 5) / 9;
}

/**
 * The carbonate alkalinity: TA less the alkalinity of cyanurate and borate at this pH.
 *
 * @example
 * ```ts
 * carbonateAlkalinity({ ph: 8, total_alkalinity: 70, calcium_hardness: 180, cyanuric_acid: 20, temperature: 84 }); // ≈ 62.3
 * ```
 */
export function carbonateAlkalinity(w: CsiInput): number {
  const cya = w.cyanuric_acid ?? 0;
  const borate = w.borate ?? 0;
  return w.total_alkalinity - (0.38772 * cya) / (1 + 10 ** (6.83 - w.ph)) - (4.63 * borate) / (1 + 10 ** (9.11 - w.ph));
}

/**
 * The Calcite Saturation Index of the water, or `null` when it is undefined (no calcium, or no
 * carbonate alkalinity left).
 *
 * @example
 * ```ts
 * csi({ ph: 8, total_alkalinity: 70, calcium_hardness: 180, cyanuric_acid: 20, temperature: 84 }); // ≈ +0.25
 * ```
 */
export function csi(w: CsiInput): number | null {
  const carb = carbonateAlkalinity(w);
  if (!(w.calcium_hardness > 0) || !(carb > 0)) return null;
  const salt = w.salt ?? 0;
  const ionic = (1.5 * w.calcium_hardness + w.total_alkalinity) / 50045 + Math.max(0, salt - 1.1678 * w.calcium_hardness) / 58440;
  const root = Math.sqrt(ionic);
  return w.ph - 11.677 + Math.log10(w.calcium_hardness) + Math.log10(carb) - (2.56 * root) / (1 + 1.65 * root)
    - 1412.5 / (fahrenheitToCelsius(w.temperature) + 273.15) + 4.7375;
}

/** Where a CSI lies: below −0.3 corrosive, above +0.3 scaling. */
export type Balance = 'corrosive' | 'balanced' | 'scaling';

/**
 * Names a CSI value.
 *
 * @example
 * ```ts
 * balanceOf(0.25); // 'balanced'
 * balanceOf(-0.5); // 'corrosive'
 * ```
 */
export function balanceOf(value: number): Balance {
  if (value < CSI_BALANCED.low) return 'corrosive';
  if (value > CSI_BALANCED.high) return 'scaling';
  return 'balanced';
}
