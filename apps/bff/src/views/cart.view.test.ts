import { CartViewSchema } from '@pool/api-contract';
import { describe, expect, it } from 'vitest';
import { cart, cartLine } from '../test/fixtures.js';
import { cartView, EMPTY_CART_VIEW, relatedProductsView } from './cart.view.js';

const GUEST = { signedIn: false };
const CUSTOMER = { signedIn: true };

describe('cartView', () => {
  it('shows lines in cents with totals, count and the free-shipping progress', () => {
    const view = cartView(cart({ cart_amount: 39.98, products: [cartLine({ quantity: 2, price: 19.99 })] }), GUEST);
    expect(view.lines[0]).toMatchObject({ unitPrice: 1999, lineTotal: 3998, href: '/hayward-super-pump.html', maxQuantity: 40 });
    expect(view).toMatchObject({ itemCount: 2, subtotal: 3998, checkoutEnabled: true });
    expect(view.freeShipping).toEqual({ kind: 'progress', remaining: 7500 - 3998, percent: 53 });
    expect(CartViewSchema.parse(view)).toEqual(view);
  });

  it('says free shipping at $75 and labels subscription periods', () => {
    const view = cartView(cart({ cart_amount: 75, products: [cartLine({ is_subscription: true, period: 'QUARTERLY' })] }), GUEST);
    expect(view.freeShipping).toEqual({ kind: 'free', message: 'You get Free Shipping!' });
    expect(view.lines[0]!.periodLabel).toBe('Every 3 Months');
  });

  it('is empty, without banner or checkout, when there is no cart', () => {
    expect(cartView(null, GUEST)).toEqual(EMPTY_CART_VIEW);
    expect(EMPTY_CART_VIEW).toMatchObject({ lines: [], itemCount: 0, checkoutEnabled: false, freeShipping: { kind: 'none' } });
  });

  it('never carries the cart id to the browser', () => {
    const view = cartView(cart({ id: '7d9b1c3e-2f4a-4b6c-8d0e-1a2b3c4d5e6f' }), GUEST);
    expect(view).not.toHaveProperty('id');
    expect(JSON.stringify(view)).not.toContain('7d9b1c3e');
  });

  it("never gives a guest the amount of a hide_price line, nor through the subtotal or free-shipping progress", () => {
    const hidden = cartLine({ id: '0b6f5a52-8a3c-4b8e-9d55-2f0c7f7c1a02', product_id: 7, price: 123.45, quantity: 1, hide_price: true });
    const plain = cartLine({ quantity: 2, price: 19.99 });
    const view = cartView(cart({ cart_amount: 163.43, products: [plain, hidden] }), GUEST);
    expect(view.lines[1]).toMatchObject({ priceHidden: true, unitPrice: 0, lineTotal: 0 });
    expect(view.lines[0]).toMatchObject({ priceHidden: false, unitPrice: 1999 });
    expect(view).toMatchObject({ subtotal: 3998, freeShipping: { kind: 'none' }, checkoutEnabled: false, itemCount: 3 });
    expect(JSON.stringify(view)).not.toMatch(/12345|16343/);
  });

  it('shows a signed-in customer the hide_price line as it is', () => {
    const hidden = cartLine({ price: 123.45, quantity: 1, hide_price: true });
    const view = cartView(cart({ cart_amount: 123.45, products: [hidden] }), CUSTOMER);
    expect(view.lines[0]).toMatchObject({ priceHidden: false, unitPrice: 12345, lineTotal: 12345 });
    expect(view).toMatchObject({ subtotal: 12345, checkoutEnabled: true });
  });
});

