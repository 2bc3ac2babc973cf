import { describe, expect, it } from 'vitest';
import { parseCartIntent } from './cart-intent';
import { formData } from '../../lib/form-data.test-helper';

const LINE = '3f1d8e4c-52c3-4b7e-9d2e-0c5b8a1f2e3d';

describe('parseCartIntent: subscription and protection-plan intents', () => {
  it('reads a subscribe with its period, quantity defaulting to 1', () => {
    expect(parseCartIntent(formData({ intent: 'subscribe', sku: 'AQU000012', period: 'QUARTERLY', quantity: '2', redirectTo: '/x.html' }))).toEqual({
      ok: true,
      intent: { intent: 'subscribe', sku: 'AQU000012', period: 'QUARTERLY', quantity: 2, redirectTo: '/x.html' },
    });
    expect(parseCartIntent(formData({ intent: 'subscribe', sku: 'AQU000012', period: 'MONTHLY' }))).toMatchObject({ ok: true, intent: { quantity: 1 } });
  });

  it('refuses a subscribe without a known period or sku', () => {
    expect(parseCartIntent(formData({ intent: 'subscribe', sku: 'AQU000012', period: 'WEEKLY' }))).toEqual({ ok: false, message: 'Choose how often to receive it' });
    expect(parseCartIntent(formData({ intent: 'subscribe', sku: 'AQU000012' }))).toEqual({ ok: false, message: 'Choose how often to receive it' });
    expect(parseCartIntent(formData({ intent: 'subscribe', sku: ' ', period: 'MONTHLY' }))).toEqual({ ok: false, message: 'Unknown product' });
  });

  it('reads subscription updates and removals by line id', () => {
    expect(parseCartIntent(formData({ intent: 'updateSubscription', lineId: LINE, quantity: '0' }))).toEqual({ ok: true, intent: { intent: 'updateSubscription', lineId: LINE, quantity: 0 } });
    expect(parseCartIntent(formData({ intent: 'removeSubscription', lineId: LINE }))).toEqual({ ok: true, intent: { intent: 'removeSubscription', lineId: LINE } });
    expect(parseCartIntent(formData({ intent: 'updateSubscription', lineId: 'x', quantity: '1' }))).toEqual({ ok: false, message: 'Unknown cart line' });
    expect(parseCartIntent(formData({ intent: 'updateSubscription', lineId: LINE, quantity: '1.5' }))).toEqual({ ok: false, message: 'Quantity must be a whole number' });
  });

  it('reads a plan add (offer id only, no price) and a plan removal', () => {
    expect(parseCartIntent(formData({ intent: 'addPlan', productId: '7', plan: 'extend-36m-7', price: '0.01' }))).toEqual({
      ok: true,
      intent: { intent: 'addPlan', productId: 7, plan: 'extend-36m-7' },
    });
    expect(parseCartIntent(formData({ intent: 'removePlan', planId: LINE }))).toEqual({ ok: true, intent: { intent: 'removePlan', planId: LINE } });
    expect(parseCartIntent(formData({ intent: 'removePlan', planId: 'nope' }))).toEqual({ ok: false, message: 'Unknown protection plan' });
    expect(parseCartIntent(formData({ intent: 'addPlan', productId: '7' }))).toEqual({ ok: false, message: 'Unknown protection plan' });
  });
});
