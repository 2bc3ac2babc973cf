import { describe, expect, it } from 'vitest';
import { countText } from './match-count';

describe('countText', () => {
  it('gives the exact total, or the capped one with a plus (docs/decisions/0069)', () => {
    expect(countText({ total: 37 })).toBe('37');
    expect(countText({ total: 1000, totalCapped: true })).toBe('1000+');
    expect(countText({ total: 1, totalCapped: false })).toBe('1');
  });
});
