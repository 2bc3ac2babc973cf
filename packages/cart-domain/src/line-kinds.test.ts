import { describe, expect, it } from 'vitest';
import {
  PROTECTION_PLAN_PREFIX,
  SUBSCRIPTION_PERIODS,
  bundleTotal,
  isProtectionPlan,
  isServiceSku,
  isSubscriptionPeriod,
  lineActions,
  lineKind,
  protectionPlanTerm,
  subscriptionPeriodLabel,
} from './line-kinds.js';
import { SPEC_SUBSCRIPTION_PERIODS } from './test/spec-fixtures.js';

describe('subscription periods', () => {
  it('are the four periods with the spec labels', () => {
    expect(SUBSCRIPTION_PERIODS).toEqual(SPEC_SUBSCRIPTION_PERIODS);
  });

  it.each(Object.entries(SPEC_SUBSCRIPTION_PERIODS))('labels %s %o', (period, label) => {
    expect(subscriptionPeriodLabel(period)).toBe(label);
  });

  it('labels nothing else', () => {
    expect(subscriptionPeriodLabel('monthly')).toBeNull();
    expect(subscriptionPeriodLabel('toString')).toBeNull();
    expect(subscriptionPeriodLabel(null)).toBeNull();
    expect(isSubscriptionPeriod('WEEKLY')).toBe(false);
    expect(isSubscriptionPeriod(3)).toBe(false);
  });
});

describe('protection plans', () => {
  it('drop the prefix to show the term', () => {
    expect(PROTECTION_PLAN_PREFIX).toBe('Extend Protection Plan');
    expect(protectionPlanTerm('Extend Protection Plan - 3 Years')).toBe('3 Years');
    expect(protectionPlanTerm('Extend Protection Plan: 5 Years ')).toBe('5 Years');
    expect(protectionPlanTerm('Extend Protection Plan 2 Year Accident Protection')).toBe('2 Year Accident Protection');
  });

  it('leave other names alone', () => {
    expect(protectionPlanTerm('Variable Speed Pump')).toBe('Variable Speed Pump');
    expect(protectionPlanTerm('My Extend Protection Plan')).toBe('My Extend Protection Plan');
    expect(isProtectionPlan(null)).toBe(false);
    expect(isProtectionPlan('Extend Protection Plan - 1 Year')).toBe(true);
  });
});

describe('service lines', () => {
  it('have a sku containing service', () => {
    expect(isServiceSku('pump-install-service')).toBe(true);
    expect(isServiceSku('SERVICE-42')).toBe(true);
    expect(isServiceSku('servic-1')).toBe(false);
    expect(isServiceSku(undefined)).toBe(false);
  });
});

describe('lineKind', () => {
  it('classifies each kind', () => {
    expect(lineKind({ sku: 'CHLOR-25', is_subscription: true })).toBe('subscription');
    expect(lineKind({ sku: 'KIT-1', bundled: true })).toBe('bundle');
    expect(lineKind({ sku: 'EXT-3Y', name: 'Extend Protection Plan - 3 Years' })).toBe('protection_plan');
    expect(lineKind({ sku: 'install-service', name: 'Installation' })).toBe('service');
    expect(lineKind({ sku: 'PUMP-1', name: 'Pump' })).toBe('product');
  });

  it('lets a subscription flag win over a service sku', () => {
    expect(lineKind({ sku: 'cleaning-service', is_subscription: true })).toBe('subscription');
  });
});

describe('lineActions', () => {
  it('uses the subscription actions for subscription lines only', () => {
    expect(lineActions({ is_subscription: true })).toEqual({ update: 'updateSubscriptionInCart', remove: 'deleteSubscriptionFromCart' });
    expect(lineActions({ is_subscription: false })).toEqual({ update: 'updateCartItem', remove: 'deleteCartItem' });
    expect(lineActions({})).toEqual({ update: 'updateCartItem', remove: 'deleteCartItem' });
  });
});

describe('bundleTotal', () => {
  it('sums price times quantity in cents', () => {
    expect(bundleTotal([])).toBe(0);
    expect(
      bundleTotal([
        { id: 'a', sku: 'A', name: 'A', price: 9.99, quantity: 2, is_subscription: false },
        { id: 'b', sku: 'B', name: 'B', price: 0.1, quantity: 3, is_subscription: false },
      ]),
    ).toBe(2028);
  });
});
