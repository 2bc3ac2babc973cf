import { CartViewSchema } from '@pool/api-contract';
import { describe, expect, it } from 'vitest';
import { cart, cartLine } from '../test/fixtures.js';
import { cartView, EMPTY_CART_VIEW } from './cart.view.js';

describe('cartView', () => {
  it('shows lines in cents with totals, count and the free-shipping progress', () => {
    const view = cartView(cart({ cart_amount: 39.98, products: [cartLine({ quantity: 2, price: 19.99 })] }));
    expect(view.lines[0]).toMatchObject({ unitPrice: 1999, lineTotal: 3998, href: '/hayward-super-pump.html', maxQuantity: 40 });
    expect(view).toMatchObject({ itemCount: 2, subtotal: 3998, checkoutEnabled: true });
    expect(view.freeShipping).toEqual({ kind: 'progress', remaining: 7500 - 3998, percent: 53 });
    expect(CartViewSchema.parse(view)).toEqual(view);
  });

  it('says free shipping at $75 and labels subscription periods', () => {
    const view = cartView(cart({ cart_amount: 75, products: [cartLine({ is_subscription: true, period: 'QUARTERLY' })] }));
    expect(view.freeShipping).toEqual({ kind: 'free', message: 'You get Free Shipping!' });
    expect(view.lines[0]!.periodLabel).toBe('Every 3 Months');
  });

  it('is empty, without banner or checkout, when there is no cart', () => {
    expect(cartView(null)).toEqual(EMPTY_CART_VIEW);
    expect(EMPTY_CART_VIEW).toMatchObject({ lines: [], itemCount: 0, checkoutEnabled: false, freeShipping: { kind: 'none' } });
  });
});
