import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors.js';

describe('isUniqueViolation', () => {
  it('reads the SQLSTATE from the error itself (PGlite) or from the wrapped driver error (drizzle on node-postgres)', () => {
    expect(isUniqueViolation(Object.assign(new Error('dup'), { code: '23505' }))).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: Object.assign(new Error('dup'), { code: '23505' }) }))).toBe(true);
  });
  it('is false for other errors and for things that are not errors', () => {
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(new Error('Failed query', { cause: new Error('boom') }))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
