/**
 * The treatment plan (water-care.md, A plan, not a list of numbers): ordered steps, each dosed on the
 * water the previous step left, with why, how much in the product's units, and when to retest.
 */
import { csi, DEFAULT_TEMPERATURE_F } from './csi.js';
import {
  bakingSodaOz, calciumChlorideOz, calHypoOz, DOSE_CONSTANTS, drainFraction, dryAcidOz, liquidChlorineFlOz, muriaticAcidFlOz,
  saltLb, sodaAshOz, stabilizerOz,
} from './doses.js';
import type { FactorKey, Readings } from './factors.js';
import type { PoolProfile } from './profile.js';
import { chlorineLevels, targetsFor, type Targets } from './targets.js';

/** The chemicals a plan doses, as the catalogue describes its products. */
export const CHEMICALS = [
  'liquid_chlorine', 'cal_hypo', 'muriatic_acid', 'dry_acid', 'soda_ash', 'baking_soda', 'calcium_chloride', 'stabilizer', 'salt',
] as const;
/**
 * One of {@link CHEMICALS}.
 *
 * @example
 * ```ts
 * const c: Chemical = 'muriatic_acid';
 * ```
 */
export type Chemical = (typeof CHEMICALS)[number];

/** Liquids are dosed in US fluid ounces, dry products in ounces by weight, a drain in gallons. */
export type AmountUnit = 'fl_oz' | 'oz' | 'gal';

/** The unit each chemical is dosed in. */
export const CHEMICAL_UNITS: Readonly<Record<Chemical, Exclude<AmountUnit, 'gal'>>> = {
  liquid_chlorine: 'fl_oz', muriatic_acid: 'fl_oz', cal_hypo: 'oz', dry_acid: 'oz', soda_ash: 'oz', baking_soda: 'oz',
  calcium_chloride: 'oz', stabilizer: 'oz', salt: 'oz',
};

/**
 * An amount in a unit.
 *
 * @example
 * ```ts
 * const a: Amount = { value: 92.16, unit: 'fl_oz' };
 * ```
 */
export interface Amount {
  value: number;
  unit: AmountUnit;
}

/**
 * The product a step uses: its chemical and, where it matters, its strength (% available chlorine of
 * liquid chlorine and cal-hypo) or form (calcium chloride).
 *
 * @example
 * ```ts
 * const jug: ProductChoice = { chemical: 'liquid_chlorine', percent: 12.5 };
 * ```
 */
export interface ProductChoice {
  chemical: Chemical;
  percent?: number | null;
  form?: 'anhydrous' | 'dihydrate' | null;
}

/**
 * The products a plan doses with: how it raises FC, lowers pH and raises CH; and the fill water's
 * values used by a drain (0 when not given: CYA and salt are 0 in tap water; say CH and TDS if known).
 *
 * @example
 * ```ts
 * const options: PlanOptions = { chlorine: { chemical: 'liquid_chlorine', percent: 10 }, acid: 'dry_acid', fill: { calcium_hardness: 120 } };
 * ```
 */
export interface PlanOptions {
  chlorine?: { chemical: 'liquid_chlorine'; percent: number } | { chemical: 'cal_hypo'; percent: 65 | 73 };
  acid?: 'muriatic_acid' | 'dry_acid';
  calcium?: 'anhydrous' | 'dihydrate';
  fill?: Readings;
}

/** What a step does (each appears at most once in a plan, so it is also the step's id). */
export const STEP_ACTIONS = [
  'drain', 'shock', 'raise_fc', 'raise_cya', 'lower_ph', 'raise_ta', 'lower_ta', 'raise_ph', 'raise_salt', 'raise_ch',
  'lower_fc', 'lower_ch', 'raise_bromine', 'remove_metals', 'remove_phosphates',
] as const;
/**
 * One of {@link STEP_ACTIONS}.
 *
 * @example
 * ```ts
 * const a: StepAction = 'lower_ph';
 * ```
 */
export type StepAction = (typeof STEP_ACTIONS)[number];

/**
 * One step of a plan. `product` and `amount` are null for advice (lower TA by aeration, metals, …);
 * a drain has an amount in gallons and no product. `water` is the simulated water after the step.
 *
 * @example
 * ```ts
 * const step: PlanStep = plan.steps[0]; // { action: 'raise_fc', factor: 'free_chlorine', from: 1, to: 7, amount: { value: 92.16, unit: 'fl_oz' }, … }
 * ```
 */
