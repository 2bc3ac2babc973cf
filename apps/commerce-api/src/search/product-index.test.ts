import { describe, expect, it } from 'vitest';
import { acme, product, source, summary } from '../test/search-fixtures.js';
import { ProductIndex } from './product-index.js';
import { boundedDistance, compactCode, tokenize } from './text.js';

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

// Ranking, facets and part numbers: relevance.int.test.ts, shared by both engines.
describe('typeahead suggestions', () => {
  it('offers the best suggestions: whole words before prefixes, then the most products, the shortest text, the first built', () => {
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
