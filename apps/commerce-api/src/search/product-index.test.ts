import type { ProductSummary } from '@pool/api-contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/problem.js';
import { ProductIndex, type IndexedProduct, type IndexSource } from './product-index.js';
import { boundedDistance, compactCode, tokenize } from './text.js';

function summary(id: number, title: string, over: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id, sku: `SKU${String(id).padStart(6, '0')}`, handle: `p-${id}`, title, mpn: `M${id}`,
    brand: { id: 1, name: 'Hayward', slug: 'hayward' },
    image: { url: `/images/products/${id}.svg`, width: 600, height: 600, alt: title },
    price: 10 + id, list_price: null, on_sale: false, promotion_end: null, hide_price: false, allow_non_map_pricing: false,
    non_map_price: null, pricing_tiers: [], review_star_rating: 4, review_count: id, short_description: '', badge: null,
    type: 'listings', weight: 1, in_stock: true, inventory_level: 10, inventory_status: 'in', can_backorder: false, locations: [],
    ...over,
  };
}

const pentair = { id: 2, name: 'Pentair', slug: 'pentair' };
const out = { in_stock: false, inventory_level: 0, inventory_status: 'out' as const };

function product(s: ProductSummary, categoryIds: number[], attributes: Record<string, string> = {}): IndexedProduct {
  return { summary: s, categoryIds, attributes, createdAt: s.id * 1000 };
}

const source: IndexSource = {
  attributes: [
    { key: 'inventory_status', title: 'Inventory', kind: 'enum', unit: null },
    { key: 'brand', title: 'Brand', kind: 'enum', unit: null },
    { key: 'part_type', title: 'Part Type', kind: 'enum', unit: null },
    { key: 'length', title: 'Length', kind: 'range', unit: 'in' },
  ],
  categories: [
    { id: 1, url: 'parts', title: 'Parts', parentId: null },
    { id: 2, url: 'pump-parts', title: 'Pump Parts', parentId: 1 },
    { id: 3, url: 'pumps', title: 'Pumps', parentId: null },
  ],
  products: [
    product(summary(1, 'Hayward Pump Lid SP-1600-S', { mpn: 'SP-1600-S', ...out }), [2], { part_type: 'Lid', length: '5' }),
    product(summary(2, 'Hayward Pump Lid Kit SP-1600-SX', { mpn: 'SP-1600-SX' }), [2], { part_type: 'Lid', length: '7.5' }),
    product(summary(3, 'Hayward Super Pump 1.5 HP SP2610X15', { mpn: 'SP2610X15', review_count: 400 }), [3], { length: '10' }),
    product(summary(4, 'Pentair SuperFlo Pump 1.0 HP EC-340039', { mpn: 'EC-340039', brand: pentair, price: 5 }), [3], { length: '12' }),
    product(summary(5, 'Pentair Impeller EC-1234-A', { mpn: 'EC-1234-A', brand: pentair, ...out }), [2], { part_type: 'Impeller', length: '3' }),
    product(summary(6, 'Hayward Salt Cell Chlorinator GLX-CELL-15', { mpn: 'GLX-CELL-15', hide_price: true, price: 1 }), [1], { part_type: 'Cell' }),
    product(summary(7, 'Polaris Automatic Pool Cleaner F5', { mpn: 'F5', brand: { id: 3, name: 'Polaris', slug: 'polaris' } }), [1]),
  ],
  diagrams: [
    { name: 'Hayward Super Pump SP2600 Series', handle: 'hayward-super-pump-parts-diagram', type: 'Pump', brand: 'Hayward', url: '/hayward-super-pump-parts-diagram.html', image_url: '/images/diagrams/x.svg', part_count: 3 },
  ],
};
const index = new ProductIndex(source);
const search = (query: Partial<Parameters<ProductIndex['search']>[0]>) =>
  index.search({ f: [], sort: 'relevance', page: 1, per_page: 24, ...query });
const ids = (hits: readonly { id: number }[]) => hits.map((h) => h.id);