export interface PlanStep {
  action: StepAction;
  factor: FactorKey;
  product: ProductChoice | null;
  amount: Amount | null;
  from: number;
  to: number;
  why: string;
  how: string;
  /** Hours to wait (pump running) before testing again. */
  retestAfterHours: number;
  retest: string;
  /** The move was limited (pH at most 0.3 a step) or cannot be dosed: test again and repeat. */
  capped: boolean;
  water: Readings;
}

/**
 * A plan for a pool: its steps, the water before and after, the targets it aims for (FC from the CYA
 * the plan leaves), the CSI before and after, and when to retest.
 *
 * @example
 * ```ts
 * const plan: TreatmentPlan = treatmentPlan(pool, readings);
 * ```
 */
export interface TreatmentPlan {
  steps: PlanStep[];
  before: Readings;
  after: Readings;
  targets: Targets;
  csiBefore: number | null;
  csiAfter: number | null;
  /** The longest wait of the plan's steps: when to test the whole water again. */
  retestAfterHours: number;
}

/** The largest pH change one step makes; the model is approximate beyond it (water-care.md). */
export const MAX_PH_STEP = 0.3;

const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;

const RETEST: Record<StepAction, number> = {
  drain: 24, shock: 1, raise_fc: 0.5, raise_cya: 168, lower_ph: 4, raise_ta: 6, lower_ta: 24, raise_ph: 4, raise_salt: 24,
  raise_ch: 12, lower_fc: 24, lower_ch: 24, raise_bromine: 2, remove_metals: 24, remove_phosphates: 24,
};

function retestText(action: StepAction, label: string): string {
  const hours = RETEST[action];
  if (hours < 1) return `Retest ${label} after ${Math.round(hours * 60)} minutes with the pump running.`;
  if (hours >= 168) return `Retest ${label} in a week: it dissolves slowly.`;
  return `Retest ${label} after ${hours} hours with the pump running.`;
}

function cshOf(w: Readings): number | null {
  if (w.ph === undefined || w.total_alkalinity === undefined || w.calcium_hardness === undefined) return null;
  return csi({
    ph: w.ph, total_alkalinity: w.total_alkalinity, calcium_hardness: w.calcium_hardness, cyanuric_acid: w.cyanuric_acid ?? 0,
    salt: w.salt ?? 0, borate: w.borate ?? 0, temperature: w.temperature ?? DEFAULT_TEMPERATURE_F,
  });
}

const DILUTED: readonly FactorKey[] = [
  'free_chlorine', 'total_chlorine', 'total_alkalinity', 'calcium_hardness', 'iron', 'phosphates', 'cyanuric_acid', 'copper', 'tds', 'salt', 'borate',
];

/**
 * Builds the ordered plan: drain first when CYA, CH, salt or TDS is too high; chlorine first when FC is
 * below the minimum for the CYA (shock when combined chlorine is above 0.5); slow-dissolving stabilizer
 * early; acid after it, capped at 0.3 pH and dosed on the pH the stabilizer leaves; TA after acid; pH
 * up after TA; then chlorine up to the top of its target (when not done first), salt, and calcium last,
 * pre-dissolved. Each dose is computed on the water the previous steps left, with their side effects.
 * Readings not given are not treated. Throws `RangeError` for a volume that is not positive.
 *
 * @example
 * ```ts
 * const plan = treatmentPlan(
 *   { gallons: 15_000, sanitizer: 'liquid_chlorine', surface: 'plaster', type: 'pool', indoor: false },
 *   { free_chlorine: 1, ph: 8.0, total_alkalinity: 70, calcium_hardness: 180, cyanuric_acid: 20, temperature: 84 },
 * );
 * plan.steps.map((s) => s.action); // ['raise_fc', 'raise_cya', 'lower_ph', 'raise_ta', 'raise_ch']
 * ```
 */
