import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageProxyPath } from './image-path.js';

describe('imageProxyPath', () => {
  it('rebuilds the image paths commerce-api serves', () => {
    expect(imageProxyPath('/images/products/PUMP-1.svg')).toBe('/images/products/PUMP-1.svg');
    expect(imageProxyPath('/images/products/PUMP%201.svg?v=2')).toBe('/images/products/PUMP%201.svg');
    expect(imageProxyPath('/images/categories/pool-pumps.svg')).toBe('/images/categories/pool-pumps.svg');
    expect(imageProxyPath('/images/diagrams/hayward-sp2600.svg')).toBe('/images/diagrams/hayward-sp2600.svg');
  });

  it('refuses anything that could name another path upstream', () => {
    for (const url of [
      '/images/%2e%2e/api/v1/cache/PUMP-1', '/images/%2E%2E/api/v1/cache/PUMP-1', '/images/../api/v1/cache/x',
      '/images/products/%2e%2e.svg', '/images/products/..%2fapi.svg', '/images/products/a%5cb.svg',
      '/images/products/x.svg/extra', '/images/secrets/x.svg', '/images/products/x.png', '/images/products/%zz.svg',
      '/api/v1/cache/PUMP-1', '//images/products/x.svg', '/images/products/.svg', '/images/products/a%00.svg',
    ]) {
      expect(imageProxyPath(url), url).toBeNull();
    }
  });

  it('answers only paths that a URL parser resolves to themselves under /images/ (property)', () => {
    const piece = fc.constantFrom('/', '.', '..', '%2e', '%2E', '%2f', '%5c', 'images', 'products', 'api', 'x', '.svg', '%00', '?');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }).map((parts) => parts.join('')), (input) => {
        const path = imageProxyPath(input);
        if (path === null) return;
        const resolved = new URL(path, 'http://bff.internal').pathname;
        expect(resolved).toBe(path);
        expect(resolved).toMatch(/^\/images\/(products|categories|diagrams)\/[^/]+\.svg$/);
      }),
      { numRuns: 2000 },
    );
  });
});
