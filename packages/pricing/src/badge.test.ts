import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BADGE_TYPES, ON_SALE_BADGE, OUT_OF_STOCK_BADGE, badgeFromFields, isBadgeType, productBadge, type Badge } from './badge.js';
import { SPEC_BADGE_TYPES } from './test/spec-fixtures.js';

const custom: Badge = { type: 'hot_item', label: 'Hot Item', color: '#e4002b' };

describe('badge types', () => {
  it('are the nine types of the spec', () => {
    expect([...BADGE_TYPES]).toEqual(SPEC_BADGE_TYPES);
  });

  it('guards upstream strings', () => {
    for (const type of BADGE_TYPES) expect(isBadgeType(type)).toBe(true);
    expect(isBadgeType('clearance')).toBe(false);
    expect(isBadgeType(undefined)).toBe(false);
  });
});

describe('badgeFromFields', () => {
  it('builds a badge from the search-index fields', () => {
    expect(badgeFromFields({ badge_type: 'new_item', badge_label: 'New', badge_color: '#00f' })).toEqual({
      type: 'new_item',
      label: 'New',
      color: '#00f',
    });
  });
  it('is null without a type', () => {
    expect(badgeFromFields({})).toBeNull();
    expect(badgeFromFields({ badge_type: '  ', badge_label: 'x' })).toBeNull();
  });
  it('shows unknown types as generic, with an empty colour as the default', () => {
    expect(badgeFromFields({ badge_type: 'clearance', badge_label: 'Clearance', badge_color: '' })).toEqual({
      type: 'generic',
      label: 'Clearance',
      color: null,
    });
  });
});

describe('productBadge', () => {
  it('is out_of_stock when unavailable everywhere', () => {
    expect(productBadge({ in_stock: false })).toEqual(OUT_OF_STOCK_BADGE);
    expect(productBadge({ in_stock: false, has_delivery: false, has_pickup: false, can_backorder: false, on_sale: true, badge: custom })).toBe(
      OUT_OF_STOCK_BADGE,
    );
  });

  it.each([
    ['delivery', { has_delivery: true }],
    ['pickup', { has_pickup: true }],
    ['backorder', { can_backorder: true }],
  ])('is not out_of_stock when %s is possible, and shows nothing while not in stock', (_name, extra) => {
    expect(productBadge({ in_stock: false, on_sale: true, badge: custom, ...extra })).toBeNull();
  });

  it('shows the custom badge when set and in stock, before on_sale', () => {
    expect(productBadge({ in_stock: true, badge: custom })).toBe(custom);
    expect(productBadge({ in_stock: true, on_sale: true, badge: custom })).toBe(custom);
  });

  it('shows on_sale when on sale and in stock without a custom badge', () => {
    expect(productBadge({ in_stock: true, on_sale: true })).toEqual(ON_SALE_BADGE);
    expect(productBadge({ in_stock: true, on_sale: true, badge: null })).toEqual({ type: 'on_sale', label: 'On Sale', color: null });
  });

  it('shows nothing otherwise', () => {
    expect(productBadge({ in_stock: true })).toBeNull();
    expect(productBadge({ in_stock: true, on_sale: false, badge: null })).toBeNull();
  });

  it('never badges an in-stock product out_of_stock, and only in-stock products get on_sale', () => {
    fc.assert(
      fc.property(
        fc.record({
          in_stock: fc.boolean(),
          has_delivery: fc.boolean(),
          has_pickup: fc.boolean(),
          can_backorder: fc.boolean(),
          on_sale: fc.boolean(),
          badge: fc.option(fc.constantFrom(custom)),
        }),
        (input) => {
          const badge = productBadge(input);
          if (input.in_stock) expect(badge).not.toBe(OUT_OF_STOCK_BADGE);
          if (badge === ON_SALE_BADGE) expect(input.in_stock && input.on_sale).toBe(true);
          if (badge === custom) expect(input.in_stock).toBe(true);
        },
      ),
    );
  });
});
