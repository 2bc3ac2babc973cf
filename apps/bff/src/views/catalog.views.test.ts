import { MenuViewSchema, ProductCardSchema, ProductPageViewSchema } from '@pool/api-contract';
import { describe, expect, it } from 'vitest';
import { productDetail, productSummary } from '../test/fixtures.js';
import { categoryHref, menuView, productCard, productPageView, stockView, type ViewContext } from './catalog.views.js';

const now = new Date('2026-06-01T12:00:00Z');
const guest: ViewContext = { viewer: { signedIn: false }, now };
const customer: ViewContext = { viewer: { signedIn: true }, now };

describe('product cards', () => {
  it('link to /{handle}.html and show the price in cents', () => {
    const card = productCard(productSummary(), guest);
    expect(card.href).toBe('/hayward-super-pump.html');
    expect(card.price).toMatchObject({ visibility: 'shown', price: 64999, listPrice: 79999, savingsPercent: 19 });
    expect(card.canAddToCart).toBe(true);
    expect(ProductCardSchema.parse(card)).toEqual(card);
  });

  it('never give a guest the amount of a hide_price product, anywhere in the card', () => {
    const card = productCard(productSummary({ hide_price: true, price: 1234.56, list_price: 2345.67 }), guest);
    expect(card.price).toEqual({ visibility: 'hidden', message: 'Available in store. Call for details', phoneLabel: 'In store phone sales' });
    const wire = JSON.stringify(card);
    expect(wire).not.toContain('123456');
    expect(wire).not.toContain('1234.56');
    expect(card.canAddToCart).toBe(false);
  });

  it('show a hide_price amount to a signed-in customer', () => {
    expect(productCard(productSummary({ hide_price: true, price: 10 }), customer).price).toMatchObject({ visibility: 'shown', price: 1000 });
  });

  it('give the non-MAP price only to signed-in customers', () => {
    const product = productSummary({ price: 100, list_price: null, allow_non_map_pricing: true, non_map_price: 80 });
    expect(productCard(product, guest).price).toMatchObject({ price: 10000, nonMap: false });
    expect(productCard(product, customer).price).toMatchObject({ price: 8000, nonMap: true });
  });

  it('badge a product unavailable everywhere as out of stock and refuse the cart', () => {
    const card = productCard(productSummary({ in_stock: false, inventory_status: 'out', inventory_level: 0 }), guest);
    expect(card.badge?.type).toBe('out_of_stock');
    expect(card.stock).toEqual({ status: 'out_of_stock', label: 'Out of Stock', level: 0 });
    expect(card.canAddToCart).toBe(false);
  });

  it('badge an in-stock product on sale, unless its promotion has ended', () => {
    expect(productCard(productSummary({ on_sale: true }), guest).badge?.type).toBe('on_sale');
    expect(productCard(productSummary({ on_sale: true, promotion_end: '2026-05-01T00:00:00Z' }), guest).badge).toBeNull();
  });
});

describe('stock', () => {
  it.each([
    [{ in_stock: true, inventory_status: 'in' as const }, 'In Stock'],
    [{ in_stock: false, inventory_status: 'backorder' as const, can_backorder: true }, 'Backorder'],
    [{ in_stock: false, inventory_status: 'out' as const }, 'Out of Stock'],
  ])('labels %o as %s', (fields, label) => {
    expect(stockView(productSummary(fields)).label).toBe(label);
  });
});

describe('product page', () => {
  it('hides tier prices from guests together with the price', () => {
    const product = productDetail({ hide_price: true, pricing_tiers: [{ min_quantity: 10, max_quantity: null, price: 500 }] });
    const page = productPageView(product, [], guest);
    expect(page.tiers).toEqual([]);
    expect(JSON.stringify(page)).not.toContain('50000');
    expect(productPageView(product, [], customer).tiers).toEqual([{ minQuantity: 10, maxQuantity: null, price: 50000 }]);
  });

  it('maps breadcrumbs, diagrams and related cards, leaving out the product itself', () => {
    const page = productPageView(productDetail(), [productSummary(), productSummary({ id: 202, handle: 'other' })], guest);
    expect(page.breadcrumbs).toEqual([{ title: 'Home', href: '/' }, { title: 'Pumps', href: '/category/pumps.html' }]);
    expect(page.diagrams).toEqual([{ name: 'Super Pump Parts', href: '/super-pump-parts-diagram.html' }]);
    expect(page.related.map((card) => card.href)).toEqual(['/other.html']);
    expect(ProductPageViewSchema.parse(page)).toBeTruthy();
  });
});

describe('categoryHref', () => {
  it('builds /category/{url}.html and keeps paths', () => {
    expect(categoryHref('pumps')).toBe('/category/pumps.html');
    expect(categoryHref('/category/pumps.html')).toBe('/category/pumps.html');
  });
});

describe('the menu view', () => {
  it('gives every category, nested ones too, the address of its page', () => {
    const menu = menuView({ items: [{ id: 1, title: 'Pumps', url: 'pumps', children: [{ id: 2, title: 'Pool Pumps', url: 'pool-pumps', children: [] }] }] });
    expect(menu).toEqual({ items: [{ id: 1, title: 'Pumps', href: '/category/pumps.html', children: [{ id: 2, title: 'Pool Pumps', href: '/category/pool-pumps.html', children: [] }] }] });
    expect(MenuViewSchema.parse(menu)).toEqual(menu);
  });
});
