import type { Cart, CartView } from '@pool/api-contract';
import { cartItemCount, freeShippingBanner, lineQuantityCap, subscriptionPeriodLabel } from '@pool/cart-domain';
import { toCents } from '@pool/pricing';
import { productHref } from './catalog.views.js';

export const EMPTY_CART_VIEW: CartView = Object.freeze({
  id: null,
  lines: [],
  itemCount: 0,
  subtotal: 0,
  freeShipping: { kind: 'none' },
  checkoutEnabled: false,
}) as CartView;

/** The upstream cart as the mini cart and cart page show it; amounts in cents, rules from cart-domain. */
export function cartView(cart: Cart | null): CartView {
  if (!cart) return EMPTY_CART_VIEW;
  const lines = cart.products.map((line) => {
    const unitPrice = toCents(line.price);
    return {
      id: line.id,
      productId: line.product_id,
      sku: line.sku,
      href: productHref(line.product_view.handle),
      title: line.product_view.title,
      imageUrl: line.image_url,
      quantity: line.quantity,
      maxQuantity: lineQuantityCap(line.inventory_level),
      unitPrice,
      lineTotal: unitPrice * line.quantity,
      isSubscription: line.is_subscription,
      periodLabel: subscriptionPeriodLabel(line.period),
    };
  });
  const subtotal = toCents(cart.cart_amount);
  return {
    id: cart.id,
    lines,
    itemCount: cartItemCount(lines),
    subtotal,
    freeShipping: freeShippingBanner(subtotal),
    checkoutEnabled: lines.length > 0,
  };
}
