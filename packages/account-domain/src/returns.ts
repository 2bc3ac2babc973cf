/**
 * The return flow: numbered steps, line validation and when shipping rates must be fetched.
 *
 * @packageDocumentation
 */

/**
 * The first step of the return flow.
 *
 * @example
 * ```ts
 * import { RETURN_FIRST_STEP } from '@pool/account-domain';
 * let step = RETURN_FIRST_STEP; // 1
 * ```
 */
export const RETURN_FIRST_STEP = 1;

function assertStep(step: number): void {
  if (!Number.isInteger(step) || step < RETURN_FIRST_STEP) {
    throw new RangeError(`A return step is an integer >= ${RETURN_FIRST_STEP}, got ${step}`);
  }
}

/**
 * The step after `step`.
 *
 * @throws RangeError when `step` is not an integer of at least 1 (an impossible state).
 * @example
 * ```ts
 * import { nextReturnStep } from '@pool/account-domain';
 * nextReturnStep(1); // 2
 * ```
 */
export function nextReturnStep(step: number): number {
  assertStep(step);
  return step + 1;
}

/**
 * Where Cancel or Back leads from a return step.
 *
 * @example
 * ```ts
 * import type { ReturnBackTarget } from '@pool/account-domain';
 * const target: ReturnBackTarget = { type: 'home', to: '/' };
 * ```
 */
export type ReturnBackTarget =
  | { readonly type: 'step'; readonly step: number }
  | { readonly type: 'history' }
  | { readonly type: 'home'; readonly to: '/' };

/**
 * Cancel/Back in the return flow: above step 1 it goes one step back; at step 1 it leaves the flow
 * through browser history when there is somewhere to go back to, else home.
 *
 * @throws RangeError when `step` is not an integer of at least 1 (an impossible state).
 * @example
 * ```ts
 * import { returnStepBack } from '@pool/account-domain';
 * returnStepBack(3, { canGoBack: true }); // { type: 'step', step: 2 }
 * returnStepBack(1, { canGoBack: true }); // { type: 'history' }
 * returnStepBack(1, { canGoBack: false }); // { type: 'home', to: '/' }
 * ```
 */
export function returnStepBack(step: number, context: { readonly canGoBack: boolean }): ReturnBackTarget {
  assertStep(step);
  if (step > RETURN_FIRST_STEP) return { type: 'step', step: step - 1 };
  return context.canGoBack ? { type: 'history' } : { type: 'home', to: '/' };
}

/**
 * A product line of a return as the form holds it, before validation.
 *
 * @example
 * ```ts
 * import type { ReturnLineDraft } from '@pool/account-domain';
 * const line: ReturnLineDraft = { sku: 'PMP-1', quantity: 1, reason: 'damaged' };
 * ```
 */
export interface ReturnLineDraft {
  readonly sku: string;
  readonly quantity: number;
  readonly reason?: string | null;
  readonly comment?: string | null;
  readonly condition?: string | null;
  readonly acknowledge_policy?: boolean | null;
}

/**
 * A return line that has every required answer.
 *
 * @example
 * ```ts
 * import type { ReturnLine } from '@pool/account-domain';
 * const line: ReturnLine = {
 *   sku: 'PMP-1', quantity: 1, reason: 'damaged', comment: 'Cracked housing',
 *   condition: 'unopened', acknowledge_policy: true,
 * };
 * ```
 */
export interface ReturnLine {
  readonly sku: string;
  readonly quantity: number;
  readonly reason: string;
  readonly comment: string;
  readonly condition: string;
  readonly acknowledge_policy: true;
}

/**
 * A field a return line still needs.
 *
 * @example
 * ```ts
 * import type { ReturnLineField } from '@pool/account-domain';
 * const missing: ReturnLineField = 'acknowledge_policy';
 * ```
 */
export type ReturnLineField = 'reason' | 'comment' | 'condition' | 'acknowledge_policy';

/**
 * The result of validating a return's lines: all valid, or which lines miss which fields.
 * A return without lines is refused too (`no-lines`): there is nothing to send back.
 *
 * @example
 * ```ts
 * import { validateReturnLines, type ReturnLinesValidation } from '@pool/account-domain';
 * const result: ReturnLinesValidation = validateReturnLines(drafts);
 * ```
 */
export type ReturnLinesValidation =
  | { readonly ok: true; readonly lines: readonly ReturnLine[] }
  | { readonly ok: false; readonly reason: 'no-lines' }
  | {
      readonly ok: false;
      readonly reason: 'incomplete-lines';
      readonly problems: readonly { readonly index: number; readonly sku: string; readonly missing: readonly ReturnLineField[] }[];
    };

function filled(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The fields a return line still misses: reason, comment and condition must be non-blank and the
 * return policy must be acknowledged.
 *
 * @example
 * ```ts
 * import { missingReturnLineFields } from '@pool/account-domain';
 * missingReturnLineFields({ sku: 'A', quantity: 1, reason: 'damaged', comment: ' ' });
 * // ['comment', 'condition', 'acknowledge_policy']
 * ```
 */
export function missingReturnLineFields(line: ReturnLineDraft): ReturnLineField[] {
  const missing: ReturnLineField[] = [];
  if (!filled(line.reason)) missing.push('reason');
  if (!filled(line.comment)) missing.push('comment');
  if (!filled(line.condition)) missing.push('condition');
  if (line.acknowledge_policy !== true) missing.push('acknowledge_policy');
  return missing;
}

/**
 * Checks that every product line has a reason, a comment, a condition and an acknowledged policy.
 *
 * @example
 * ```ts
 * import { validateReturnLines } from '@pool/account-domain';
 * const result = validateReturnLines(drafts);
 * if (result.ok) submitReturn({ lines: result.lines });
 * else if (result.reason === 'incomplete-lines') highlight(result.problems);
 * ```
 */
export function validateReturnLines(lines: readonly ReturnLineDraft[]): ReturnLinesValidation {
  if (lines.length === 0) return { ok: false, reason: 'no-lines' };
  const problems = lines
    .map((line, index) => ({ index, sku: line.sku, missing: missingReturnLineFields(line) }))
    .filter((problem) => problem.missing.length > 0);
  if (problems.length > 0) return { ok: false, reason: 'incomplete-lines', problems };
  return {
    ok: true,
    lines: lines.map((line) => ({
      sku: line.sku,
      quantity: line.quantity,
      reason: line.reason as string,
      comment: line.comment as string,
      condition: line.condition as string,
      acknowledge_policy: true,
    })),
  };
}

/**
 * Whether shipping rates must be (re)fetched before the return can go on: no shipment exists yet, or
 * the parcel weight differs from the weight the current shipment was rated for.
 *
 * @example
 * ```ts
 * import { mustFetchShippingRates } from '@pool/account-domain';
 * mustFetchShippingRates({ shipmentId: null, parcelWeight: 4, ratedParcelWeight: null }); // true
 * mustFetchShippingRates({ shipmentId: 'shp_1', parcelWeight: 4, ratedParcelWeight: 4 }); // false
 * mustFetchShippingRates({ shipmentId: 'shp_1', parcelWeight: 6, ratedParcelWeight: 4 }); // true
 * ```
 */
export function mustFetchShippingRates(input: {
  readonly shipmentId: string | null | undefined;
  readonly parcelWeight: number;
  readonly ratedParcelWeight: number | null | undefined;
}): boolean {
  const noShipment = input.shipmentId === null || input.shipmentId === undefined || input.shipmentId === '';
  return noShipment || input.ratedParcelWeight !== input.parcelWeight;
}