describe('cartView: coupons', () => {
  const guest = { signedIn: false };
  const withCoupon = (overrides: Partial<Parameters<typeof cart>[0]> = {}) =>
    cart({
      cart_amount: 40,
      coupons: [{ id: '1', code: 'SPLASH10', coupon_type: 'percent', discount: 4, active_until: '2026-11-28T10:00:00.000Z' }],
      discount_amount: 4,
      total_amount: 36,
      ...overrides,
    });

  it('shows the coupons, the discount and the total in cents, and when the coupon stops counting', () => {
    const view = cartView(withCoupon(), guest);
    expect(view.coupons).toEqual([{ code: 'SPLASH10', type: 'percent', discount: 400 }]);
    expect(view).toMatchObject({ subtotal: 4000, discount: 400, total: 3600, couponActiveUntil: '2026-11-28T10:00:00.000Z', stagedCoupon: null });
  });

  it('reads "You get Free Shipping!" with a free_shipping coupon whatever the amount', () => {
    const view = cartView(cart({ cart_amount: 10, products: [cartLine({ price: 10, quantity: 1 })], free_shipping: true }), guest);
    expect(view.freeShipping).toEqual({ kind: 'free', message: 'You get Free Shipping!' });
  });

  it('shows no discount when a line is hidden from the viewer (it would reveal the hidden amount)', () => {
    const view = cartView(withCoupon({ products: [cartLine({ hide_price: true })] }), guest);
    expect(view.discount).toBe(0);
    expect(view.coupons[0]!.discount).toBe(0);
    expect(view.total).toBe(view.subtotal);
  });

  it('carries a staged coupon, with or without a cart', () => {
    expect(cartView(null, guest, { stagedCoupon: 'SAVE5' })).toMatchObject({ lines: [], stagedCoupon: 'SAVE5' });
    expect(cartView(null, guest).stagedCoupon).toBeNull();
  });
});

describe('relatedProductsView', () => {
  it('keeps at most 3, cuts titles at 45 characters and marks out-of-stock products', () => {
    const product = (id: number, title: string, status: 'in' | 'out' = 'in') => ({
      id, handle: `p-${id}`, sku: `S-${id}`, title, price: 12.5, list_price: 15, inventory_status: status, image_url: `/images/products/S-${id}.svg`,
    });
    const long = 'A very long pool product title that goes on and on and on';
    const view = relatedProductsView([product(1, long), product(2, 'Short', 'out'), product(3, 'Three'), product(4, 'Four')]);
    expect(view.products.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(view.products[0]!.title).toBe(`${Array.from(long).slice(0, 45).join('')}...`);
    expect(view.products[1]).toMatchObject({ outOfStock: true, price: 1250, listPrice: 1500, href: '/p-2.html' });
  });
});

describe('cartView: sale and custom prices (docs/decisions/0065)', () => {
  const viewer = { signedIn: false };
  it('strikes the list price of a line on sale, and nothing when the list price is not above the price', () => {
    const sale = cartView(cart({ products: [cartLine({ price: 19.99, list_price: 24.99, catalog_price: 19.99 })] }), viewer);
    expect(sale.lines[0]).toMatchObject({ unitPrice: 1999, wasPrice: 2499, customPrice: false });
    const plain = cartView(cart({ products: [cartLine({ price: 19.99, list_price: 19.99, catalog_price: 19.99 })] }), viewer);
    expect(plain.lines[0]?.wasPrice).toBeNull();
  });

  it('marks a line on a custom price and strikes the catalogue price it replaces', () => {
    const view = cartView(cart({ products: [cartLine({ price: 19.99, list_price: null, catalog_price: 24.99, custom_price: 19.99 })] }), viewer);
    expect(view.lines[0]).toMatchObject({ unitPrice: 1999, wasPrice: 2499, customPrice: true });
  });

  it('shows neither for a price hidden from the viewer', () => {
    const view = cartView(cart({ products: [cartLine({ price: 19.99, list_price: 24.99, hide_price: true, custom_price: 19.99 })] }), viewer);
    expect(view.lines[0]).toMatchObject({ unitPrice: 0, wasPrice: null, customPrice: false });
  });
});
