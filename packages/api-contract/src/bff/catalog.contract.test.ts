import { describe, expect, it } from 'vitest';
import { bffContract, IndexQuerySchema, TypeaheadQuerySchema, upstreamContract, ViewerIdSchema } from '../index.js';

describe('catalogue and search contracts', () => {
  it('reads filters from every query-string shape (absent, single, repeated, indexed)', () => {
    const query = bffContract.catalog.category.query;
    expect(query.parse({}).f).toEqual([]);
    expect(query.parse({ f: 'brand:Hayward' }).f).toEqual(['brand:Hayward']);
    expect(query.parse({ f: ['brand:Hayward', 'length:8..12'] }).f).toEqual(['brand:Hayward', 'length:8..12']);
    expect(query.parse({ f: { 0: 'brand:Hayward', 21: 'brand:Pentair' } }).f).toEqual(['brand:Hayward', 'brand:Pentair']);
  });

  it('refuses malformed filters, too many filters and oversized text with clear messages', () => {
    const malformed = IndexQuerySchema.safeParse({ f: 'brand' });
    expect(malformed.error?.issues[0]?.message).toBe('a filter is key:value or key:min..max');
    const many = IndexQuerySchema.safeParse({ f: Array.from({ length: 33 }, (_, i) => `brand:B${i}`) });
    expect(many.error?.issues[0]?.message).toBe('at most 32 filters');
    const long = TypeaheadQuerySchema.safeParse({ q: 'x'.repeat(201) });
    expect(long.error?.issues[0]?.message).toBe('the search text may be at most 200 characters');
    expect(TypeaheadQuerySchema.safeParse({ q: '   ' }).error?.issues[0]?.message).toBe('type something to search for');
  });

  it('keeps the spec paths of recently viewed and the typeahead caps', () => {
    expect(upstreamContract.viewed.add).toMatchObject({ method: 'POST', path: '/api/viewed/:id/items' });
    expect(upstreamContract.viewed.list.path).toBe('/api/viewed/:id');
    expect(TypeaheadQuerySchema.safeParse({ q: 'pump', products: 7 }).success).toBe(false);
    expect(TypeaheadQuerySchema.safeParse({ q: 'pump', suggestions: 9 }).success).toBe(false);
  });

  it('takes only an opaque derived id as the viewer of the viewed list', () => {
    expect(ViewerIdSchema.safeParse('a'.repeat(64)).success).toBe(true);
    expect(ViewerIdSchema.safeParse('session_id=abc').success).toBe(false);
  });
});
