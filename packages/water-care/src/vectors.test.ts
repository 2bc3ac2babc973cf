/** Every test vector of shared/water-care.md (15,000 gal; FC 1, pH 8.0, TA 70, CH 180, CYA 20, 84 °F, no salt). */
import { describe, expect, it } from 'vitest';
import {
  bakingSodaOz, calciumChlorideOz, calHypoOz, chlorineLevels, csi, DOSE_CONSTANTS, drainFraction, dryAcidOz, liquidChlorineFlOz,
  muriaticAcidFlOz, saltLb, sodaAshOz, stabilizerOz,
} from './index.js';

const G = 15_000;
const TEST = { ph: 8.0, total_alkalinity: 70, calcium_hardness: 180, cyanuric_acid: 20, temperature: 84 };

describe('water-care.md test vectors', () => {
  it('12.5 % liquid chlorine for FC 1 → 7: 92 fl oz (10 %: 115; 6 %: 187)', () => {
    expect(Math.round(liquidChlorineFlOz(6, G, 12.5))).toBe(92);
    expect(Math.round(liquidChlorineFlOz(6, G, 10))).toBe(115);
    expect(Math.round(liquidChlorineFlOz(6, G, 6))).toBe(187);
  });
  it('cal-hypo 65 % for FC +6: 18.6 oz, adding CH ≈ 4.2', () => {
    expect(calHypoOz(6, G, 65)).toBeCloseTo(18.6, 1);
    expect(6 * DOSE_CONSTANTS.calHypoCalciumPerFc).toBeCloseTo(4.2, 1);
  });
  it('muriatic 31.45 % for pH 8.0 → 7.6: 11.3 fl oz at TA 70, 15.4 at TA 100', () => {
    expect(muriaticAcidFlOz({ phNow: 8, phGoal: 7.6, totalAlkalinity: 70, gallons: G })).toBeCloseTo(11.3, 1);
    expect(muriaticAcidFlOz({ phNow: 8, phGoal: 7.6, totalAlkalinity: 100, gallons: G })).toBeCloseTo(15.4, 1);
  });
  it('dry acid for pH 8.0 → 7.6 at TA 70: 15.2 oz', () => {
    expect(dryAcidOz({ phNow: 8, phGoal: 7.6, totalAlkalinity: 70, gallons: G })).toBeCloseTo(15.2, 1);
  });
  it('soda ash for pH 7.0 → 7.5 at TA 80: 43.9 oz', () => {
    expect(sodaAshOz({ phNow: 7, phGoal: 7.5, totalAlkalinity: 80, gallons: G })).toBeCloseTo(43.9, 1);
  });
  it('baking soda for TA 70 → 90: 70.4 oz (4.40 lb)', () => {
    expect(bakingSodaOz(20, G)).toBeCloseTo(70.4, 1);
    expect((bakingSodaOz(20, G) / 16).toFixed(2)).toBe('4.40');
  });
  it('calcium chloride for CH 180 → 300: 16.7 lb anhydrous, 22.1 lb dihydrate', () => {
    expect(calciumChlorideOz(120, G, 'anhydrous') / 16).toBeCloseTo(16.7, 1);
    expect(calciumChlorideOz(120, G, 'dihydrate') / 16).toBeCloseTo(22.1, 1);
  });
  it('stabilizer for CYA 20 → 40: 40.1 oz (2.50 lb)', () => {
    expect(stabilizerOz(20, G)).toBeCloseTo(40.1, 1);
    expect((stabilizerOz(20, G) / 16).toFixed(2)).toBe('2.50');
  });
  it('salt for 2800 → 3200: 50.2 lb', () => {
    expect(saltLb(400, G)).toBeCloseTo(50.2, 1);
  });
  it('drain for CYA 90 → 50: 44 % (6,667 gal)', () => {
    const f = drainFraction(90, 50)!;
    expect(Math.round(f * 100)).toBe(44);
    expect(Math.round(f * G)).toBe(6667);
  });
  it('CSI of the test: +0.25; after pH 7.6, TA 90, CH 300, CYA 40: +0.12', () => {
    expect(csi(TEST)!).toBeCloseTo(0.25, 2);
    expect(csi({ ...TEST, ph: 7.6, total_alkalinity: 90, calcium_hardness: 300, cyanuric_acid: 40 })!).toBeCloseTo(0.12, 2);
  });
  it('salt pool pH 7.6, TA 70, CH 350, CYA 70, salt 3200: CSI −0.25', () => {
    // The temperature of the salt vector is not given; the test's 84 °F is used.
    expect(csi({ ph: 7.6, total_alkalinity: 70, calcium_hardness: 350, cyanuric_acid: 70, salt: 3200, temperature: 84 })!).toBeCloseTo(-0.25, 1);
  });
  it('FC targets from CYA: 30 → 2, 4–6, 12; 40 → 3, 5–7, 16; 80 → 6, 9–11, 31', () => {
    expect(chlorineLevels(30, 'liquid_chlorine')).toEqual({ minimum: 2, low: 4, high: 6, shock: 12 });
    expect(chlorineLevels(40, 'liquid_chlorine')).toEqual({ minimum: 3, low: 5, high: 7, shock: 16 });
    expect(chlorineLevels(80, 'liquid_chlorine')).toEqual({ minimum: 6, low: 9, high: 11, shock: 31 });
  });
});
