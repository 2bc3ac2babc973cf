import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FACTOR_KEYS, formatAmount, POOL_TYPES, SALT_CELLS, SANITIZERS, statusOf, SURFACES, treatmentPlan, wholePackages,
  type PoolProfile, type Readings, type TreatmentPlan,
} from './index.js';

const POOL: PoolProfile = { gallons: 15_000, sanitizer: 'liquid_chlorine', surface: 'plaster', type: 'pool', indoor: false };
const TEST: Readings = { free_chlorine: 1, ph: 8.0, total_alkalinity: 70, calcium_hardness: 180, cyanuric_acid: 20, temperature: 84 };

describe('treatmentPlan: the test of water-care.md', () => {
  const plan = treatmentPlan(POOL, TEST);

  it('orders the steps: chlorine first (FC below minimum), stabilizer, acid, TA, calcium last', () => {
    expect(plan.steps.map((s) => s.action)).toEqual(['raise_fc', 'raise_cya', 'lower_ph', 'raise_ta', 'raise_ch']);
  });

  it('doses chlorine to the top of the target for the CYA the plan leaves (40 → 5–7): 92 fl oz of 12.5 %', () => {
    const step = plan.steps[0]!;
    expect(step).toMatchObject({ from: 1, to: 7, product: { chemical: 'liquid_chlorine', percent: 12.5 } });
    expect(Math.round(step.amount!.value)).toBe(92);
    expect(step.retest).toBe('Retest free chlorine after 30 minutes with the pump running.');
  });

  it('stabilizer 20 → 40 (40.1 oz); the acid is dosed on the pH the stabilizer leaves (8.0 → 7.63), leaving room for the baking soda', () => {
    const [, cya, acid] = plan.steps;
    expect(cya!.amount!.value).toBeCloseTo(40.1, 1);
    expect(acid!.from).toBeCloseTo(8.0 - (138.8 * 40.05) / 15_000, 2);
    // It leaves room for the pH the baking soda of the next step adds, so the plan ends at 7.5.
    expect(acid!.to).toBeLessThan(7.5);
    expect(plan.after.ph).toBeCloseTo(7.5, 3);
    expect(acid!.amount!.unit).toBe('fl_oz');
    expect(acid!.amount!.value).toBeGreaterThan(0);
  });

  it('raises TA after the acid lowered it, and calcium 180 → 300 with 16.7 lb', () => {
    const ta = plan.steps[3]!;
    expect(ta.from).toBeLessThan(70);
    expect(ta.to).toBe(80);
    expect(plan.steps[4]!.amount!.value / 16).toBeCloseTo(16.7, 1);
  });

  it('leaves every treated factor in its range, and the CSI before and after', () => {
    for (const key of ['free_chlorine', 'ph', 'total_alkalinity', 'calcium_hardness', 'cyanuric_acid'] as const) {
      expect(statusOf(plan.after[key]!, plan.targets[key])).toBe('ok');
    }
    expect(plan.csiBefore!).toBeCloseTo(0.25, 2);
    expect(plan.csiAfter!).toBeGreaterThan(-0.3);
    expect(plan.retestAfterHours).toBe(168);
  });

  it('each step carries the water it leaves, which the next step starts from', () => {
    for (let i = 1; i < plan.steps.length; i++) {
      const step = plan.steps[i]!;
      expect(step.from).toBeCloseTo(plan.steps[i - 1]!.water[step.factor]!, 9);
    }
  });
});