describe('text normalisation', () => {
  it('reduces part numbers to letters and digits whatever the separators and case', () => {
    expect(compactCode('SP-1600-S')).toBe('sp1600s');
    expect(compactCode('sp 1600 s')).toBe('sp1600s');
    expect(tokenize('SP1600s Pump-Lid')).toEqual(['sp', '1600', 's', 'pump', 'lid']);
    expect(tokenize('Café  Déjà')).toEqual(['cafe', 'deja']);
  });

  it('measures typos with swaps as one edit, bounded', () => {
    expect(boundedDistance('pmup', 'pump', 1)).toBe(1);
    expect(boundedDistance('automatc', 'automatic', 2)).toBe(1);
    expect(boundedDistance('clorinatr', 'chlorinator', 2)).toBe(2);
    expect(boundedDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('product search', () => {
  it.each(['SP-1600-S', 'sp1600s', 'sp 1600 s', 'Sp-1600 s'])('finds the exact part number %s first, even out of stock', (q) => {
    const result = search({ q });
    expect(ids(result.hits)[0]).toBe(1);
    expect(ids(result.hits)).toContain(2);
  });

  it('tolerates one typo in a longer word and two in a long one, but none in part numbers', () => {
    expect(ids(search({ q: 'hayward supr pump' }).hits)).toEqual([3]);
    expect(ids(search({ q: 'automatc pool cleanr' }).hits)).toEqual([7]);
    expect(ids(search({ q: 'clorinatr' }).hits)).toEqual([6]);
    expect(search({ q: 'SP-1601-S' }).total).toBe(0);
    expect(search({ q: 'lud' }).total).toBe(0);
  });

  it('ranks in-stock products before out-of-stock ones, then the most reviewed', () => {
    expect(ids(search({ q: 'pentair' }).hits)).toEqual([4, 5]);
    expect(ids(search({ q: 'pump' }).hits)).toEqual([3, 4, 2, 1]);
  });

  it('finds by brand, title prefix and sku', () => {
    expect(ids(search({ q: 'polar' }).hits)).toEqual([7]);
    expect(ids(search({ q: 'SKU000004' }).hits)).toEqual([4]);
  });

  it('limits to a category and its descendants', () => {
    expect(ids(search({ category: 'parts' }).hits).sort()).toEqual([1, 2, 5, 6, 7]);
    expect(ids(search({ category: 'pump-parts', q: 'lid' }).hits).sort()).toEqual([1, 2]);
  });

  it('sorts by price (hidden prices last), rating and newest', () => {
    expect(ids(search({ sort: 'price_asc' }).hits)).toEqual([4, 1, 2, 3, 5, 7, 6]);
    expect(ids(search({ sort: 'price_desc' }).hits).at(-1)).toBe(6);
    expect(ids(search({ sort: 'newest' }).hits)[0]).toBe(7);
  });

  it('pages, and refuses a page past the end', () => {
    const second = search({ per_page: 3, page: 2 });
    expect(second.hits).toHaveLength(3);
    expect(second.total).toBe(7);
    expect(() => search({ per_page: 3, page: 4 })).toThrow(expect.objectContaining({ status: 404 }));
    expect(search({ q: 'nothing-like-it' })).toMatchObject({ total: 0, hits: [] });
  });

  it('refuses unknown filters and malformed ranges with 400, unknown categories with 404', () => {
    const status = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error instanceof HttpError ? error.status : 'other';
      }
      return 'none';
    };
    expect(status(() => search({ f: ['colour:red'] }))).toBe(400);
    expect(status(() => search({ f: ['length:big'] }))).toBe(400);
    expect(status(() => search({ f: ['length:9..3'] }))).toBe(400);
    expect(status(() => search({ category: 'nope' }))).toBe(404);
  });

  it('finds diagrams among the results', () => {
    expect(search({ q: 'super pump' }).diagrams.map((d) => d.handle)).toEqual(['hayward-super-pump-parts-diagram']);
    expect(search({ q: 'impeller' }).diagram_total).toBe(0);
  });
});

describe('facets', () => {
  it('counts each value as the hits its filter would give (disjunctive within a facet)', () => {
    const base = search({ q: 'pump' });
    for (const facet of base.facets) {
      if (facet.kind === 'enum') {
        for (const { value, count } of facet.values) expect(search({ q: 'pump', f: [`${facet.key}:${value}`] }).total).toBe(count);
      } else {
        for (const b of facet.buckets) expect(search({ q: 'pump', f: [`${facet.key}:${b.min}..${b.max}`] }).total).toBe(b.count);
      }
    }
    const hayward = search({ q: 'pump', f: ['brand:hayward'] });
    expect(hayward.total).toBe(3);
    expect(hayward.applied).toEqual(['brand:Hayward']);
    const brand = hayward.facets.find((f) => f.key === 'brand');
    expect(brand).toMatchObject({ kind: 'enum', values: [{ value: 'Hayward', count: 3 }, { value: 'Pentair', count: 1 }] });
  });

  it('ANDs different facets, ORs values of one, and takes the inventory facet from live stock', () => {
    expect(search({ f: ['brand:Hayward', 'brand:Pentair', 'inventory_status:Out of Stock'] }).total).toBe(2);
    expect(ids(search({ f: ['length:..5'] }).hits).sort()).toEqual([1, 5]);
    expect(ids(search({ f: ['length:7.5..'] }).hits).sort()).toEqual([2, 3, 4]);
  });

  it('gives numeric facets as ranges with buckets', () => {
    const length = search({}).facets.find((f) => f.key === 'length');
    expect(length).toMatchObject({ kind: 'range', min: 3, max: 12, unit: 'in' });
    expect(length?.kind === 'range' && length.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(5);
    expect(length?.kind === 'range' && length.buckets.map((b) => [b.min, b.max])).toEqual([[3, 5], [7.5, 10], [12, 12]]);
  });
});

describe('typeahead', () => {
  it('answers suggestions, products, the total and whether diagrams match', () => {
    const result = index.typeahead('pum', { products: 2, suggestions: 8 });
    expect(result.products).toHaveLength(2);
    expect(result.total).toBe(4);
    expect(result.has_diagrams).toBe(true);
    expect(result.suggestions.map((s) => s.text)).toContain('pumps');
    expect(result.suggestions.length).toBeLessThanOrEqual(8);
  });

  it('puts the exact part number first and reports no diagrams when none match', () => {
    const result = index.typeahead('sp1600s', { products: 6, suggestions: 8 });
    expect(result.products[0]?.id).toBe(1);
    expect(result.has_diagrams).toBe(false);
  });

  it('ranks the whole part number, then longer ones, then word matches, and finds a part number no word matches', () => {
    const acme = { id: 9, name: 'Acme', slug: 'acme' };
    const parts = new ProductIndex({
      ...source,
      products: [
        product(summary(1, 'Acme Widget AB-100', { mpn: 'AB-100', brand: acme }), []),
        product(summary(2, 'Acme Widget AB-1000', { mpn: 'AB-1000', brand: acme, review_count: 50 }), []),
        product(summary(3, 'Acme Adapter for AB 100 pumps XY-9', { mpn: 'XY-9', brand: acme, review_count: 90 }), []),
        product(summary(4, 'Acme Gasket AB100', { mpn: 'AB100', brand: acme, ...out }), []),
      ],
    });
    // Doc 1 and 4 are the whole code (out of stock last within it), 2 starts with it, 3 only has the words.
    const typed = parts.typeahead('AB 100', { products: 6, suggestions: 0 });
    expect(ids(typed.products)).toEqual([1, 4, 2, 3]);
    expect(typed.total).toBe(4);
    expect(ids(parts.search({ q: 'ab-100', f: [], sort: 'relevance', page: 1, per_page: 24 }).hits)).toEqual([1, 4, 2, 3]);
    // `AB10 00`: no product has the word 10, but AB-1000 is the code typed.
    const codeOnly = parts.typeahead('AB10 00', { products: 6, suggestions: 0 });
    expect(ids(codeOnly.products)).toEqual([2]);
    expect(codeOnly.total).toBe(1);
  });

  it('offers the best suggestions: whole words before prefixes, then the most products, the shortest text, the first built', () => {
    const acme = { id: 9, name: 'Acme', slug: 'acme' };
    const lines = [
      'pump', 'pump', 'pump', 'pumps', 'pumps', 'pumps', 'pump lid', 'pump lid', 'pump lid', 'pump gasket', 'pump basket',
      'pump motor', 'pump motor', 'pump seal', 'pump seal', 'pump o-ring', 'pump o-ring', 'pump union', 'pump drain plug', 'pumpkin',
    ];
    const lineIndex = new ProductIndex({
      ...source,
      categories: [],
      products: lines.map((line, i) => product(summary(i + 1, `Acme ${line} M${i + 1}`, { mpn: `M${i + 1}`, brand: acme }), [])),
    });
    const texts = (limit: number) => lineIndex.typeahead('pump', { products: 0, suggestions: limit }).suggestions.map((s) => s.text);
    expect(texts(8)).toEqual(['pump', 'pump lid', 'pump seal', 'pump motor', 'pump o-ring', 'pump union', 'pump gasket', 'pump basket']);
    expect(texts(20)).toEqual([...texts(8), 'pump drain plug', 'pumps', 'pumpkin']);
    expect(texts(3)).toEqual(['pump', 'pump lid', 'pump seal']);
    expect(texts(0)).toEqual([]);
    expect(lineIndex.typeahead('pump', { products: 0, suggestions: 2 }).suggestions).toEqual([{ text: 'pump', count: 3 }, { text: 'pump lid', count: 3 }]);
  });
});
