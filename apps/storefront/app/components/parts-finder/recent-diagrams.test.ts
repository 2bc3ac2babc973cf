import { describe, expect, it } from 'vitest';
import { parseRecentDiagrams } from './recent-diagrams';

const d = (n: number) => ({ url: `/d${n}.html`, name: `D${n}`, type: 'Pumps', brand: 'Hayward' });

describe('parseRecentDiagrams', () => {
  it('keeps the order, drops duplicates and malformed entries, and caps at 5', () => {
    const stored = JSON.stringify([d(1), d(2), d(1), { url: 'x' }, 'nope', { ...d(9), url: 'https://evil.example/x' }, d(3), d(4), d(5), d(6)]);
    expect(parseRecentDiagrams(stored).map((x) => x.url)).toEqual(['/d1.html', '/d2.html', '/d3.html', '/d4.html', '/d5.html']);
  });
  it('is empty for nothing or garbage', () => {
    expect(parseRecentDiagrams(null)).toEqual([]);
    expect(parseRecentDiagrams('{')).toEqual([]);
    expect(parseRecentDiagrams('{"a":1}')).toEqual([]);
  });
});
