import { RETURN_LINE_FIELD_MESSAGES, checkReturnQuantities, mustFetchShippingRates, returnQuantityMessage, validateReturnLines } from '@pool/account-domain';
import { ReturnParcelSchema, ReturnShipmentSchema, type ReturnOrder, type ReturnParcel, type ReturnShipment } from '@pool/api-contract';

/** The numbered steps of the return flow (spec account.md 4), each with its heading. */
export const RETURN_STEPS = ['Choose the products', 'Tell us why', 'Your package', 'Shipping'] as const;
export const LAST_RETURN_STEP = RETURN_STEPS.length;

/** Form field names of line `index` (the order's line at that position). */
export const lineField = (field: 'sku' | 'selected' | 'quantity' | 'reason' | 'comment' | 'condition' | 'ack', index: number) => `${field}-${index}`;

/** The draft of a return as its form holds it: every step's fields, whatever step is showing. */
export interface ReturnDraft {
  step: number;
  attemptKey: string;
  lines: { index: number; sku: string; quantity: number; reason: string; comment: string; condition: string; acknowledge_policy: boolean }[];
  parcelInput: Record<'weight' | 'length' | 'width' | 'height', string>;
  isDifferentPackage: boolean;
  shipment: ReturnShipment | null;
  rateId: string;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Reads the draft from a posted form; lines are the order's, so a posted sku that is not is ignored. */
export function readReturnDraft(form: FormData, order: ReturnOrder): ReturnDraft {
  const stepNumber = Number(text(form, 'step'));
  let shipment: ReturnShipment | null = null;
  try {
    const parsed = ReturnShipmentSchema.safeParse(JSON.parse(text(form, 'shipment') || 'null'));
    shipment = parsed.success ? parsed.data : null;
  } catch {
    shipment = null;
  }
  return {
    step: Number.isInteger(stepNumber) && stepNumber >= 1 && stepNumber <= LAST_RETURN_STEP ? stepNumber : 1,
    attemptKey: text(form, 'attemptKey'),
    lines: order.lines.flatMap((line, index) => (form.get(lineField('selected', index)) !== null && line.returnable > 0 ? [{
      index, sku: line.sku, quantity: Number(text(form, lineField('quantity', index)) || '1'), reason: text(form, lineField('reason', index)),
      comment: text(form, lineField('comment', index)), condition: text(form, lineField('condition', index)), acknowledge_policy: form.get(lineField('ack', index)) !== null,
    }] : [])),
    parcelInput: { weight: text(form, 'weight'), length: text(form, 'length'), width: text(form, 'width'), height: text(form, 'height') },
    isDifferentPackage: form.get('isDifferentPackage') !== null,
    shipment,
    rateId: text(form, 'rateId'),
  };
}

export type StepErrors = Record<string, string>;

/** Step 1: at least one product, each within what may still be returned. */
function productErrors(draft: ReturnDraft, order: ReturnOrder): StepErrors {
  if (draft.lines.length === 0) return { lines: 'Choose at least one product to return.' };
  const checked = checkReturnQuantities(draft.lines, order.lines);
  const errors: StepErrors = {};
  if (!checked.ok) {
    for (const problem of checked.problems) {
      const line = draft.lines.find((l) => l.sku === problem.sku);
      if (line) errors[lineField('quantity', line.index)] = returnQuantityMessage(problem);
    }
  }
  return errors;
}

/** Step 2: every chosen line needs a reason, a comment, a condition and the acknowledged policy (spec 5). */
function answerErrors(draft: ReturnDraft): StepErrors {
  const validation = validateReturnLines(draft.lines);
  const errors: StepErrors = {};
  if (!validation.ok && validation.reason === 'incomplete-lines') {
    for (const problem of validation.problems) {
      const index = draft.lines[problem.index]!.index;
      for (const field of problem.missing) errors[lineField(field === 'acknowledge_policy' ? 'ack' : field, index)] = RETURN_LINE_FIELD_MESSAGES[field];
    }
  }
  return errors;
}

const PARCEL_LABELS = { weight: 'weight (lb)', length: 'length (in)', width: 'width (in)', height: 'height (in)' } as const;

/** Step 3: the parcel's weight and dimensions, as numbers within the carriers' limits. */
export function readParcel(draft: ReturnDraft): { parcel: ReturnParcel } | { errors: StepErrors } {
  const numbers = Object.fromEntries(Object.entries(draft.parcelInput).map(([key, value]) => [key, value.trim() === '' ? Number.NaN : Number(value)]));
  const parsed = ReturnParcelSchema.safeParse(numbers);
  if (parsed.success) return { parcel: parsed.data };
  const errors: StepErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]) as keyof typeof PARCEL_LABELS;
    errors[key] ??= Number.isNaN(numbers[key]) ? `Enter the package ${PARCEL_LABELS[key]}.` : issue.message.replace(/^\w/, (c) => c.toUpperCase()) + '.';
  }
  return { errors };
}

/** The errors of every step up to `step` (the earliest failing step is where the form goes back to). */
export function draftErrors(draft: ReturnDraft, order: ReturnOrder, step: number): { step: number; errors: StepErrors } | null {
  const checks: (() => StepErrors)[] = [
    () => productErrors(draft, order),
    () => answerErrors(draft),
    () => { const parcel = readParcel(draft); return 'errors' in parcel ? parcel.errors : {}; },
    (): StepErrors => (draft.shipment?.rates.some((r) => r.rateId === draft.rateId) ? {} : { rateId: 'Choose a shipping rate.' }),
  ];
  for (let i = 0; i < Math.min(step, checks.length); i++) {
    const errors = checks[i]!();
    if (Object.keys(errors).length > 0) return { step: i + 1, errors };
  }
  return null;
}

/** Whether the package step must fetch rates (account-domain's rule: no shipment yet, or another weight). */
export function needsRates(draft: ReturnDraft, parcel: ReturnParcel): boolean {
  return mustFetchShippingRates({ shipmentId: draft.shipment?.shipmentId, parcelWeight: parcel.weight, ratedParcelWeight: draft.shipment?.parcel.weight });
}
