import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, BADGE_LABELS, CATEGORIES } from './reference-data.js';
import { buildCatalog } from './catalog.js';

describe('buildCatalog', () => {
  const catalog = buildCatalog(3000);

  it('is deterministic: the same size and seed give the same rows, another seed does not', () => {
    expect(buildCatalog(300).products.slice(0, 20)).toEqual(buildCatalog(300).products.slice(0, 20));
    expect(buildCatalog(300, 1).products.slice(0, 20)).not.toEqual(buildCatalog(300).products.slice(0, 20));
    // A larger catalogue starts with the same products as a smaller one.
    expect(buildCatalog(300).products.slice(0, 50)).toEqual(catalog.products.slice(0, 50));
  });

  it('has the ten top-level categories with 3 to 8 sub-categories each', () => {
    const tops = catalog.categories.filter((c) => c.parentId === null);
    expect(tops.map((c) => c.title)).toEqual([
      'Chemicals', 'Pumps', 'Filters', 'Heaters', 'Cleaners', 'Covers', 'Above Ground Pools', 'Parts', 'Test Kits', 'Accessories',
    ]);
    for (const top of tops) {
      const children = catalog.categories.filter((c) => c.parentId === top.id);
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(children.length).toBeLessThanOrEqual(8);
    }
    expect(new Set(catalog.categories.map((c) => c.url)).size).toBe(catalog.categories.length);
  });

  it('gives every product a unique sku and handle, a realistic title and a price between $3 and $6,000', () => {
    expect(new Set(catalog.products.map((p) => p.sku)).size).toBe(3000);
    expect(new Set(catalog.products.map((p) => p.handle)).size).toBe(3000);
    for (const p of catalog.products) {
      expect(p.title.endsWith(p.mpn)).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(300);
      expect(p.price).toBeLessThanOrEqual(600_000);
      if (p.listPrice !== null && p.listPrice !== undefined) expect(p.listPrice).toBeGreaterThan(p.price);
      if (p.onSale) expect(p.promotionEnd).toBeInstanceOf(Date);
    }
  });

  it('mixes prices, stock and badges in roughly the specified proportions', () => {
    const n = catalog.products.length;
    const share = (k: number) => k / n;
    expect(share(catalog.products.filter((p) => p.listPrice != null).length)).toBeCloseTo(0.3, 1);
    expect(share(catalog.products.filter((p) => p.onSale).length)).toBeCloseTo(0.1, 1);
    expect(share(catalog.products.filter((p) => p.hidePrice).length)).toBeLessThan(0.05);
    expect(share(catalog.products.filter((p) => p.allowNonMapPricing && p.nonMapPrice != null).length)).toBeGreaterThan(0.01);
    expect(share(new Set(catalog.pricingTiers.map((t) => t.productId)).size)).toBeCloseTo(0.05, 1);
    const status = (s: string) => share(catalog.inventory.filter((i) => i.status === s).length);
    expect(status('in')).toBeCloseTo(0.8, 1);
    expect(status('out')).toBeCloseTo(0.1, 1);
    expect(status('backorder')).toBeCloseTo(0.1, 1);
  });

  it('uses all nine badge types, even in a small catalogue', () => {
    const small = buildCatalog(200);
    expect(new Set(small.products.map((p) => p.badgeType).filter(Boolean))).toEqual(new Set(Object.keys(BADGE_LABELS)));
  });

  it('stores attribute values only for the spec attributes, and inventory and brand for every product', () => {
    expect(ATTRIBUTES).toHaveLength(16);
    const keys = new Map(catalog.attributes.map((a) => [a.id, a.key]));
    const perProduct = new Map<number, Set<string>>();
    for (const v of catalog.attributeValues) {
      expect(keys.has(v.attributeId)).toBe(true);
      const set = perProduct.get(v.productId) ?? new Set();
      set.add(keys.get(v.attributeId)!);
      perProduct.set(v.productId, set);
    }
    for (const p of catalog.products) {
      expect(perProduct.get(p.id!)).toContain('inventory_status');
      expect(perProduct.get(p.id!)).toContain('brand');
    }
  });

  it('puts an in-stock product with a plain visible price first in every sub-category', () => {
    const subs = CATEGORIES.flatMap((c) => c.children);
    const first = catalog.products.slice(0, subs.length);
    for (const p of first) {
      expect(p.hidePrice).toBe(false);
      expect(p.listPrice).toBeNull();
      expect(catalog.inventory.find((i) => i.productId === p.id)?.status).toBe('in');
    }
  });

  it('has products for the popular searches and 20+ diagrams with 8 to 20 parts', () => {
    const small = buildCatalog(200);
    const titles = small.products.map((p) => p.title.toLowerCase());
    expect(titles.some((t) => t.includes('pool net'))).toBe(true);
    expect(titles.some((t) => t.includes('automatic pool cleaner'))).toBe(true);
    expect(titles.some((t) => t.includes('aboveground pool'))).toBe(true);
    expect(small.diagrams.length).toBeGreaterThanOrEqual(20);
    expect(new Set(small.diagrams.map((d) => d.equipmentType))).toEqual(new Set(['Pump', 'Filter', 'Heater', 'Cleaner', 'Chlorinator']));
    for (const d of small.diagrams) {
      const parts = small.diagramParts.filter((p) => p.diagramId === d.id);
      expect(parts.length).toBeGreaterThanOrEqual(8);
      expect(parts.length).toBeLessThanOrEqual(20);
    }
  });
});