export function treatmentPlan(profile: PoolProfile, readings: Readings, options: PlanOptions = {}): TreatmentPlan {
  const G = profile.gallons;
  if (!Number.isFinite(G) || G <= 0) throw new RangeError('gallons must be a positive number');
  const chlorine = options.chlorine ?? { chemical: 'liquid_chlorine', percent: 12.5 };
  const acid = options.acid ?? 'muriatic_acid';
  const calcium = options.calcium ?? 'anhydrous';
  const fill = options.fill ?? {};
  const steps: PlanStep[] = [];
  const w: Readings = { ...readings };
  const base = targetsFor(profile, w.cyanuric_acid ?? 0);

  const push = (step: Omit<PlanStep, 'retestAfterHours' | 'retest' | 'water' | 'capped'> & { capped?: boolean }, label: string) => {
    steps.push({ ...step, capped: step.capped ?? false, retestAfterHours: RETEST[step.action], retest: retestText(step.action, label), water: { ...w } });
  };

  // 1. Drain: one partial drain and refill, enough for the factor furthest above its range.
  {
    const fractions: { key: FactorKey; fraction: number | null }[] = [];
    for (const key of ['cyanuric_acid', 'calcium_hardness', 'salt', 'tds'] as const) {
      const value = w[key];
      if (value === undefined || value <= base[key].high) continue;
      fractions.push({ key, fraction: drainFraction(value, base[key].high, fill[key] ?? 0) });
    }
    const possible = fractions.filter((f): f is { key: FactorKey; fraction: number } => f.fraction !== null && f.fraction > 0);
    const worst = possible.sort((a, b) => b.fraction - a.fraction)[0];
    if (worst) {
      const before = w[worst.key]!;
      for (const key of DILUTED) {
        const v = w[key];
        if (v !== undefined) w[key] = v * (1 - worst.fraction) + (fill[key] ?? 0) * worst.fraction;
      }
      push({
        action: 'drain', factor: worst.key, product: null, amount: { value: worst.fraction * G, unit: 'gal' }, from: before, to: w[worst.key]!,
        why: `${LABEL[worst.key]} is ${round(before)} ppm, above ${base[worst.key].high}: no chemical lowers it, fresh water does.`,
        how: `Drain ${Math.round(worst.fraction * 100)} % of the water (${Math.round(worst.fraction * G).toLocaleString('en-US')} gal) and refill.`,
      }, 'everything');
    }
    for (const f of fractions.filter((x) => x.fraction === null)) {
      push({
        action: f.key === 'calcium_hardness' ? 'lower_ch' : 'drain', factor: f.key, product: null, amount: null, from: w[f.key]!, to: w[f.key]!, capped: true,
        why: `${LABEL[f.key]} is above ${base[f.key].high} and the fill water is not below it.`,
        how: 'Draining with this fill water cannot lower it: use a lower-hardness water source or a reverse-osmosis service.',
      }, LABEL[f.key]);
    }
  }

  // The CYA the plan leaves sets the FC target.
  const cyaTarget = base.cyanuric_acid;
  const raiseCya = w.cyanuric_acid !== undefined && w.cyanuric_acid < cyaTarget.low && cyaTarget.goal > w.cyanuric_acid;
  const finalCya = raiseCya ? cyaTarget.goal : (w.cyanuric_acid ?? 0);
  const targets = targetsFor(profile, finalCya);
  const bromine = profile.sanitizer === 'bromine';
  const levels = chlorineLevels(finalCya, profile.sanitizer);
  const nowLevels = chlorineLevels(w.cyanuric_acid ?? 0, profile.sanitizer);
  const combined = w.total_chlorine !== undefined && w.free_chlorine !== undefined ? w.total_chlorine - w.free_chlorine : 0;
  const shock = !bromine && combined > 0.5;

  const chlorineChoice: ProductChoice = { chemical: chlorine.chemical, percent: chlorine.percent };
  const raiseFc = (action: 'raise_fc' | 'shock', goal: number) => {
    const fc = w.free_chlorine!;
    const delta = goal - fc;
    const amount = chlorine.chemical === 'liquid_chlorine' ? liquidChlorineFlOz(delta, G, chlorine.percent) : calHypoOz(delta, G, chlorine.percent);
    w.free_chlorine = goal;
    if (w.total_chlorine !== undefined) w.total_chlorine = goal + (action === 'shock' ? combined : Math.max(0, combined));
    if (chlorine.chemical === 'liquid_chlorine' && w.salt !== undefined) w.salt += DOSE_CONSTANTS.liquidChlorineSaltPerFc * delta;
    if (chlorine.chemical === 'cal_hypo' && w.calcium_hardness !== undefined) w.calcium_hardness += DOSE_CONSTANTS.calHypoCalciumPerFc * delta;
    push({
      action, factor: 'free_chlorine', product: chlorineChoice, amount: { value: amount, unit: CHEMICAL_UNITS[chlorine.chemical] }, from: fc, to: goal,
      why: action === 'shock'
        ? `Combined chlorine is ${round(combined)} ppm (above 0.5): shock to FC ${goal} for CYA ${Math.round(finalCya)} and hold it until CC is 0.5 or less.`
        : fc < nowLevels.minimum
          ? `FC ${round(fc)} is below the minimum of ${nowLevels.minimum} for CYA ${Math.round(w.cyanuric_acid ?? 0)}: sanitize first.`
          : `FC ${round(fc)} is below the target ${levels.low}–${levels.high} for CYA ${Math.round(finalCya)}.`,
      how: chlorine.chemical === 'liquid_chlorine'
        ? 'Pour slowly in front of a return jet with the pump running.'
        : 'Pre-dissolve in a bucket of pool water and pour in front of a return jet with the pump running.',
    }, 'free chlorine');
  };

  // 2. Sanitizer first when FC is below the minimum, or shock when there is combined chlorine.
  if (!bromine && w.free_chlorine !== undefined) {
    if (shock && w.free_chlorine < levels.shock) raiseFc('shock', levels.shock);
    else if (w.free_chlorine < nowLevels.minimum) raiseFc('raise_fc', targets.free_chlorine.goal);
  }

  // 3. Stabilizer early: it takes up to a week to dissolve, and lowers pH as it does.
  if (raiseCya) {
    const from = w.cyanuric_acid!;
    const oz = stabilizerOz(cyaTarget.goal - from, G);
    w.cyanuric_acid = cyaTarget.goal;
    if (w.ph !== undefined) w.ph += (DOSE_CONSTANTS.stabilizerPhPerOz * oz) / G;
    push({
      action: 'raise_cya', factor: 'cyanuric_acid', product: { chemical: 'stabilizer' }, amount: { value: oz, unit: 'oz' }, from, to: cyaTarget.goal,
      why: `CYA ${round(from)} is below ${cyaTarget.low}: stabilizer keeps sunlight from burning off chlorine. It also pulls pH down as it dissolves, so the acid below is less.`,
      how: 'Put it in a sock in front of a return jet (or in the skimmer basket); do not backwash for a week.',
    }, 'cyanuric acid');
  }

  const phGoal = targets.ph.goal;
  const phBand = 0.1;
  // 4. Acid, capped at 0.3 pH a step, on the pH the stabilizer leaves, and leaving room for the pH the
  // baking soda of step 5 will add (its amount depends on the TA the acid leaves: a few rounds settle it).
  const acidDose = (from: number, to: number, ta: number) => {
    const move = { phNow: from, phGoal: to, totalAlkalinity: ta, gallons: G };
    const amount = acid === 'muriatic_acid' ? muriaticAcidFlOz(move) : dryAcidOz(move);
    const taDrop = acid === 'muriatic_acid' ? (DOSE_CONSTANTS.muriaticTaPerFlOz * amount) / G : (DOSE_CONSTANTS.dryAcidTaPerOz * amount) / G;
    return { amount, taAfter: Math.max(0, ta - taDrop) };
  };
  const bakingSodaRise = (ta: number) =>
    ta < targets.total_alkalinity.low ? (DOSE_CONSTANTS.bakingSodaPhPerOz * bakingSodaOz(targets.total_alkalinity.goal - ta, G)) / G : 0;
  if (w.ph !== undefined && w.total_alkalinity !== undefined && w.ph + bakingSodaRise(w.total_alkalinity) > phGoal + phBand) {
    const from = w.ph;
    let aim = phGoal - bakingSodaRise(w.total_alkalinity);
    for (let i = 0; i < 3; i++) aim = phGoal - bakingSodaRise(acidDose(from, Math.min(from, Math.max(aim, from - MAX_PH_STEP)), w.total_alkalinity).taAfter);
    const to = Math.min(from, Math.max(aim, from - MAX_PH_STEP));
    const { amount, taAfter } = acidDose(from, to, w.total_alkalinity);
    w.ph = to;
    w.total_alkalinity = taAfter;
    const capped = from - aim > MAX_PH_STEP + 1e-9;
    push({
      action: 'lower_ph', factor: 'ph', product: { chemical: acid }, amount: { value: amount, unit: CHEMICAL_UNITS[acid] }, from, to, capped,
      why: `pH ${round(from, 2)} is above the ideal ${round(phGoal - phBand, 1)}–${round(phGoal + phBand, 1)}: chlorine works poorly and scale forms.${capped ? ' At most 0.3 pH at a time: retest and repeat.' : ''}`,
      how: acid === 'muriatic_acid'
        ? 'Pour slowly in front of a return jet with the pump running; never mix with chlorine.'
        : 'Broadcast over the deep end with the pump running.',
    }, 'pH and alkalinity');
  }

  // 5. TA after acid: raise with baking soda, or lower by acid and aeration (advice, no dose).
  if (w.total_alkalinity !== undefined) {
    const ta = targets.total_alkalinity;
    if (w.total_alkalinity < ta.low) {
      const from = w.total_alkalinity;
      const oz = bakingSodaOz(ta.goal - from, G);
      w.total_alkalinity = ta.goal;
      if (w.ph !== undefined) w.ph += (DOSE_CONSTANTS.bakingSodaPhPerOz * oz) / G;
      push({
        action: 'raise_ta', factor: 'total_alkalinity', product: { chemical: 'baking_soda' }, amount: { value: oz, unit: 'oz' }, from, to: ta.goal,
        why: `TA ${round(from)} is below ${ta.low}: low alkalinity lets pH swing.`,
        how: 'Broadcast over the deep end with the pump running; add at most 10 lb at a time.',
      }, 'total alkalinity');
    } else if (w.total_alkalinity > ta.high) {
      push({
        action: 'lower_ta', factor: 'total_alkalinity', product: null, amount: null, from: w.total_alkalinity, to: w.total_alkalinity, capped: true,
        why: `TA ${round(w.total_alkalinity)} is above ${ta.high}: it pushes pH up.`,
        how: 'No product lowers TA directly: lower pH to 7.0–7.2 with acid, then aerate (fountains, jets pointed up) until pH rises; repeat.',
      }, 'total alkalinity');
    }
  }

  // 6. pH up after TA, capped at 0.3.
  if (w.ph !== undefined && w.total_alkalinity !== undefined && w.ph < phGoal - phBand) {
    const from = w.ph;
    const to = Math.min(phGoal, from + MAX_PH_STEP);
    const oz = sodaAshOz({ phNow: from, phGoal: to, totalAlkalinity: w.total_alkalinity, gallons: G });
    w.ph = to;
    w.total_alkalinity += (DOSE_CONSTANTS.sodaAshTaPerOz * oz) / G;
    const capped = phGoal - from > MAX_PH_STEP + 1e-9;
    push({
      action: 'raise_ph', factor: 'ph', product: { chemical: 'soda_ash' }, amount: { value: oz, unit: 'oz' }, from, to, capped,
      why: `pH ${round(from, 2)} is below the ideal ${round(phGoal - phBand, 1)}–${round(phGoal + phBand, 1)}: low pH etches surfaces and stings eyes.${capped ? ' At most 0.3 pH at a time: retest and repeat.' : ''}`,
      how: 'Pre-dissolve in a bucket of water and pour in front of a return jet with the pump running.',
    }, 'pH');
  }

  // 7. Chlorine up to the top of its target, when it was not done first; or advice when it is high.
  if (!bromine && w.free_chlorine !== undefined && !steps.some((s) => s.factor === 'free_chlorine')) {
    if (w.free_chlorine < targets.free_chlorine.low) raiseFc('raise_fc', targets.free_chlorine.goal);
    else if (w.free_chlorine > targets.free_chlorine.high && !shock) {
      push({
        action: 'lower_fc', factor: 'free_chlorine', product: null, amount: null, from: w.free_chlorine, to: w.free_chlorine, capped: true,
        why: `FC ${round(w.free_chlorine)} is above ${targets.free_chlorine.high} for CYA ${Math.round(finalCya)}.`,
        how: w.free_chlorine > levels.shock
          ? 'Do not swim: add no chlorine and let sunlight bring it down.'
          : 'Add no chlorine until it falls into the target; sunlight brings it down.',
      }, 'free chlorine');
    }
  }
  if (bromine && w.free_chlorine !== undefined && w.free_chlorine < targets.free_chlorine.low) {
    push({
      action: 'raise_bromine', factor: 'free_chlorine', product: null, amount: null, from: w.free_chlorine, to: w.free_chlorine, capped: true,
      why: `Bromine ${round(w.free_chlorine)} is below ${targets.free_chlorine.low}.`,
      how: 'Turn up the brominator or add bromine tablets to the feeder.',
    }, 'bromine');
  }

  // 8. Salt for the generator.
  if (profile.sanitizer === 'salt' && w.salt !== undefined && w.salt < targets.salt.low) {
    const from = w.salt;
    const lb = saltLb(targets.salt.goal - from, G);
    w.salt = targets.salt.goal;
    if (w.tds !== undefined) w.tds += targets.salt.goal - from;
    push({
      action: 'raise_salt', factor: 'salt', product: { chemical: 'salt' }, amount: { value: lb * 16, unit: 'oz' }, from, to: targets.salt.goal,
      why: `Salt ${Math.round(from)} is below ${targets.salt.low}: the cell cannot make chlorine.`,
      how: 'Turn the cell off, broadcast the salt and brush it until it dissolves; turn the cell on after 24 hours.',
    }, 'salt');
  }

  // 9. Calcium last, pre-dissolved.
  if (w.calcium_hardness !== undefined && w.calcium_hardness < targets.calcium_hardness.low) {
    const from = w.calcium_hardness;
    const oz = calciumChlorideOz(targets.calcium_hardness.goal - from, G, calcium);
    w.calcium_hardness = targets.calcium_hardness.goal;
    push({
      action: 'raise_ch', factor: 'calcium_hardness', product: { chemical: 'calcium_chloride', form: calcium }, amount: { value: oz, unit: 'oz' },
      from, to: targets.calcium_hardness.goal,
      why: `CH ${round(from)} is below ${targets.calcium_hardness.low}${profile.surface === 'plaster' ? ': soft water etches plaster' : ''}.`,
      how: 'Pre-dissolve in a bucket of water (it gets hot), then pour in front of a return jet; add at most 10 lb at a time.',
    }, 'calcium hardness');
  }

  // Side effects that pushed a factor above its range (soda ash raises TA, cal-hypo raises CH): say so.
  if (w.total_alkalinity !== undefined && w.total_alkalinity > targets.total_alkalinity.high && !steps.some((s) => s.action === 'lower_ta')) {
    push({
      action: 'lower_ta', factor: 'total_alkalinity', product: null, amount: null, from: w.total_alkalinity, to: w.total_alkalinity, capped: true,
      why: `The steps above leave TA near ${round(w.total_alkalinity)}, above ${targets.total_alkalinity.high}.`,
      how: 'After retesting, lower pH to 7.0–7.2 with acid, then aerate until pH rises; repeat.',
    }, 'total alkalinity');
  }
  if (w.calcium_hardness !== undefined && w.calcium_hardness > targets.calcium_hardness.high && !steps.some((s) => s.factor === 'calcium_hardness')) {
    push({
      action: 'lower_ch', factor: 'calcium_hardness', product: null, amount: null, from: w.calcium_hardness, to: w.calcium_hardness, capped: true,
      why: `The chlorine above leaves CH near ${round(w.calcium_hardness)}, above ${targets.calcium_hardness.high}.`,
      how: 'Use liquid chlorine instead of cal-hypo from now on; a partial drain and refill lowers CH.',
    }, 'calcium hardness');
  }

  // 10. What no dose fixes.
  const metals = (['iron', 'copper'] as const).filter((k) => (w[k] ?? 0) > targets[k].high);
  if (metals.length > 0) {
    const key = metals[0]!;
    push({
      action: 'remove_metals', factor: key, product: null, amount: null, from: w[key]!, to: w[key]!, capped: true,
      why: `${metals.map((k) => `${LABEL[k]} ${w[k]} ppm`).join(', ')}: metals stain surfaces (iron above 0.3 ppm).`,
      how: 'Add a metal sequestrant and find the source (fill water, copper heat exchanger, copper algaecide).',
    }, metals.map((k) => LABEL[k].toLowerCase()).join(' and '));
  }
  if (w.phosphates !== undefined && w.phosphates > targets.phosphates.high) {
    push({
      action: 'remove_phosphates', factor: 'phosphates', product: null, amount: null, from: w.phosphates, to: w.phosphates, capped: true,
      why: `Phosphates ${Math.round(w.phosphates * 100) / 100} ppm are above ${targets.phosphates.high} ppm.`,
      how: 'Phosphates feed algae only when chlorine is low: keep FC in its target; a phosphate remover is optional.',
    }, 'phosphates');
  }

  return {
    steps,
    before: { ...readings },
    after: w,
    targets,
    csiBefore: cshOf(readings),
    csiAfter: cshOf(w),
    retestAfterHours: steps.reduce((max, s) => Math.max(max, s.retestAfterHours), 0),
  };
}

