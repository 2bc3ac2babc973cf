import { describe, expect, it } from 'vitest';
import { productDetail } from '../test/fixtures.js';
import { contentPath, handleOfPath, resolvedPath } from './site.views.js';

const page = (handle: string) => ({ type: 'page' as const, page: { handle, title: 't', description: 'd', blocks: [] } });

describe('site paths', () => {
  it('gives content pages the addresses the spec links to', () => {
    expect(contentPath('home')).toBe('/');
    expect(contentPath('about')).toBe('/about');
    expect(contentPath('blog/how-to')).toBe('/blog/how-to.html');
    expect(contentPath('blog/how-to/open-your-pool')).toBe('/blog/how-to/open-your-pool');
    expect(contentPath('location/phoenix-az-54')).toBe('/location/phoenix-az-54.html');
  });

  it('reads a handle from a catch-all path', () => {
    expect(handleOfPath('/')).toBe('home');
    expect(handleOfPath('/blog/how-to.html')).toBe('blog/how-to');
    expect(handleOfPath('/san-antonio-pool-supplies')).toBe('san-antonio-pool-supplies');
    expect(handleOfPath('/about/')).toBeNull();
    expect(handleOfPath('/About')).toBeNull();
    expect(handleOfPath('/a/../b')).toBeNull();
  });

  it('sends a product, and home, to their one address', () => {
    const product = { type: 'product' as const, product: productDetail({ handle: 'hayward-super-pump' }) };
    expect(resolvedPath('/hayward-super-pump.html', product)).toMatchObject({ kind: 'product' });
    expect(resolvedPath('/hayward-super-pump', product)).toEqual({ kind: 'redirect', to: '/hayward-super-pump.html', status: 301 });
    expect(resolvedPath('/home', page('home'))).toEqual({ kind: 'redirect', to: '/', status: 301 });
    expect(resolvedPath('/phoenix', page('phoenix'))).toEqual({ kind: 'content', handle: 'phoenix', canonicalPath: '/phoenix' });
  });
});