describe('treatmentPlan: other waters', () => {
  it('drains first when CYA is too high (90 → 50: 44 %, 6,667 gal), and everything else is dosed on the diluted water', () => {
    const plan = treatmentPlan(POOL, { ...TEST, free_chlorine: 5, cyanuric_acid: 90 });
    const drain = plan.steps[0]!;
    expect(drain.action).toBe('drain');
    expect(formatAmount(drain.amount!)).toBe('6,667 gal');
    expect(drain.how).toContain('44 %');
    expect(plan.after.cyanuric_acid).toBeCloseTo(50, 9);
    expect(plan.steps.find((s) => s.action === 'raise_ch')!.from).toBeCloseTo(100, 6);
  });

  it('caps a pH move at 0.3 and asks to repeat', () => {
    const plan = treatmentPlan(POOL, { ...TEST, free_chlorine: 7, cyanuric_acid: 40, ph: 8.4 });
    const acid = plan.steps.find((s) => s.action === 'lower_ph')!;
    expect(acid.to).toBeCloseTo(8.1, 9);
    expect(acid.capped).toBe(true);
    expect(acid.why).toContain('At most 0.3 pH at a time');
  });

  it('shocks to the SLAM level when combined chlorine is above 0.5', () => {
    const plan = treatmentPlan(POOL, { ...TEST, cyanuric_acid: 40, free_chlorine: 3, total_chlorine: 4 });
    expect(plan.steps[0]).toMatchObject({ action: 'shock', to: 16 });
  });

  it('uses dry acid, cal-hypo and dihydrate calcium chloride when asked, and cal-hypo raises CH', () => {
    const plan = treatmentPlan(POOL, TEST, { acid: 'dry_acid', chlorine: { chemical: 'cal_hypo', percent: 65 }, calcium: 'dihydrate' });
    expect(plan.steps.map((s) => s.product?.chemical)).toEqual(['cal_hypo', 'stabilizer', 'dry_acid', 'baking_soda', 'calcium_chloride']);
    expect(plan.steps[0]!.water.calcium_hardness).toBeCloseTo(180 + 6 * 0.706, 6);
    expect(plan.steps[4]!.product).toEqual({ chemical: 'calcium_chloride', form: 'dihydrate' });
  });

  it('salt pools get salt for their cell; high TA is advice, not a dose', () => {
    const plan = treatmentPlan({ ...POOL, sanitizer: 'salt', saltCell: 'pentair_intellichlor' },
      { free_chlorine: 5, ph: 7.5, total_alkalinity: 120, calcium_hardness: 300, cyanuric_acid: 70, salt: 2800 });
    const salt = plan.steps.find((s) => s.action === 'raise_salt')!;
    expect(salt.to).toBe(3400);
    expect(salt.amount!.value / 16).toBeCloseTo((600 * 15_000) / 7468.64 / 16, 6);
    expect(plan.steps.find((s) => s.action === 'lower_ta')).toMatchObject({ amount: null, product: null, capped: true });
  });

  it('water in range needs no steps; untested factors are left alone', () => {
    expect(treatmentPlan(POOL, { free_chlorine: 6, ph: 7.5, total_alkalinity: 80, calcium_hardness: 300, cyanuric_acid: 40 }).steps).toEqual([]);
    expect(treatmentPlan(POOL, { ph: 7.5 }).steps).toEqual([]);
  });

  it('refuses a volume that is not positive', () => {
    expect(() => treatmentPlan({ ...POOL, gallons: 0 }, TEST)).toThrow(RangeError);
  });
});

describe('wholePackages', () => {
  it('rounds up to whole packages and shows the leftover', () => {
    const r = wholePackages({ value: 92.16, unit: 'fl_oz' }, { amount: 128, unit: 'fl_oz' });
    expect(r.packages).toBe(1);
    expect(r.leftover.value).toBeCloseTo(35.84, 9);
    expect(wholePackages({ value: 0, unit: 'oz' }, { amount: 400, unit: 'oz' }).packages).toBe(0);
    expect(() => wholePackages({ value: 1, unit: 'oz' }, { amount: 128, unit: 'fl_oz' })).toThrow(RangeError);
  });
});

// ---- Properties ----

const profileArb = fc.record({
  gallons: fc.double({ min: 200, max: 200_000, noNaN: true }),
  sanitizer: fc.constantFrom(...SANITIZERS),
  surface: fc.constantFrom(...SURFACES),
  type: fc.constantFrom(...POOL_TYPES),
  indoor: fc.boolean(),
  saltCell: fc.constantFrom(...SALT_CELLS, null),
});