const LABEL: Record<FactorKey, string> = {
  free_chlorine: 'Free Chlorine', ph: 'pH', total_alkalinity: 'Total Alkalinity', calcium_hardness: 'Calcium Hardness', iron: 'Iron',
  phosphates: 'Phosphates', total_chlorine: 'Total Chlorine', cyanuric_acid: 'Cyanuric Acid', copper: 'Copper', tds: 'TDS', salt: 'Salt',
  temperature: 'Temperature', borate: 'Borate',
};

/**
 * An amount as a page shows it: fl oz (with gallons from one gallon up), oz below a pound, pounds
 * (with ounces) from one pound up, gallons of water.
 *
 * @example
 * ```ts
 * formatAmount({ value: 70.43, unit: 'oz' }); // '4.40 lb (70.4 oz)'
 * formatAmount({ value: 92.16, unit: 'fl_oz' }); // '92.2 fl oz'
 * ```
 */
export function formatAmount(amount: Amount): string {
  const v = amount.value;
  switch (amount.unit) {
    case 'fl_oz':
      return v >= 128 ? `${round(v).toLocaleString('en-US')} fl oz (${(v / 128).toFixed(2)} gal)` : `${round(v)} fl oz`;
    case 'oz':
      return v >= 16 ? `${(v / 16).toFixed(2)} lb (${round(v).toLocaleString('en-US')} oz)` : `${round(v)} oz`;
    case 'gal':
      return `${Math.round(v).toLocaleString('en-US')} gal`;
  }
}

