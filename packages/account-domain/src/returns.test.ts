import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RETURN_FIRST_STEP,
  missingReturnLineFields,
  mustFetchShippingRates,
  nextReturnStep,
  returnStepBack,
  validateReturnLines,
  type ReturnLineDraft,
} from './returns.js';

const complete: ReturnLineDraft = {
  sku: 'PMP-1',
  quantity: 2,
  reason: 'damaged',
  comment: 'Cracked housing',
  condition: 'unopened',
  acknowledge_policy: true,
};

describe('return steps', () => {
  it('start at 1 and go forward one at a time', () => {
    expect(RETURN_FIRST_STEP).toBe(1);
    expect(nextReturnStep(1)).toBe(2);
    expect(nextReturnStep(4)).toBe(5);
  });

  it('back decrements while above step 1', () => {
    expect(returnStepBack(2, { canGoBack: true })).toEqual({ type: 'step', step: 1 });
    expect(returnStepBack(5, { canGoBack: false })).toEqual({ type: 'step', step: 4 });
  });

  it('back at step 1 uses browser history when possible, else goes home', () => {
    expect(returnStepBack(1, { canGoBack: true })).toEqual({ type: 'history' });
    expect(returnStepBack(1, { canGoBack: false })).toEqual({ type: 'home', to: '/' });
  });

  it.each([0, -1, 1.5, Number.NaN])('step %s is impossible', (step) => {
    expect(() => returnStepBack(step, { canGoBack: true })).toThrow(RangeError);
    expect(() => nextReturnStep(step)).toThrow(RangeError);
  });

  it('back never leaves a step below 1 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.boolean(), (step, canGoBack) => {
        const target = returnStepBack(step, { canGoBack });
        if (target.type === 'step') expect(target.step).toBe(step - 1);
        expect(target.type === 'step' ? target.step >= 1 : step === 1).toBe(true);
      }),
    );
  });

  it('next then back returns to the same step (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (step) => {
        expect(returnStepBack(nextReturnStep(step), { canGoBack: false })).toEqual({ type: 'step', step });
      }),
    );
  });
});

describe('return lines', () => {
  it('a complete line passes and comes out typed', () => {
    expect(validateReturnLines([complete])).toEqual({ ok: true, lines: [complete] });
  });

  it('drops fields the return does not send', () => {
    const withExtra = { ...complete, image: 'x.png' } as ReturnLineDraft;
    const result = validateReturnLines([withExtra]);
    expect(result.ok && Object.keys(result.lines[0] ?? {}).sort()).toEqual(
      ['acknowledge_policy', 'comment', 'condition', 'quantity', 'reason', 'sku'],
    );
  });

  it.each([
    [{ reason: undefined }, ['reason']],
    [{ reason: '  ' }, ['reason']],
    [{ comment: null }, ['comment']],
    [{ comment: '' }, ['comment']],
    [{ condition: undefined }, ['condition']],
    [{ acknowledge_policy: false }, ['acknowledge_policy']],
    [{ acknowledge_policy: null }, ['acknowledge_policy']],
    [{ reason: '', comment: '', condition: '', acknowledge_policy: false }, ['reason', 'comment', 'condition', 'acknowledge_policy']],
  ] as const)('a line with %o misses %o', (override, missing) => {
    const line = { ...complete, ...override };
    expect(missingReturnLineFields(line)).toEqual(missing);
    expect(validateReturnLines([complete, line])).toEqual({
      ok: false,
      reason: 'incomplete-lines',
      problems: [{ index: 1, sku: 'PMP-1', missing }],
    });
  });

  it('reports every incomplete line', () => {
    const result = validateReturnLines([{ sku: 'A', quantity: 1 }, complete, { ...complete, sku: 'C', comment: '' }]);
    expect(result).toEqual({
      ok: false,
      reason: 'incomplete-lines',
      problems: [
        { index: 0, sku: 'A', missing: ['reason', 'comment', 'condition', 'acknowledge_policy'] },
        { index: 2, sku: 'C', missing: ['comment'] },
      ],
    });
  });

  it('a return without lines is refused', () => {
    expect(validateReturnLines([])).toEqual({ ok: false, reason: 'no-lines' });
  });

  it('lines pass exactly when every line has all four answers (property)', () => {
    const answer = fc.option(fc.string({ maxLength: 4 }), { nil: undefined });
    const lineArb = fc.record({
      sku: fc.string(),
      quantity: fc.nat(),
      reason: answer,
      comment: answer,
      condition: answer,
      acknowledge_policy: fc.option(fc.boolean(), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 5 }), (lines) => {
        const filled = (v: string | undefined) => v !== undefined && v.trim() !== '';
        const allComplete = lines.every(
          (l) => filled(l.reason) && filled(l.comment) && filled(l.condition) && l.acknowledge_policy === true,
        );
        expect(validateReturnLines(lines).ok).toBe(allComplete);
      }),
    );
  });
});

describe('shipping rates', () => {
  it.each([
    [{ shipmentId: null, parcelWeight: 4, ratedParcelWeight: 4 }, true],
    [{ shipmentId: undefined, parcelWeight: 4, ratedParcelWeight: 4 }, true],
    [{ shipmentId: '', parcelWeight: 4, ratedParcelWeight: 4 }, true],
    [{ shipmentId: 'shp_1', parcelWeight: 4, ratedParcelWeight: 4 }, false],
    [{ shipmentId: 'shp_1', parcelWeight: 4.5, ratedParcelWeight: 4 }, true],
    [{ shipmentId: 'shp_1', parcelWeight: 4, ratedParcelWeight: null }, true],
  ])('%o → fetch = %s', (input, expected) => {
    expect(mustFetchShippingRates(input)).toBe(expected);
  });

  it('with a shipment, rates are fetched exactly when the weight changed (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (parcelWeight, ratedParcelWeight) => {
        expect(mustFetchShippingRates({ shipmentId: 's', parcelWeight, ratedParcelWeight })).toBe(parcelWeight !== ratedParcelWeight);
      }),
    );
  });
});
