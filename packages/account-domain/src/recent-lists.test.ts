import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECENTLY_VIEWED_CAP,
  RECENT_DIAGRAMS_CAP,
  addRecentDiagram,
  addRecentSearch,
  addRecentlyViewed,
  parseRecentSearches,
  pushRecent,
} from './recent-lists.js';

const diagram = (n: number) => ({ url: `/diagram-${n}.html`, name: `Diagram ${n}` });
const product = (n: number) => ({ id: n, title: `Product ${n}` });

describe('recent searches', () => {
  it('parses the stored comma-separated string', () => {
    expect(parseRecentSearches('pump,filter')).toEqual(['pump', 'filter']);
    expect(parseRecentSearches(' pump , filter,,pump')).toEqual(['pump', 'filter']);
    expect(parseRecentSearches('')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches(undefined)).toEqual([]);
  });

  it('adds a term only if absent', () => {
    expect(addRecentSearch('pump', 'filter')).toBe('pump,filter');
    expect(addRecentSearch('pump,filter', 'pump')).toBe('pump,filter');
    expect(addRecentSearch('pump,filter', ' filter ')).toBe('pump,filter');
    expect(addRecentSearch(null, ' skimmer ')).toBe('skimmer');
  });

  it('is case-sensitive about absence', () => {
    expect(addRecentSearch('pump', 'Pump')).toBe('pump,Pump');
  });

  it('ignores blank terms and terms the format cannot hold', () => {
    expect(addRecentSearch('pump', '   ')).toBe('pump');
    expect(addRecentSearch('pump', '1,5 hp')).toBe('pump');
  });

  it('adding is idempotent and never duplicates (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 })), (terms) => {
        const stored = terms.reduce<string>((s, t) => addRecentSearch(s, t), '');
        const list = parseRecentSearches(stored);
        expect(new Set(list).size).toBe(list.length);
        for (const t of terms) {
          const clean = t.trim();
          if (clean !== '' && !clean.includes(',')) expect(list).toContain(clean);
          expect(addRecentSearch(stored, t)).toBe(stored);
        }
      }),
    );
  });
});

describe('recent diagrams', () => {
  it('keeps the newest first', () => {
    expect(addRecentDiagram([diagram(1)], diagram(2))).toEqual([diagram(2), diagram(1)]);
  });

  it('moves a repeated diagram to the front instead of duplicating it', () => {
    expect(addRecentDiagram([diagram(3), diagram(2), diagram(1)], diagram(1))).toEqual([diagram(1), diagram(3), diagram(2)]);
  });

  it('keeps 5: the 5th stays, the 6th pushes the oldest out', () => {
    const five = [2, 3, 4, 5].reduce((l, n) => addRecentDiagram(l, diagram(n)), addRecentDiagram([], diagram(1)));
    expect(five).toHaveLength(5);
    expect(five.map((d) => d.url)).toEqual([5, 4, 3, 2, 1].map((n) => `/diagram-${n}.html`));
    const six = addRecentDiagram(five, diagram(6));
    expect(six.map((d) => d.url)).toEqual([6, 5, 4, 3, 2].map((n) => `/diagram-${n}.html`));
    expect(RECENT_DIAGRAMS_CAP).toBe(5);
  });

  it('does not change the list it was given', () => {
    const list = [diagram(1)];
    addRecentDiagram(list, diagram(2));
    expect(list).toEqual([diagram(1)]);
  });
});

describe('recently viewed products', () => {
  it('keeps 15: the 15th stays, the 16th pushes the oldest out', () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => i + 1).reduce((l, n) => addRecentlyViewed(l, product(n)), [] as ReturnType<typeof product>[]);
    expect(fifteen).toHaveLength(15);
    expect(fifteen[0]?.id).toBe(15);
    expect(fifteen[14]?.id).toBe(1);
    const sixteen = addRecentlyViewed(fifteen, product(16));
    expect(sixteen).toHaveLength(15);
    expect(sixteen[0]?.id).toBe(16);
    expect(sixteen.map((p) => p.id)).not.toContain(1);
    expect(RECENTLY_VIEWED_CAP).toBe(15);
  });

  it('identifies products by id and keeps the newest copy', () => {
    const renamed = { id: 2, title: 'Renamed' };
    expect(addRecentlyViewed([product(1), product(2)], renamed)).toEqual([renamed, product(1)]);
  });
});

describe('recent list invariants (property)', () => {
  const ids = fc.integer({ min: 0, max: 30 });

  it('recent lists never exceed their cap and never hold duplicates, even from a bad stored list', () => {
    fc.assert(
      fc.property(fc.array(ids, { maxLength: 40 }), ids, (stored, added) => {
        const diagrams = addRecentDiagram(stored.map(diagram), diagram(added));
        const viewed = addRecentlyViewed(stored.map(product), product(added));
        expect(diagrams.length).toBeLessThanOrEqual(RECENT_DIAGRAMS_CAP);
        expect(viewed.length).toBeLessThanOrEqual(RECENTLY_VIEWED_CAP);
        expect(new Set(diagrams.map((d) => d.url)).size).toBe(diagrams.length);
        expect(new Set(viewed.map((p) => p.id)).size).toBe(viewed.length);
        expect(diagrams[0]).toEqual(diagram(added));
        expect(viewed[0]).toEqual(product(added));
      }),
    );
  });

  it('after any sequence of views the list is the distinct items, newest first, up to the cap', () => {
    fc.assert(
      fc.property(fc.array(ids, { maxLength: 60 }), fc.integer({ min: 1, max: 20 }), (views, cap) => {
        const list = views.reduce<number[]>((l, v) => pushRecent(l, v, { cap, keyOf: (x) => x }), []);
        const expected = [...new Set([...views].reverse())].slice(0, cap);
        expect(list).toEqual(expected);
      }),
    );
  });

  it.each([0, -1, 2.5])('a cap of %s is refused', (cap) => {
    expect(() => pushRecent([], 1, { cap, keyOf: (x) => x })).toThrow(RangeError);
  });
});
