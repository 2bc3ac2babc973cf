import { describe, expect, it } from 'vitest';
import { listingHref, pageWindow, parseListingQuery } from './listing-query';

describe('parseListingQuery', () => {
  it('reads page and sort', () => {
    expect(parseListingQuery(new URLSearchParams('page=3&sort=price_desc'))).toEqual({ page: 3, sort: 'price_desc' });
  });
  it('falls back to page 1 and relevance for bad values', () => {
    for (const query of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=01', 'sort=cheapest']) {
      expect(parseListingQuery(new URLSearchParams(query)), query).toEqual({ page: 1, sort: 'relevance' });
    }
  });
});

describe('listingHref', () => {
  it('omits defaults and keeps the sort', () => {
    expect(listingHref('/category/pumps.html', { page: 1, sort: 'relevance' })).toBe('/category/pumps.html');
    expect(listingHref('/category/pumps.html', { page: 2, sort: 'rating' })).toBe('/category/pumps.html?page=2&sort=rating');
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
