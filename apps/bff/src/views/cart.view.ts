import type { Cart, CartView, CheckoutQuote, RelatedProduct, RelatedProductsView, ShippingEstimateView } from '@pool/api-contract';
import { CART_MESSAGES, cartItemCount, struckLinePrice, crossSaleList, freeShippingBanner, isOutOfStock, lineQuantityCap, subscriptionPeriodLabel, truncateTitle } from '@pool/cart-domain';
import { isPriceHiddenFrom, toCents, type Viewer } from '@pool/pricing';
import { productHref } from './catalog.views.js';
import { lineKindFields } from './line-kinds.view.js';

export const EMPTY_CART_VIEW: CartView = Object.freeze({
  lines: [],
  itemCount: 0,
  subtotal: 0,
  freeShipping: { kind: 'none' },
  checkoutEnabled: false,
  coupons: [],
  discount: 0,
  total: 0,
  stagedCoupon: null,
  couponActiveUntil: null,
}) as CartView;

/**
 * The upstream cart as the mini cart and cart page show it; amounts in cents, rules from cart-domain.
 * The cart id stays in the session. Unit prices are commerce-api's, computed for this viewer with
 * @pool/pricing's `unitPrice` (the BFF names the buyer on every cart call: docs/decisions/0019), so
 * they are what the product page shows. A line whose price the viewer may not see (`hide_price` for a
 * guest, per @pool/pricing) carries no amount and is left out of the subtotal, the discount and the
 * free-shipping progress, which would give it away; such a cart cannot check out (docs/decisions/0006).
 * A free_shipping coupon makes the banner read 'You get Free Shipping!' whatever the amount.
 */
export function cartView(cart: Cart | null, viewer: Viewer, session: { stagedCoupon?: string | null; stagedCouponRefused?: string | null } = {}): CartView {
  const stagedCoupon = session.stagedCoupon ?? null;
  if (!cart) return stagedCoupon ? { ...EMPTY_CART_VIEW, stagedCoupon } : EMPTY_CART_VIEW;
  let hiddenCents = 0;
  const lines = cart.products.map((line) => {
    const unitPrice = toCents(line.price);
    const priceHidden = isPriceHiddenFrom({ hide_price: line.hide_price }, viewer);
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
      // Sale and custom prices show the price they replace struck through (docs/decisions/0065).
      wasPrice: priceHidden ? null : struckLinePrice({
        price: unitPrice,
        listPrice: line.list_price === null ? null : toCents(line.list_price),
        catalogPrice: line.catalog_price === undefined ? unitPrice : toCents(line.catalog_price),
      }),
      customPrice: !priceHidden && line.custom_price != null,
      lineTotal: priceHidden ? 0 : unitPrice * line.quantity,
      isSubscription: line.is_subscription,
      periodLabel: subscriptionPeriodLabel(line.period),
      priceHidden,
      ...kindFields,
    };
  });
  const subtotal = Math.max(0, toCents(cart.cart_amount) - hiddenCents);
  const anyHidden = lines.some((line) => line.priceHidden);
  // A discount computed on hidden amounts would give them away: none is shown then.
  const discount = anyHidden ? 0 : Math.min(subtotal, toCents(cart.discount_amount));
  const coupons = cart.coupons.map((coupon) => ({ code: coupon.code, type: coupon.coupon_type, discount: anyHidden ? 0 : toCents(coupon.discount) }));
  const activeUntil = cart.coupons.map((coupon) => coupon.active_until).sort().at(-1) ?? null;
  const freeShipping: CartView['freeShipping'] = anyHidden
    ? { kind: 'none' }
    : cart.free_shipping && lines.length > 0
      ? { kind: 'free', message: CART_MESSAGES.freeShipping }
      : freeShippingBanner(subtotal);
  return {
    lines,
    itemCount: cartItemCount(lines),
    subtotal,
    freeShipping,
    checkoutEnabled: lines.length > 0 && !anyHidden,
    coupons,
    discount,
    total: subtotal - discount,
    stagedCoupon,
    couponActiveUntil: activeUntil,
    ...(session.stagedCouponRefused ? { stagedCouponRefused: session.stagedCouponRefused } : {}),
  };
}

/** 'Customers also bought': at most 3 (cart-domain `crossSaleList`), titles cut at 45 characters. */
export function relatedProductsView(products: readonly RelatedProduct[]): RelatedProductsView {
  return {
    products: crossSaleList(products).map((product) => ({
      id: product.id,
      sku: product.sku,
      href: productHref(product.handle),
      title: truncateTitle(product.title),
      imageUrl: product.image_url,
      price: toCents(product.price),
      listPrice: product.list_price !== null && product.list_price > product.price ? toCents(product.list_price) : null,
      outOfStock: isOutOfStock(product),
    })),
  };
}

/**
 * The cart's shipping estimate from commerce-api's checkout quote (the spec's cart-estimate service):
 * standard shipping to the deliver-to zip, as checkout will price it (docs/decisions/0065).
 */
export function shippingEstimateView(quote: CheckoutQuote, zip: string | null): ShippingEstimateView {
  const standard = quote.shippingOptions.find((option) => option.method === 'standard') ?? quote.shippingOptions[0];
  if (!standard) return { kind: 'standard' };
  return { kind: 'estimate', zip, label: standard.label, estimate: standard.estimate, price: toCents(standard.price) };
}
