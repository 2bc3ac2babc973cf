import { CartViewSchema } from '@pool/api-contract';
import { describe, expect, it } from 'vitest';
import { cart, cartLine } from '../test/fixtures.js';
import { cartView } from './cart.view.js';

const GUEST = { signedIn: false };
const PUMP_LINE = '0b6f5a52-8a3c-4b8e-9d55-2f0c7f7c1a02';

const plan = (lineId: string, quantity: number) => ({
  id: '5c2a7e10-1d2b-4c3d-8e4f-5a6b7c8d9e0f', sku: 'EXTEND-36M-1', is_subscription: false, quantity,
  parent_line_id: lineId, name: 'Extend Protection Plan - 3 Years', price: 59.99,
});

describe('cartView: kinds of line (docs/decisions/0020)', () => {
  it('shows a protection plan under its product, by its term, with its quantity and total', () => {
    const view = cartView(cart({ cart_amount: 619.96, products: [cartLine({ id: PUMP_LINE, quantity: 2, price: 249.99 })], custom_products: [plan(PUMP_LINE, 2)] }), GUEST);
    expect(view.lines[0]).toMatchObject({ kind: 'product', plan: { term: '3 Years', quantity: 2, unitPrice: 5999, lineTotal: 11998 } });
    expect(view.subtotal).toBe(49998 + 11998);
    expect(CartViewSchema.parse(view)).toEqual(view);
  });

  it('hides a plan amount with its hide_price product, and leaves both out of the subtotal', () => {
    const view = cartView(cart({ cart_amount: 100 + 59.99, products: [cartLine({ id: PUMP_LINE, quantity: 1, price: 100, hide_price: true })], custom_products: [plan(PUMP_LINE, 1)] }), GUEST);
    expect(view.lines[0]!.plan).toMatchObject({ unitPrice: 0, lineTotal: 0 });
    expect(view.subtotal).toBe(0);
  });

  it('classifies subscription, service and plain lines; lines without a plan carry null', () => {
    const view = cartView(cart({ products: [
      cartLine({ id: PUMP_LINE, is_subscription: true, period: 'MONTHLY' }),
      cartLine({ id: '7d9b1c3e-2f4a-4b6c-8d0e-1a2b3c4d5e6f', sku: 'PUMP-INSTALL-SERVICE' }),
      cartLine({ id: '1a2b3c4d-2f4a-4b6c-8d0e-7d9b1c3e5e6f', sku: 'HAY000001' }),
    ] }), GUEST);
    expect(view.lines.map((line) => [line.kind, line.plan])).toEqual([['subscription', null], ['service', null], ['product', null]]);
  });
});

describe('cartView: kits (docs/decisions/0065)', () => {
  const kit = () => cartLine({
    sku: 'KIT-CHLORINE-STARTER', price: 57.57, hide_price: false,
    bundled_items: [
      { id: '900102', sku: 'WC-LC125-4X1G', name: 'Liquid Chlorine 12.5% (4 x 1 gal case)', price: 25.19, quantity: 1, is_subscription: false },
      { id: '900104', sku: 'WC-CALHYPO65-1LB', name: 'Cal-Hypo Shock 65% (1 lb bag)', price: 5.39, quantity: 2, is_subscription: false },
    ],
  });

  it('shows a kit as a bundle line listing its items at their kit prices', () => {
    const view = cartView(cart({ cart_amount: 57.57, products: [kit()] }), GUEST);
    expect(CartViewSchema.parse(view).lines[0]).toMatchObject({
      kind: 'bundle', unitPrice: 5757,
      bundleItems: [{ sku: 'WC-LC125-4X1G', quantity: 1, unitPrice: 2519 }, { sku: 'WC-CALHYPO65-1LB', quantity: 2, unitPrice: 539 }],
    });
  });

  it('hides the items\' prices with the kit\'s', () => {
    const view = cartView(cart({ cart_amount: 57.57, products: [{ ...kit(), hide_price: true }] }), GUEST);
    expect(view.lines[0]?.bundleItems?.map((item) => item.unitPrice)).toEqual([0, 0]);
  });
});
