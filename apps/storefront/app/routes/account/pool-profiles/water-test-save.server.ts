import type { Pool } from '@pool/api-contract';
import { factorsFor, parseReadings } from '@pool/water-care';
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { BffUnavailableError, type BffClient } from '../../../.server/bff';
import { isNonFormRefusal, refusalToast } from '../../../.server/flash';
import { answerStatus } from '../../../lib/error-message';
import type { WaterTestErrors, WaterTestValues } from '../../../components/water-care/water-test-form';
import { formProblem } from './pools.server';
import { profileOfPool } from './pool-water';

/**
 * What a refused test shows: the message, a message per field and the values as typed. `message` is
 * null when a toast says it (a 403, a server failure: spec site-shell.md 8).
 */
export type SaveTestResult = { intent: 'save'; message: string | null; errors: WaterTestErrors; values: WaterTestValues };

const SAVE_FAILED = 'The test could not be saved.';

/**
 * Saves the readings of a test form (manual, or confirmed from a photo): empty fields are left out,
 * @pool/water-care's rules refuse bad ones with a message per field, then the result page follows.
 */
export async function saveWaterTest(
  { request, context, bff, headers }: { request: Request; context: AppLoadContext; bff: BffClient; headers: Headers },
  pool: Pool,
  form: FormData,
  type: 'manual' | 'photo',
) {
  const values: WaterTestValues = {};
  const raw: Record<string, string> = {};
  for (const factor of factorsFor(profileOfPool(pool))) {
    const v = form.get(factor.key);
    raw[factor.key] = typeof v === 'string' ? v.slice(0, 64) : '';
    values[factor.key] = raw[factor.key];
  }
  const parsed = parseReadings(raw);
  const points = Object.entries(parsed.readings).flatMap(([key, value]) => (typeof value === 'number' ? [{ key, value }] : []));
  if (Object.keys(parsed.errors).length > 0) return data<SaveTestResult>({ intent: 'save', message: 'Check the highlighted readings.', errors: parsed.errors, values }, { status: 422, headers });
  if (points.length === 0) return data<SaveTestResult>({ intent: 'save', message: 'Enter at least one reading.', errors: {}, values }, { status: 422, headers });
  try {
    const response = await bff.pools.createTest({ params: { id: pool.id }, body: { type, points } });
    if (response.status === 200) return redirect(`/account/pool-profiles/${pool.id}/test/${response.body.id}`, { headers });
    if (isNonFormRefusal(response.status)) {
      return data<SaveTestResult>({ intent: 'save', message: null, errors: {}, values }, { status: answerStatus(response.status), headers: refusalToast(request, context, headers, response, SAVE_FAILED) });
    }
    const problem = formProblem(response.status, response.body, SAVE_FAILED);
    return data<SaveTestResult>({ intent: 'save', message: problem.message, errors: problem.fields, values }, { status: response.status, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<SaveTestResult>({ intent: 'save', message: null, errors: {}, values }, { status: 503, headers: refusalToast(request, context, headers, error, SAVE_FAILED) });
    throw error;
  }
}
