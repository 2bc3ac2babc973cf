import { describe, expect, it } from 'vitest';
import { productDetail } from '../test/fixtures.js';
import { contentPath, handleOfPath, pageHandleOfPath, pathTarget } from './site.views.js';

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

  it('reads the handle to look up from a page path, categories and /diagram/* addresses included', () => {
    expect(pageHandleOfPath('/category/pumps.html')).toBe('pumps');
    expect(pageHandleOfPath('/diagram/super-pump-parts')).toBe('super-pump-parts');
    expect(pageHandleOfPath('/diagram/super-pump-parts.html')).toBe('super-pump-parts');
    expect(pageHandleOfPath('/hayward-super-pump.html')).toBe('hayward-super-pump');
    expect(pageHandleOfPath('/category/pumps.html/')).toBeNull();
    expect(pageHandleOfPath('/product/hayward-super-pump')).toBe('hayward-super-pump');
    expect(pageHandleOfPath('/product/hayward-super-pump.html')).toBe('hayward-super-pump');
  });

  it('sends an old /product/* address of a product to its page, and names nothing else there', () => {
    const product = { type: 'product' as const, product: productDetail({ handle: 'hayward-super-pump' }) };
    expect(pathTarget('/product/hayward-super-pump', product)).toEqual({ kind: 'redirect', to: '/hayward-super-pump.html', status: 301 });
    expect(pathTarget('/product/hayward-super-pump.html', product)).toEqual({ kind: 'redirect', to: '/hayward-super-pump.html', status: 301 });
    expect(pathTarget('/product/about', page('about'))).toBeNull();
  });

  it('sends a product, and home, to their one address', () => {
    const product = { type: 'product' as const, product: productDetail({ handle: 'hayward-super-pump' }) };
    expect(pathTarget('/hayward-super-pump.html', product)).toMatchObject({ kind: 'product' });
    expect(pathTarget('/hayward-super-pump', product)).toEqual({ kind: 'redirect', to: '/hayward-super-pump.html', status: 301 });
    expect(pathTarget('/home', page('home'))).toEqual({ kind: 'redirect', to: '/', status: 301 });
    expect(pathTarget('/', page('home'))).toMatchObject({ kind: 'content', page: { handle: 'home' } });
    expect(pathTarget('/phoenix', page('phoenix'))).toMatchObject({ kind: 'content', page: { handle: 'phoenix' } });
  });

  it('serves only diagrams at their /diagram/* addresses, and names a category at its own', () => {
    const product = { type: 'product' as const, product: productDetail({ handle: 'hayward-super-pump' }) };
    expect(pathTarget('/diagram/hayward-super-pump', product)).toBeNull();
    expect(pathTarget('/diagram/about', page('about'))).toBeNull();
    const category = { type: 'category' as const, category: { id: 2, title: 'Pumps', url: 'pumps', description: '', image: null, parent_id: 1, breadcrumbs: [], children: [] } };
    expect(pathTarget('/category/pumps.html', category)).toEqual({ kind: 'category', url: 'pumps' });
    expect(pathTarget('/pumps.html', category)).toEqual({ kind: 'redirect', to: '/category/pumps.html', status: 301 });
  });
});
