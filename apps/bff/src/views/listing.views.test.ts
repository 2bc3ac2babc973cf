import { TypeaheadViewSchema, type IndexSearchResult } from '@pool/api-contract';
import { describe, expect, it } from 'vitest';
import { productDetail, productSummary } from '../test/fixtures.js';
import { canonicalSearch, listingView, productDetailView, rangeLabel, typeaheadView, warrantyView } from './listing.views.js';

const guest = { viewer: { signedIn: false }, now: new Date('2026-01-01T00:00:00Z') };
const customer = { viewer: { signedIn: true }, now: new Date('2026-01-01T00:00:00Z') };

const result = (over: Partial<IndexSearchResult> = {}): IndexSearchResult => ({
  hits: [productSummary()],
  total: 30,
  page: 2,
  per_page: 24,
  facets: [
    { kind: 'enum', key: 'brand', title: 'Brand', values: [{ value: 'Hayward', count: 20 }, { value: 'Pentair', count: 10 }] },
    { kind: 'range', key: 'length', title: 'Length', unit: 'in', min: 5, max: 12, buckets: [{ min: 5, max: 7.5, count: 4 }, { min: 10, max: 12, count: 6 }] },
  ],
  applied: ['brand:Hayward', 'brand:Zodiac', 'length:10..12'],
  diagrams: [],
  diagram_total: 0,
  ...over,
});

describe('listing view', () => {
  it('marks selected facet values, keeps a selected value without hits, and gives each its filter token', () => {
    const view = listingView(result(), 'price_asc', guest);
    const brand = view.facets.find((f) => f.key === 'brand');
    expect(brand).toMatchObject({
      kind: 'enum',
      values: [
        { value: 'Hayward', count: 20, selected: true, filter: 'brand:Hayward' },
        { value: 'Pentair', count: 10, selected: false, filter: 'brand:Pentair' },
        { value: 'Zodiac', count: 0, selected: true, filter: 'brand:Zodiac' },
      ],
    });
    const length = view.facets.find((f) => f.key === 'length');
    expect(length).toMatchObject({ kind: 'range', selected: { min: 10, max: 12, filter: 'length:10..12' } });
    expect(length?.kind === 'range' && length.buckets.map((b) => [b.label, b.selected])).toEqual([['5-7.5 in', false], ['10-12 in', true]]);
    expect(view.applied).toContainEqual({ key: 'length', title: 'Length', label: '10-12 in', filter: 'length:10..12' });
    expect(view.pageCount).toBe(2);
  });

  it('builds one canonical query string per listing', () => {
    expect(canonicalSearch(['brand:Hayward', 'length:10..12'], 'price_asc', 2)).toBe('?f=brand%3AHayward&f=length%3A10..12&sort=price_asc&page=2');
    expect(canonicalSearch([], 'relevance', 1)).toBe('');
    expect(rangeLabel(8, null, 'in')).toBe('8 in and up');
  });

  it('never prices a hidden product for a guest', () => {
    const view = listingView(result({ hits: [productSummary({ hide_price: true })] }), 'relevance', guest);
    expect(view.products[0]?.price).toEqual({ visibility: 'hidden', message: 'Available in store. Call for details', phoneLabel: 'In store phone sales' });
  });
});

