import { describe, expect, it } from 'vitest';
import { headersFrom } from './headers.js';

describe('headersFrom', () => {
  it('keeps every value of a repeated header and leaves out absent ones', () => {
    const headers = headersFrom({ 'set-cookie': ['a=1; Path=/', 'b=2'], 'content-type': 'application/json', 'x-absent': undefined });
    expect(headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2']);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('x-absent')).toBe(false);
  });
});
