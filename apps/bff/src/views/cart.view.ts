import type { Cart, CartView } from '@pool/api-contract';
import { cartItemCount, freeShippingBanner, lineQuantityCap, subscriptionPeriodLabel } from '@pool/cart-domain';
import { resolvePrice, toCents, type Viewer } from '@pool/pricing';
import { productHref } from './catalog.views.js';
import { lineKindFields } from './line-kinds.view.js';

export const EMPTY_CART_VIEW: CartView = Object.freeze({
  lines: [],
  itemCount: 0,
  subtotal: 0,
  freeShipping: { kind: 'none' },
  checkoutEnabled: false,
}) as CartView;

/**
 * The upstream cart as the mini cart and cart page show it; amounts in cents, rules from cart-domain.
 * The cart id stays in the session. A line whose price the viewer may not see (`hide_price` for a
 * guest, per @pool/pricing) carries no amount and is left out of the subtotal and the free-shipping
 * progress, which would give it away; such a cart cannot check out (docs/decisions/0006).
 */
export function cartView(cart: Cart | null, viewer: Viewer): CartView {
  if (!cart) return EMPTY_CART_VIEW;
  let hiddenCents = 0;
  const lines = cart.products.map((line) => {
    const unitPrice = toCents(line.price);
    const priceHidden = resolvePrice({ price: line.price, hide_price: line.hide_price }, viewer).visibility === 'hidden';
    if (priceHidden) hiddenCents += unitPrice * line.quantity;
    const { hiddenCents: planHidden, ...kindFields } = lineKindFields(cart, line, priceHidden);
    hiddenCents += planHidden;
    return {
      id: line.id,
      productId: line.product_id,
      sku: line.sku,
      href: productHref(line.product_view.handle),
      title: line.product_view.title,
      imageUrl: line.image_url,
      quantity: line.quantity,
      maxQuantity: lineQuantityCap(line.inventory_level),
      unitPrice: priceHidden ? 0 : unitPrice,
      lineTotal: priceHidden ? 0 : unitPrice * line.quantity,
      isSubscription: line.is_subscription,
      periodLabel: subscriptionPeriodLabel(line.period),
      priceHidden,
      ...kindFields,
    };
  });
  const subtotal = Math.max(0, toCents(cart.cart_amount) - hiddenCents);
  const anyHidden = lines.some((line) => line.priceHidden);
  return {
    lines,
    itemCount: cartItemCount(lines),
    subtotal,
    freeShipping: anyHidden ? { kind: 'none' } : freeShippingBanner(subtotal),
    checkoutEnabled: lines.length > 0 && !anyHidden,
  };
}
