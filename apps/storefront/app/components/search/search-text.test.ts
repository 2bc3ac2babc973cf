import { describe, expect, it } from 'vitest';
import { noResultsMessage, searchHref, searchTextOf } from './search-text';

describe('searchTextOf', () => {
  it('reads /search/{text} with hyphens as spaces', () => {
    expect(searchTextOf('pool-nets', null)).toBe('pool nets');
    expect(searchTextOf('automatic-pool-cleaners', null)).toBe('automatic pool cleaners');
  });
  it('prefers ?query= and keeps its hyphens', () => {
    expect(searchTextOf(undefined, ' SP-1500  X ')).toBe('SP-1500 X');
    expect(searchTextOf('ignored', 'pump')).toBe('pump');
  });
  it('is empty without text and cut to 200 characters', () => {
    expect(searchTextOf(undefined, null)).toBe('');
    expect(searchTextOf(undefined, 'x'.repeat(300))).toHaveLength(200);
  });
});

describe('searchHref and messages', () => {
  it('builds the results URL and the spec message', () => {
    expect(searchHref('pool nets')).toBe('/search?query=pool+nets');
    expect(noResultsMessage('xyz')).toBe('Sorry, there are no results for "xyz." Try these popular searches instead.');
  });
});
