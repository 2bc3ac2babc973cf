import { describe, expect, it } from 'vitest';
import { returnPathFromReferrer } from './return-path';

describe('returnPathFromReferrer', () => {
  it('takes the path of a same-origin referrer only', () => {
    expect(returnPathFromReferrer('http://shop.test/category/pumps.html?page=2', 'http://shop.test')).toBe('/category/pumps.html?page=2');
    expect(returnPathFromReferrer('http://other.test/x', 'http://shop.test')).toBe('/');
    expect(returnPathFromReferrer('http://shop.test/delivery', 'http://shop.test')).toBe('/');
    expect(returnPathFromReferrer(null, 'http://shop.test')).toBe('/');
    expect(returnPathFromReferrer('not a url', 'http://shop.test')).toBe('/');
  });
});
