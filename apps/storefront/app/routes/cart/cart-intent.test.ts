import { describe, expect, it } from 'vitest';
import { parseCartIntent } from './cart-intent';
import { formData } from '../../lib/form-data.test-helper';

const LINE = '3f1d8e4c-52c3-4b7e-9d2e-0c5b8a1f2e3d';

describe('parseCartIntent', () => {
  it('reads an add with its quantity, defaulting to 1', () => {
    expect(parseCartIntent(formData({ intent: 'add', productId: '12', quantity: '3', redirectTo: '/x.html' }))).toEqual({
      ok: true,
      intent: { intent: 'add', productId: 12, quantity: 3, redirectTo: '/x.html' },
    });
    expect(parseCartIntent(formData({ intent: 'add', productId: '12' }))).toMatchObject({ ok: true, intent: { quantity: 1 } });
    // A card's Add to Cart shares its form with the card's Save (decision 0038): its sku is not read.
    expect(parseCartIntent(formData({ productId: '12', redirectTo: '/category/pumps.html', sku: 'ABC-1', intent: 'add' }))).toEqual({
      ok: true,
      intent: { intent: 'add', productId: 12, quantity: 1, redirectTo: '/category/pumps.html' },
    });
  });

  it('refuses quantities that are not digits, and zero for an add', () => {
    expect(parseCartIntent(formData({ intent: 'add', productId: '12', quantity: '1.5' }))).toEqual({ ok: false, message: 'Quantity must be a whole number' });
    expect(parseCartIntent(formData({ intent: 'add', productId: '12', quantity: '-1' }))).toMatchObject({ ok: false });
    expect(parseCartIntent(formData({ intent: 'add', productId: '12', quantity: '0' }))).toEqual({ ok: false, message: 'Quantity must be at least 1' });
  });

  it('reads update (0 allowed: it removes) and remove', () => {
    expect(parseCartIntent(formData({ intent: 'update', lineId: LINE, quantity: '0' }))).toEqual({ ok: true, intent: { intent: 'update', lineId: LINE, quantity: 0 } });
    expect(parseCartIntent(formData({ intent: 'remove', lineId: LINE }))).toEqual({ ok: true, intent: { intent: 'remove', lineId: LINE } });
  });

  it('refuses unknown intents and malformed line ids', () => {
    expect(parseCartIntent(formData({ intent: 'empty' }))).toMatchObject({ ok: false });
    expect(parseCartIntent(formData({}))).toMatchObject({ ok: false });
    expect(parseCartIntent(formData({ intent: 'remove', lineId: '1' }))).toEqual({ ok: false, message: 'Unknown cart line' });
  });

  it('reads coupon intents: an apply may be empty (the BFF answers why), a remove needs the code', () => {
    expect(parseCartIntent(formData({ intent: 'apply-coupon', coupon: ' SPLASH10 ' }))).toEqual({ ok: true, intent: { intent: 'apply-coupon', coupon: 'SPLASH10' } });
    expect(parseCartIntent(formData({ intent: 'apply-coupon' }))).toEqual({ ok: true, intent: { intent: 'apply-coupon', coupon: '' } });
    expect(parseCartIntent(formData({ intent: 'remove-coupon', coupon: 'SAVE5' }))).toEqual({ ok: true, intent: { intent: 'remove-coupon', coupon: 'SAVE5' } });
    expect(parseCartIntent(formData({ intent: 'remove-coupon', coupon: '' }))).toEqual({ ok: false, message: 'Coupon and cart id are required' });
  });
});
