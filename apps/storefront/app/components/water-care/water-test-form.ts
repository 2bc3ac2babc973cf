/**
 * Reading the water-test form (the guest's /water-test/manual, and any page that asks for a pool and
 * its readings): one rule for both tiers, @pool/water-care's bounds and messages.
 */
import type { WaterCarePlanBody } from '@pool/api-contract';
import {
  factorsFor, GALLONS_MAX, GALLONS_MIN, isPoolType, isSaltCell, isSanitizer, isSurface, parseReadings, type FactorKey, type PoolProfile,
  type Readings,
} from '@pool/water-care';

/** Field names of the pool part of the form. */
export const PROFILE_FIELDS = ['gallons', 'sanitizer', 'surface', 'type', 'location', 'salt_cell'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** What the shopper typed, echoed back into the fields after a post (no JavaScript needed). */
export type WaterTestValues = Partial<Record<ProfileField | FactorKey, string>>;
export type WaterTestErrors = Partial<Record<ProfileField | FactorKey, string>>;

/** The profile a blank form starts with: the most common pool. */
export const DEFAULT_PROFILE: PoolProfile = { gallons: 15_000, sanitizer: 'liquid_chlorine', surface: 'plaster', type: 'pool', indoor: false, saltCell: null };

export const GALLONS_MESSAGE = `Pool volume must be between ${GALLONS_MIN} and ${GALLONS_MAX.toLocaleString('en-US')} gal.`;
export const NO_READINGS_MESSAGE = 'Enter at least one reading.';

/** The profile the values describe so far (for the ranges beside the fields), falling back to the defaults. */
export function profileFromValues(values: WaterTestValues): PoolProfile {
  const gallons = Number((values.gallons ?? '').replace(/,/g, ''));
  return {
    gallons: Number.isFinite(gallons) && gallons >= GALLONS_MIN && gallons <= GALLONS_MAX ? gallons : DEFAULT_PROFILE.gallons,
    sanitizer: isSanitizer(values.sanitizer) ? values.sanitizer : DEFAULT_PROFILE.sanitizer,
    surface: isSurface(values.surface) ? values.surface : DEFAULT_PROFILE.surface,
    type: isPoolType(values.type) ? values.type : DEFAULT_PROFILE.type,
    indoor: values.location === 'indoor',
    saltCell: isSaltCell(values.salt_cell) ? values.salt_cell : null,
  };
}

/** The form's values as strings (every field the form may hold). */
export function valuesFrom(form: FormData): WaterTestValues {
  const values: WaterTestValues = {};
  for (const key of [...PROFILE_FIELDS, ...factorsFor(null).map((f) => f.key)] as const) {
    const v = form.get(key);
    if (typeof v === 'string') values[key] = v.slice(0, 64);
  }
  return values;
}

/**
 * Reads a posted water test: the body of a plan request, or one message per refused field.
 *
 * @example
 * ```ts
 * const parsed = parseWaterTest(valuesFrom(await request.formData()));
 * if (!parsed.ok) return data({ errors: parsed.errors }, 422);
 * ```
 */
export function parseWaterTest(values: WaterTestValues):
  | { ok: true; body: WaterCarePlanBody }
  | { ok: false; errors: WaterTestErrors } {
  const errors: WaterTestErrors = {};
  const gallonsText = (values.gallons ?? '').trim().replace(/,/g, '');
  const gallons = Number(gallonsText);
  if (gallonsText === '') errors.gallons = 'Enter the pool volume in gallons.';
  else if (!/^\d+(\.\d+)?$/.test(gallonsText) || !Number.isFinite(gallons)) errors.gallons = 'Pool volume must be a number.';
  else if (gallons < GALLONS_MIN || gallons > GALLONS_MAX) errors.gallons = GALLONS_MESSAGE;
  if (!isSanitizer(values.sanitizer)) errors.sanitizer = 'Choose a sanitizer.';
  if (!isSurface(values.surface)) errors.surface = 'Choose a surface.';
  if (!isPoolType(values.type)) errors.type = 'Choose pool or spa.';
  if (values.location !== 'indoor' && values.location !== 'outdoor') errors.location = 'Choose indoor or outdoor.';
  const salt = values.sanitizer === 'salt';
  const raw: Record<string, string> = {};
  for (const f of factorsFor(salt ? { sanitizer: 'salt' } : { sanitizer: 'liquid_chlorine' })) raw[f.key] = values[f.key] ?? '';
  const parsed = parseReadings(raw);
  Object.assign(errors, parsed.errors);
  const readings: Readings = parsed.readings;
  if (Object.keys(parsed.errors).length === 0 && Object.keys(readings).length === 0) errors.free_chlorine = NO_READINGS_MESSAGE;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      profile: {
        gallons, sanitizer: values.sanitizer as PoolProfile['sanitizer'], surface: values.surface as PoolProfile['surface'],
        type: values.type as PoolProfile['type'], indoor: values.location === 'indoor',
        ...(salt && isSaltCell(values.salt_cell) ? { salt_cell: values.salt_cell } : {}),
      },
      readings,
    },
  };
}

/** The plan request as hidden fields, so the result's add-to-cart forms post the same test again. */
export function hiddenFieldsOf(body: WaterCarePlanBody): Record<string, string> {
  const fields: Record<string, string> = {
    gallons: String(body.profile.gallons), sanitizer: body.profile.sanitizer, surface: body.profile.surface, type: body.profile.type,
    location: body.profile.indoor ? 'indoor' : 'outdoor',
  };
  if (body.profile.salt_cell) fields.salt_cell = body.profile.salt_cell;
  for (const [key, value] of Object.entries(body.readings)) if (value !== undefined) fields[key] = String(value);
  return fields;
}