/**
 * A store package: how much one holds, in the unit its chemical is dosed in (a 1-gal jug is 128 fl oz,
 * a 25-lb bag 400 oz).
 *
 * @example
 * ```ts
 * const jug: PackageSize = { amount: 128, unit: 'fl_oz' };
 * ```
 */
export interface PackageSize {
  amount: number;
  unit: Exclude<AmountUnit, 'gal'>;
}

/**
 * Whole packages for a dose (rounded up, never fewer than the dose needs) and what is left over.
 * Throws `RangeError` for a unit mismatch, a non-positive package or a negative dose.
 *
 * @example
 * ```ts
 * wholePackages({ value: 92.16, unit: 'fl_oz' }, { amount: 128, unit: 'fl_oz' }); // { packages: 1, leftover: { value: 35.84, unit: 'fl_oz' } }
 * ```
 */
export function wholePackages(dose: Amount, size: PackageSize): { packages: number; leftover: Amount } {
  if (dose.unit !== size.unit) throw new RangeError(`a dose in ${dose.unit} cannot be bought in ${size.unit}`);
  if (!(size.amount > 0) || !Number.isFinite(size.amount)) throw new RangeError('package size must be positive');
  if (!(dose.value >= 0) || !Number.isFinite(dose.value)) throw new RangeError('dose must not be negative');
  let packages = Math.ceil(dose.value / size.amount);
  if (packages * size.amount < dose.value) packages += 1;
  return { packages, leftover: { value: Math.max(0, packages * size.amount - dose.value), unit: size.unit } };
}