const readingsArb = fc.record({
  free_chlorine: fc.double({ min: 0, max: 40, noNaN: true }),
  combined: fc.double({ min: 0, max: 3, noNaN: true }),
  ph: fc.double({ min: 6, max: 9, noNaN: true }),
  total_alkalinity: fc.double({ min: 0, max: 300, noNaN: true }),
  calcium_hardness: fc.double({ min: 0, max: 1200, noNaN: true }),
  cyanuric_acid: fc.double({ min: 0, max: 200, noNaN: true }),
  salt: fc.double({ min: 0, max: 6000, noNaN: true }),
  temperature: fc.double({ min: 40, max: 104, noNaN: true }),
}).map(({ combined, ...r }): Readings => ({ ...r, total_chlorine: r.free_chlorine + combined }));

const flagged = (plan: TreatmentPlan, key: string) => plan.steps.some((s) => s.factor === key && s.capped);

describe('treatmentPlan properties', () => {
  it('doses are never negative; dosed steps have a positive amount and a product', () => {
    fc.assert(fc.property(profileArb, readingsArb, (profile, readings) => {
      for (const step of treatmentPlan(profile, readings).steps) {
        if (step.amount) expect(step.amount.value).toBeGreaterThan(0);
        if (step.product) expect(step.amount).not.toBeNull();
        expect(step.retestAfterHours).toBeGreaterThan(0);
      }
    }), { numRuns: 400 });
  });

  it('the simulated doses move each factor into its target range, or the plan says why not (capped or advice)', () => {
    fc.assert(fc.property(profileArb, readingsArb, (profile, readings) => {
      const plan = treatmentPlan(profile, readings);
      const shock = readings.total_chlorine! - readings.free_chlorine! > 0.5;
      const keys = ['ph', 'total_alkalinity', 'calcium_hardness', 'cyanuric_acid'] as const;
      for (const key of keys) {
        const ok = statusOf(plan.after[key]!, plan.targets[key]) === 'ok';
        if (!ok && !flagged(plan, key)) throw new Error(`${key} ${plan.after[key]} not in ${JSON.stringify(plan.targets[key])}`);
      }
      if (!shock && profile.sanitizer !== 'bromine') {
        const ok = statusOf(plan.after.free_chlorine!, plan.targets.free_chlorine) === 'ok';
        if (!ok && !flagged(plan, 'free_chlorine')) throw new Error(`FC ${plan.after.free_chlorine}`);
      }
      if (profile.sanitizer === 'salt') expect(plan.after.salt!).toBeGreaterThanOrEqual(plan.targets.salt.low - 1e-9);
    }), { numRuns: 400 });
  });

  it('no step moves a factor the wrong way from its range, and each step starts from the water the previous one left', () => {
    fc.assert(fc.property(profileArb, readingsArb, (profile, readings) => {
      const plan = treatmentPlan(profile, readings);
      let water = plan.before;
      for (const step of plan.steps) {
        if (step.action !== 'drain') expect(step.from).toBeCloseTo(water[step.factor]!, 9);
        if (step.action.startsWith('raise')) expect(step.to).toBeGreaterThanOrEqual(step.from);
        if (step.action.startsWith('lower') || step.action === 'drain') expect(step.to).toBeLessThanOrEqual(step.from);
        water = step.water;
      }
      expect(water).toEqual(plan.after);
    }), { numRuns: 300 });
  });

  it('rounding up to packages never yields less than the dose, nor a whole package too many', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: 0.1, max: 10_000, noNaN: true }), (dose, size) => {
      const { packages, leftover } = wholePackages({ value: dose, unit: 'oz' }, { amount: size, unit: 'oz' });
      expect(Number.isInteger(packages)).toBe(true);
      expect(packages * size).toBeGreaterThanOrEqual(dose);
      expect((packages - 1) * size).toBeLessThan(dose + (packages === 0 ? 1 : 0));
      expect(leftover.value).toBeGreaterThanOrEqual(0);
    }), { numRuns: 500 });
  });

  it('the plan is deterministic and does not touch the readings it was given', () => {
    fc.assert(fc.property(profileArb, readingsArb, (profile, readings) => {
      const copy = JSON.parse(JSON.stringify(readings)) as Readings;
      expect(treatmentPlan(profile, readings)).toEqual(treatmentPlan(profile, readings));
      expect(readings).toEqual(copy);
      expect(Object.keys(treatmentPlan(profile, readings).after).every((k) => (FACTOR_KEYS as readonly string[]).includes(k))).toBe(true);
    }), { numRuns: 100 });
  });
});
