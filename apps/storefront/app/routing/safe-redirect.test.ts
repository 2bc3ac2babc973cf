import { describe, expect, it } from 'vitest';
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
