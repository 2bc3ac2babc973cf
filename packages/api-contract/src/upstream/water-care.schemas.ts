import {
  CHEMICALS, FACTOR_KEYS, GALLONS_MAX, GALLONS_MIN, parseReading, POOL_TYPES, SALT_CELLS, SANITIZERS, STEP_ACTIONS, SURFACES,
  type FactorKey,
} from '@pool/water-care';
import { z } from 'zod';

/**
 * A pool profile as a plan needs it (issue #14; @pool/water-care `PoolProfile`). The storefront's
 * guest form sends it inline; a saved pool will send its own.
 */
export const WaterCareProfileSchema = z.object({
  gallons: z.number({ invalid_type_error: 'Pool volume must be a number.', required_error: 'Enter the pool volume in gallons.' })
    .finite('Pool volume must be a number.')
    .min(GALLONS_MIN, `Pool volume must be between ${GALLONS_MIN} and ${GALLONS_MAX.toLocaleString('en-US')} gal.`)
    .max(GALLONS_MAX, `Pool volume must be between ${GALLONS_MIN} and ${GALLONS_MAX.toLocaleString('en-US')} gal.`),
  sanitizer: z.enum(SANITIZERS),
  surface: z.enum(SURFACES),
  type: z.enum(POOL_TYPES),
  indoor: z.boolean(),
  salt_cell: z.enum(SALT_CELLS).nullable().optional(),
}).strict();
export type WaterCareProfile = z.infer<typeof WaterCareProfileSchema>;

/** One reading: refused with the message of @pool/water-care `parseReading` (negative, pH 15, not a number). */
const reading = (key: FactorKey) => z.number({ invalid_type_error: parseReadingMessage(key) }).optional().superRefine((value, ctx) => {
  if (value === undefined) return;
  const result = parseReading(key, value);
  if (!result.ok) ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.message });
});
function parseReadingMessage(key: FactorKey): string {
  const result = parseReading(key, 'x');
  return result.ok ? 'must be a number' : result.message;
}

/** The readings of a test by factor key; each optional, each within its factor's bounds. */
export const WaterCareReadingsSchema = z.object(
  Object.fromEntries(FACTOR_KEYS.map((key) => [key, reading(key)])) as Record<FactorKey, ReturnType<typeof reading>>,
).strict().superRefine((r, ctx) => {
  if (r.total_chlorine !== undefined && r.free_chlorine !== undefined && r.total_chlorine < r.free_chlorine) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['total_chlorine'], message: 'Total Chlorine cannot be below Free Chlorine.' });
  }
});
export type WaterCareReadings = z.infer<typeof WaterCareReadingsSchema>;

/** A plan request: the pool and its readings. */
export const WaterCarePlanBodySchema = z.object({ profile: WaterCareProfileSchema, readings: WaterCareReadingsSchema }).strict();
export type WaterCarePlanBody = z.infer<typeof WaterCarePlanBodySchema>;

/** An amount with the text a page shows ('4.40 lb (70.4 oz)'). */
export const WaterCareAmountSchema = z.object({ value: z.number(), unit: z.enum(['fl_oz', 'oz', 'gal']), text: z.string() });

/** One reading against its range. */
export const WaterCareReadingRowSchema = z.object({
  key: z.enum(FACTOR_KEYS),
  label: z.string(),
  units: z.string(),
  value: z.number(),
  status: z.enum(['low', 'ok', 'high']),
  low: z.number(),
  high: z.number(),
  source: z.string(),
});

/**
 * The catalogue product that fits a step, in whole packages: `quantity` packages of `package_label`,
 * with the leftover after the dose. `price` and `line_total` are dollars for the named buyer (`x-buyer`).
 */
export const WaterCarePlanProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  handle: z.string(),
  title: z.string(),
  chemical: z.enum(CHEMICALS),
  strength_percent: z.number().nullable(),
  package_label: z.string(),
  package_amount: z.number(),
  quantity: z.number().int().positive(),
  leftover: WaterCareAmountSchema,
  price: z.number(),
  line_total: z.number(),
});

/** One step of the plan: why, how much (in the product's units), and when to retest. */
export const WaterCarePlanStepSchema = z.object({
  action: z.enum(STEP_ACTIONS),
  factor: z.enum(FACTOR_KEYS),
  from: z.number(),
  to: z.number(),
  why: z.string(),
  how: z.string(),
  retest: z.string(),
  retest_after_hours: z.number(),
  capped: z.boolean(),
  chemical: z.enum(CHEMICALS).nullable(),
  amount: WaterCareAmountSchema.nullable(),
  /** Null for advice and drains, or when no product that fits can be sold to this buyer now. */
  product: WaterCarePlanProductSchema.nullable(),
});

/** A plan with each reading's status, the CSI before and after, and the total of its products. */
export const WaterCarePlanSchema = z.object({
  profile_name: z.string(),
  readings: z.array(WaterCareReadingRowSchema),
  csi_before: z.number().nullable(),
  csi_after: z.number().nullable(),
  steps: z.array(WaterCarePlanStepSchema),
  /** Dollars: the sum of the steps' line totals. */
  total: z.number(),
  retest_after_hours: z.number(),
});
export type WaterCarePlan = z.infer<typeof WaterCarePlanSchema>;
export type WaterCarePlanStep = z.infer<typeof WaterCarePlanStepSchema>;
