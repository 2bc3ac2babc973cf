import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formEncode, listingHref, pageWindow, parseListingQuery, replaceRange, SORT_OPTIONS, toggleFilter, type ListingQuery } from './listing-query';

/** What listingHref wrote when it went through URLSearchParams: the reference it must match. */
function referenceHref(path: string, { f, page, sort }: ListingQuery, base: Record<string, string> = {}): string {
  const params = new URLSearchParams(base);
  for (const token of f) params.append('f', token);
  if (sort !== 'relevance') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

describe('parseListingQuery', () => {
  it('reads filters, page and sort', () => {
    expect(parseListingQuery(new URLSearchParams('f=brand:Hayward&f=length:8..12&page=3&sort=price_desc'))).toEqual({
      f: ['brand:Hayward', 'length:8..12'],
      page: 3,
      sort: 'price_desc',
    });
  });
  it('falls back to page 1 and relevance for bad values', () => {
    for (const query of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=01', 'sort=cheapest']) {
      expect(parseListingQuery(new URLSearchParams(query)), query).toEqual({ f: [], page: 1, sort: 'relevance' });
    }
  });
  it('drops malformed and repeated filter tokens and keeps at most 32', () => {
    expect(parseListingQuery(new URLSearchParams('f=brand&f=:x&f=Brand:x&f=brand:x&f=brand:x')).f).toEqual(['brand:x']);
    const many = new URLSearchParams(Array.from({ length: 40 }, (_, i) => ['f', `brand:b${i}`]));
    expect(parseListingQuery(many).f).toHaveLength(32);
  });
});

describe('listingHref', () => {
  it('omits defaults and keeps filters and sort', () => {
    expect(listingHref('/category/pumps.html', { f: [], page: 1, sort: 'relevance' })).toBe('/category/pumps.html');
    expect(listingHref('/category/pumps.html', { f: [], page: 2, sort: 'rating' })).toBe('/category/pumps.html?sort=rating&page=2');
    expect(listingHref('/category/pumps.html', { f: ['brand:Hayward', 'length:8..12'], page: 1, sort: 'relevance' })).toBe(
      '/category/pumps.html?f=brand%3AHayward&f=length%3A8..12',
    );
  });
  it('writes what URLSearchParams writes, for any filters, sort, page and base params', () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.constantFrom("a b+c&d=e", "(!'~*)", 'x%20y', '\ud800', 'ü/é?#'));
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 4 }),
        fc.constantFrom(...SORT_OPTIONS.map((option) => option.value)),
        fc.integer({ min: 1, max: 10_000 }),
        fc.dictionary(text, text, { maxKeys: 2 }),
        (f, sort, page, base) => {
          expect(listingHref('/search', { f, page, sort }, base)).toBe(referenceHref('/search', { f, page, sort }, base));
        },
      ),
    );
    expect(formEncode("brand:Hayward's (new) ~ 50% off!")).toBe(new URLSearchParams({ x: "brand:Hayward's (new) ~ 50% off!" }).toString().slice(2));
  });

  it('puts base params first', () => {
    expect(listingHref('/search', { f: ['brand:A'], page: 2, sort: 'relevance' }, { query: 'pool pump' })).toBe('/search?query=pool+pump&f=brand%3AA&page=2');
  });
});

describe('toggleFilter and replaceRange', () => {
  it('adds or removes a token and goes back to page 1', () => {
    const query = { f: ['brand:A'], page: 3, sort: 'rating' as const };
    expect(toggleFilter(query, 'brand:B')).toEqual({ f: ['brand:A', 'brand:B'], page: 1, sort: 'rating' });
    expect(toggleFilter(query, 'brand:A')).toEqual({ f: [], page: 1, sort: 'rating' });
  });
  it('holds one range per key', () => {
    const query = { f: ['brand:A', 'length:1..2'], page: 2, sort: 'relevance' as const };
    expect(replaceRange(query, 'length', 'length:2..4').f).toEqual(['brand:A', 'length:2..4']);
    expect(replaceRange(query, 'length', null).f).toEqual(['brand:A']);
  });
});

describe('pageWindow', () => {
  it('keeps first, last and two either side', () => {
    expect(pageWindow(5, 10)).toEqual([1, 3, 4, 5, 6, 7, 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