describe('product detail view', () => {
  it('carries Product JSON-LD with price, availability, brand, MPN and rating', () => {
    const view = productDetailView(productDetail(), [], guest);
    expect(view.jsonLd).toMatchObject({
      '@type': 'Product', sku: 'PUMP-101', mpn: 'SP2610X15', brand: { name: 'Hayward' },
      offers: { price: '649.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
    });
    expect(view.reviews).toEqual({ average: 4.5, count: 12, href: '/reviews/PUMP-101' });
    expect(view.warrantyEligible).toBe(true);
  });

  it('leaves the offer out of JSON-LD when a guest may not see the price, and shows it to a customer', () => {
    const hidden = productDetail({ hide_price: true, review_count: 0 });
    const view = productDetailView(hidden, [], guest);
    expect(view.jsonLd.offers).toBeUndefined();
    expect(view.jsonLd.aggregateRating).toBeUndefined();
    expect(JSON.stringify(view)).not.toContain('649.99');
    expect(productDetailView(hidden, [], customer).jsonLd.offers?.price).toBe('649.99');
  });

  it('gives non-MAP prices to signed-in customers only', () => {
    const nonMap = productDetail({ allow_non_map_pricing: true, non_map_price: 599.99 });
    const shown = (v: ReturnType<typeof productDetailView>) => (v.price.visibility === 'shown' ? v.price.price : null);
    expect(shown(productDetailView(nonMap, [], guest))).toBe(64999);
    expect(shown(productDetailView(nonMap, [], customer))).toBe(59999);
  });
});

describe('typeahead and warranty views', () => {
  it('says when search capped a broad text\'s total, in the dropdown and on the page (docs/decisions/0069)', () => {
    const dropdown = { query: 'p', suggestions: [], products: [], total: 100, has_diagrams: false, diagrams: [] };
    expect(typeaheadView({ ...dropdown, total_capped: true }, guest).totalCapped).toBe(true);
    expect(typeaheadView(dropdown, guest)).not.toHaveProperty('totalCapped');
    expect(listingView(result({ total: 1000, total_capped: true }), 'relevance', guest)).toMatchObject({ total: 1000, totalCapped: true });
    expect(listingView(result(), 'relevance', guest)).not.toHaveProperty('totalCapped');
  });

  it('caps the dropdown at 8 suggestions and 6 products, with links', () => {
    const view = typeaheadView({
      query: 'pump',
      suggestions: Array.from({ length: 10 }, (_, i) => ({ text: `pump ${i}`, count: 1 })),
      products: Array.from({ length: 8 }, (_, i) => productSummary({ id: i + 1 })),
      total: 120,
      has_diagrams: true,
      diagrams: [{ name: 'Super Pump', handle: 'super-pump-parts-diagram', type: 'Pump', brand: 'Hayward', url: '/super-pump-parts-diagram.html', image_url: '/x.svg', part_count: 3 }],
    }, guest);
    expect(view.suggestions).toHaveLength(8);
    expect(view.products).toHaveLength(6);
    expect(view.suggestions[0]).toEqual({ text: 'pump 0', href: '/search?query=pump+0' });
    expect(view).toMatchObject({ total: 120, viewAllHref: '/search?query=pump', hasDiagrams: true });
    expect(view.diagrams[0]).toMatchObject({ href: '/super-pump-parts-diagram.html', label: 'Super Pump — Pump — Hayward' });
  });

  it('answers exactly the contract\'s typeahead shape, for guests and signed-in viewers (the route does not parse it again)', () => {
    const result = {
      query: 'pump',
      suggestions: Array.from({ length: 9 }, (_, i) => ({ text: `pump ${i}`, count: 9 - i })),
      products: [
        productSummary({ id: 1 }),
        productSummary({ id: 2, hide_price: true }),
        productSummary({ id: 3, on_sale: true, list_price: 899.99, promotion_end: '2026-02-01T00:00:00Z', badge: { type: 'hot_item', label: 'Hot', color: '#c00' } }),
        productSummary({ id: 4, pricing_tiers: [{ min_quantity: 1, max_quantity: null, price: 599.99 }], allow_non_map_pricing: true, non_map_price: 579.99 }),
        productSummary({ id: 5, in_stock: false, inventory_status: 'backorder', can_backorder: true, inventory_level: 0 }),
        productSummary({ id: 6, locations: [{ id: 3, kind: 'delivery', quantity: 4 }, { id: 4, kind: 'pickup', quantity: 0 }] }),
        productSummary({ id: 7, in_stock: false, inventory_status: 'out', inventory_level: 0 }),
      ],
      total: 120,
      has_diagrams: true,
      diagrams: Array.from({ length: 7 }, (_, i) => ({
        name: `Pump ${i}`, handle: `pump-${i}-parts-diagram`, type: 'Pump', brand: 'Hayward', url: `/pump-${i}-parts-diagram.html`, image_url: '/x.svg', part_count: 3,
      })),
    };
    for (const ctx of [guest, customer]) {
      const view = typeaheadView(result, ctx);
      // Parsing strips any field the contract does not have and fails on a wrong or missing one.
      expect(TypeaheadViewSchema.parse(view)).toStrictEqual(view);
    }
    expect(typeaheadView(result, guest).products[1]!.price).toEqual({ visibility: 'hidden', message: expect.any(String), phoneLabel: expect.any(String) });
  });

  it('drops the plan-name prefix and converts to cents; no offers means unavailable', () => {
    const view = warrantyView(7, { product_id: 7, store_id: 'web', locale: 'en-US', offers: [{ id: 'a', sku: 'EXT-2', plan_name: 'Extend Protection Plan - 2 Years', term_months: 24, price: 52.99 }] });
    expect(view).toEqual({ productId: 7, available: true, offers: [{ id: 'a', sku: 'EXT-2', term: '2 Years', termMonths: 24, price: 5299 }] });
    expect(warrantyView(7, null)).toEqual({ productId: 7, available: false, offers: [] });
  });
});
