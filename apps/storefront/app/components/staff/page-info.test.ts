import { describe, expect, it } from 'vitest';
import { cutTitle, pageInfo } from './page-info';

describe('pageInfo', () => {
  it('names a product page and links to its admin edit page', () => {
    expect(pageInfo([{ id: 'root', data: {} }, { id: 'home', data: { kind: 'product', page: { product: { id: 7, title: 'Pump' } } } }], 'https://admin', 'Pump | Pool'))
      .toEqual({ type: 'Product', name: 'Pump', edit: 'https://admin/products/7/edit' });
  });

  it('names a category page', () => {
    expect(pageInfo([{ id: 'routes/catalogue/category/route', data: { view: { category: { id: 3, title: 'Pumps' } } } }], 'https://admin', 'Pumps'))
      .toEqual({ type: 'Category', name: 'Pumps', edit: 'https://admin/categories/3/edit' });
  });

  it('other pages by route, without an edit link', () => {
    expect(pageInfo([{ id: 'routes/cart/route', data: {} }], 'https://admin', 'Cart | Pool')).toEqual({ type: 'Cart', name: 'Cart', edit: null });
  });

  it('cuts titles at 30 characters', () => {
    expect(cutTitle('x'.repeat(31))).toBe(`${'x'.repeat(29)}…`);
    expect(cutTitle('short')).toBe('short');
  });
});
