import { CART_MESSAGES } from '@pool/cart-domain';
import { z } from 'zod';

/** The cart as the storefront shows it (mini cart and cart page). */

/** cart-domain's `freeShippingBanner()`, with its message in the spec's words. */
export const FreeShippingViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('progress'), remaining: z.number().int().nonnegative(), percent: z.number().min(0).max(100) }),
  z.object({ kind: z.literal('free'), message: z.literal(CART_MESSAGES.freeShipping) }),
]);

export const CartLineViewSchema = z.object({
  id: z.string(),
  productId: z.number().int(),
  sku: z.string(),
  href: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int().positive(),
  maxQuantity: z.number().int().positive(),
  unitPrice: z.number().int().nonnegative(),
  /**
   * Shown struck through next to `unitPrice` (cents): the list price of a product on sale, or the
   * catalogue price of a line on a custom price; null when none is above `unitPrice` or it is hidden.
   */
  wasPrice: z.number().int().nonnegative().nullable().optional(),
  /** The line is charged a price agreed for it (a quote's: the spec's `custom_price`). */
  customPrice: z.boolean().optional(),
  lineTotal: z.number().int().nonnegative(),
  isSubscription: z.boolean(),
  periodLabel: z.string().nullable(),
  /**
   * The viewer may not see this line's price (a `hide_price` product and a guest): `unitPrice` and
   * `lineTotal` are then 0, the line is left out of `subtotal`, and checkout is disabled.
   */
  priceHidden: z.boolean(),
  /** How the cart shows the line (cart-domain `lineKind`; docs/decisions/0020). */
  kind: z.enum(['subscription', 'bundle', 'protection_plan', 'service', 'product']).optional(),
  /**
   * A kit's items (docs/decisions/0065), listed under the kit's line: how many of each one kit holds
   * and its price inside the kit (cents; 0 when the line's price is hidden from the viewer).
   */
  bundleItems: z.array(z.object({ sku: z.string(), name: z.string(), quantity: z.number().int().positive(), unitPrice: z.number().int().nonnegative() })).optional(),
  /** The protection plan tied to this product line, shown under it; its quantity follows the line's. */
  plan: z.object({
    id: z.string(),
    sku: z.string(),
    /** The plan's name without the 'Extend Protection Plan' prefix (cart-domain `protectionPlanTerm`). */
    term: z.string(),
    quantity: z.number().int().positive(),
    /** Cents; 0 when the line's price is hidden from the viewer. */
    unitPrice: z.number().int().nonnegative(),
    lineTotal: z.number().int().nonnegative(),
  }).nullable().optional(),
});
export type CartLineView = z.infer<typeof CartLineViewSchema>;

/** A coupon applied to the cart; `discount` in cents (0 while its minimum subtotal is not met). */
export const CartCouponViewSchema = z.object({
  code: z.string(),
  type: z.enum(['percent', 'fixed', 'free_shipping']),
  discount: z.number().int().nonnegative(),
});
export type CartCouponView = z.infer<typeof CartCouponViewSchema>;

/** The cart as the storefront shows it (mini cart and cart page). */
export const CartViewSchema = z.object({
  lines: z.array(CartLineViewSchema),
  itemCount: z.number().int().nonnegative(),
  /** The lines at the viewer's prices, before coupons (cents): the spec's cart_amount. */
  subtotal: z.number().int().nonnegative(),
  freeShipping: FreeShippingViewSchema,
  checkoutEnabled: z.boolean(),
  coupons: z.array(CartCouponViewSchema),
  /** What the coupons take off `subtotal` (cents). */
  discount: z.number().int().nonnegative(),
  /** `subtotal` less `discount` (cents), before shipping and tax. */
  total: z.number().int().nonnegative(),
  /** A coupon entered before the cart existed, applied when the first product is added (spec 4). */
  stagedCoupon: z.string().nullable(),
  /** When the newest coupon stops counting (72 hours after it was added), for the coupon banner. */
  couponActiveUntil: z.string().nullable(),
  /**
   * On the answer of the add that created the cart only: why the staged coupon could not be applied
   * to it (commerce-api's title, e.g. 'This coupon needs a subtotal of at least $25.00'); it is dropped.
   */
  stagedCouponRefused: z.string().nullable().optional(),
});
export type CartView = z.infer<typeof CartViewSchema>;

/** A product of 'Customers also bought' (spec: related product), at most 3, title cut at 45 characters. */
export const RelatedProductViewSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  href: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  /** Cents, priced for the viewer by @pool/pricing's rule. */
  price: z.number().int().nonnegative(),
  listPrice: z.number().int().nonnegative().nullable(),
  outOfStock: z.boolean(),
});
export type RelatedProductView = z.infer<typeof RelatedProductViewSchema>;
export const RelatedProductsViewSchema = z.object({ products: z.array(RelatedProductViewSchema) });
export type RelatedProductsView = z.infer<typeof RelatedProductsViewSchema>;

/**
 * The cart's shipping estimate (spec: the shipping cart-estimate service, 3000 ms timeout; estimated
 * shipping fee 6.95), cents. `estimate`: the cheapest method offered to the deliver-to zip (or to no
 * zip yet) for this cart. `standard`: the estimate did not answer in time, so the standard fee rule
 * stands in (cart-domain `shippingFee`: 6.95, free from $75 or with a free-shipping coupon).
 * `none`: no cart. docs/decisions/0065.
 */
export const ShippingEstimateViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('estimate'),
    zip: z.string().nullable(),
    label: z.string(),
    estimate: z.string(),
    price: z.number().int().nonnegative(),
  }),
  z.object({ kind: z.literal('standard') }),
]);
export type ShippingEstimateView = z.infer<typeof ShippingEstimateViewSchema>;
