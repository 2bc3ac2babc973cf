import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectTarget('/')).toBe('/');
    expect(safeRedirectTarget('/pool-pump.html')).toBe('/pool-pump.html');
    expect(safeRedirectTarget('/category/pumps.html?page=2#top')).toBe('/category/pumps.html?page=2#top');
  });

  it('falls back for anything that could leave the site', () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', '\\\\evil', 'javascript:alert(1)', 'cart', '/\t/evil.example', '', null, undefined, 42]) {
      expect(safeRedirectTarget(target, '/cart'), String(target)).toBe('/cart');
    }
    expect(safeRedirectTarget('//evil.example')).toBe('/');
  });
});

describe('safeRedirectTarget and dot segments', () => {
  it('refuses targets that only become another host once dot segments resolve', () => {
    for (const target of ['/.//evil.example/x', '/./\\evil.example', '/a/..//evil.example', '/%2e//evil.example', '/..//evil.example']) {
      expect(safeRedirectTarget(target, '/account/dashboard'), target).toBe('/account/dashboard');
    }
    expect(safeRedirectTarget('/a/./b/../c.html')).toBe('/a/c.html');
  });

  it('never answers a target a browser would read as another origin (property)', () => {
    const piece = fc.constantFrom('/', '.', '..', '\\', '%2e', '%2f', '%5c', 'evil.example', ':', '@', '?', '#', 'a', '\t');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')), (input) => {
        const target = safeRedirectTarget(input, '/fallback');
        const resolved = new URL(target, 'https://shop.example');
        expect(resolved.origin).toBe('https://shop.example');
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//') || target.startsWith('/\\')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
