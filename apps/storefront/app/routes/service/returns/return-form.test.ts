import type { ReturnOrder } from '@pool/api-contract';
import { describe, expect, it } from 'vitest';
import { draftErrors, needsRates, readParcel, readReturnDraft } from './return-form';
import { formData } from '../../../lib/form-data.test-helper';

const order: ReturnOrder = {
  id: 100015, email: 'pat@example.com', status: 'Completed', placed_at: '2026-11-19T00:00:00Z', delivered_at: '2026-11-23T00:00:00Z',
  window: 'open', window_closes_at: '2026-12-23T00:00:00Z', window_message: null,
  lines: [
    { sku: 'A-1', title: 'Pump', handle: 'pump', image_url: '/i.svg', unit_price: 10, ordered: 2, returned: 0, returnable: 2 },
    { sku: 'B-2', title: 'Filter', handle: 'filter', image_url: '/i.svg', unit_price: 5, ordered: 1, returned: 1, returnable: 0 },
  ],
};

const answered = { 'selected-0': 'on', 'quantity-0': '2', 'reason-0': 'damaged', 'comment-0': 'Cracked', 'condition-0': 'opened', 'ack-0': 'on' };
const shipment = { shipmentId: 'shp_1', parcel: { weight: 4, length: 1, width: 1, height: 1 }, rates: [{ rateId: 'r1', carrier: 'UPS', service: 'Ground', amount: 12, estimated_days: 4 }] };

describe('the return form', () => {
  it('reads only chosen lines that can still be returned', () => {
    const draft = readReturnDraft(formData({ step: '2', 'selected-0': 'on', 'quantity-0': '2', 'selected-1': 'on' }), order);
    expect(draft.step).toBe(2);
    expect(draft.lines.map((l) => [l.sku, l.quantity])).toEqual([['A-1', 2]]);
  });

  it('an impossible step is step 1, a forged shipment is none', () => {
    const draft = readReturnDraft(formData({ step: '9', shipment: '{"nope":1}' }), order);
    expect(draft).toMatchObject({ step: 1, shipment: null });
  });

  it('goes back to the first step that fails, with its messages', () => {
    expect(draftErrors(readReturnDraft(formData({ step: '1' }), order), order, 1)).toEqual({ step: 1, errors: { lines: 'Choose at least one product to return.' } });
    expect(draftErrors(readReturnDraft(formData({ step: '1', 'selected-0': 'on', 'quantity-0': '3' }), order), order, 1)).toEqual({
      step: 1, errors: { 'quantity-0': 'Return between 1 and 2 of A-1.' },
    });
    expect(draftErrors(readReturnDraft(formData({ step: '4', 'selected-0': 'on' }), order), order, 4)).toEqual({
      step: 2,
      errors: {
        'reason-0': 'Choose a reason for the return.', 'comment-0': 'Tell us more about the return.', 'condition-0': 'Choose the condition of the product.',
        'ack-0': 'Please acknowledge the return policy.',
      },
    });
    expect(draftErrors(readReturnDraft(formData({ step: '3', ...answered, weight: '', length: '0' }), order), order, 3)?.errors).toMatchObject({
      weight: 'Enter the package weight (lb).', length: 'Length must be above 0.',
    });
    const complete = { step: '4', ...answered, weight: '4', length: '1', width: '1', height: '1', shipment: JSON.stringify(shipment) };
    expect(draftErrors(readReturnDraft(formData(complete), order), order, 4)).toEqual({ step: 4, errors: { rateId: 'Choose a shipping rate.' } });
    expect(draftErrors(readReturnDraft(formData({ ...complete, rateId: 'r1' }), order), order, 4)).toBeNull();
  });

  it('re-rates only without a shipment or with another weight (account-domain rule)', () => {
    const withShipment = readReturnDraft(formData({ shipment: JSON.stringify(shipment), weight: '4', length: '1', width: '1', height: '1' }), order);
    const parcel = readParcel(withShipment);
    expect('parcel' in parcel && needsRates(withShipment, parcel.parcel)).toBe(false);
    expect(needsRates(withShipment, { weight: 5, length: 1, width: 1, height: 1 })).toBe(true);
    expect(needsRates(readReturnDraft(formData({}), order), { weight: 4, length: 1, width: 1, height: 1 })).toBe(true);
  });
});
