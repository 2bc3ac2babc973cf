import { z } from 'zod';
import { LineQuantitySchema, QuantitySchema } from '../cart-quantity.js';
import { DollarsSchema } from './catalog.schemas.js';

export const SubscriptionPeriodSchema = z.enum(['MONTHLY', 'QUARTERLY', 'SEMI_ANNUALLY', 'ANNUALLY']);

/** The spec's bundled item: one product inside a kit, at its price inside the kit. */
export const BundledItemSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  price: DollarsSchema,
  quantity: z.number().int().positive(),
  is_subscription: z.boolean(),
});

/** The spec's cart line. */
export const CartLineSchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  sku: z.string(),
  quantity: z.number().int().positive(),
  /** What one unit costs: the catalogue price, or the custom price when that sets it. */
  price: DollarsSchema,
  list_price: DollarsSchema.nullable(),
  /** The unit price by the catalogue's rule (for a kit, its items' sum), before any custom price. */
  catalog_price: DollarsSchema.optional(),
  /** The spec's `custom_price`: a price agreed for this line (a quote's) when it sets `price`; else null. */
  custom_price: DollarsSchema.nullable().optional(),
  image_url: z.string(),
  is_subscription: z.boolean(),
  period: SubscriptionPeriodSchema.nullable(),
  inventory_level: z.number().int().nonnegative(),
  /** The product's price is hidden from guests (the BFF never shows a guest this line's amounts). */
  hide_price: z.boolean(),
  product_view: z.object({ handle: z.string(), title: z.string(), name: z.string() }),
  /**
   * A kit's items (spec: bundled item), each at its price inside the kit; the line's `price` is their
   * sum (cart-domain `bundleTotal`). Empty or absent for any other product (docs/decisions/0065).
   */
  bundled_items: z.array(BundledItemSchema).optional(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** A coupon applied to a cart (spec: id, code, coupon_type). */
export const CartCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  coupon_type: z.enum(['percent', 'fixed', 'free_shipping']),
  /** What this coupon takes off now (0 when the subtotal is below its minimum, or free shipping). */
  discount: DollarsSchema,
  /** The coupon stops counting for this cart at this instant (72 hours after it was added). */
  active_until: z.string(),
});
export type CartCoupon = z.infer<typeof CartCouponSchema>;

/** The spec's cart. */
export const CartSchema = z.object({
  id: z.string(),
  customer_id: z.number().int().nullable(),
  /**
   * The subtotal of the lines at the unit prices of the buyer the request names (`x-buyer`), before
   * coupons: what the free-shipping banner measures (spec: cart_amount).
   */
  cart_amount: DollarsSchema,
  products: z.array(CartLineSchema),
  coupons: z.array(CartCouponSchema),
  /** What the cart's coupons take off `cart_amount` (dollars). */
  discount_amount: DollarsSchema,
  /** `cart_amount` less `discount_amount`, before shipping and tax. */
  total_amount: DollarsSchema,
  /** A free_shipping coupon counts: shipping is free whatever the amount. */
  free_shipping: z.boolean(),
  custom_products: z.array(z.object({
    id: z.string(), sku: z.string(), is_subscription: z.boolean(), quantity: z.number().int(),
    /** A protection plan's product line (its quantity follows that line's); absent or null otherwise. */
    parent_line_id: z.string().nullable().optional(),
    /** A protection plan's name ('Extend Protection Plan - 3 Years'). */
    name: z.string().nullable().optional(),
    /** A protection plan's unit price. */
    price: DollarsSchema.nullable().optional(),
  })),
  /** Where the cart's checkout is: the storefront's `/checkout?load={id}` (the checkout is the storefront's own). */
  redirect_urls: z.object({ embedded_checkout_url: z.string().nullable() }),
});
export type Cart = z.infer<typeof CartSchema>;

/**
 * A cart's addresses on the storefront (`GET /api/v1/carts/{id}/urls`), for mail, staff tools and
 * other teams' systems: the cart page, and the checkout that loads this cart (`/checkout?load={id}`
 * offers it to whoever opens it; docs/decisions/0051).
 */
export const CartUrlsSchema = z.object({
  cart_url: z.string().url(),
  checkout_url: z.string().url(),
  embedded_checkout_url: z.string().url(),
});
export type CartUrls = z.infer<typeof CartUrlsSchema>;

export const CreateCartBodySchema = z.object({
  line_items: z.array(z.object({ product_id: z.number().int().positive(), quantity: LineQuantitySchema })).min(1).max(100),
  custom_items: z.array(z.object({ sku: z.string(), quantity: QuantitySchema.min(1) })).max(100).default([]),
  customer_id: z.number().int().positive().nullable().optional(),
});
export const AddCartItemBodySchema = z.object({
  product_id: z.number().int().positive(),
  quantity: LineQuantitySchema,
  /** The signed-in customer adding the line; without one, `hide_price` products are refused (422). */
  customer_id: z.number().int().positive().nullable().optional(),
});
export const UpdateCartItemBodySchema = z.object({
  product_id: z.number().int().positive().optional(),
  quantity: LineQuantitySchema,
});

/**
 * Who the cart is priced for (docs/decisions/0019): `customer` is a signed-in shopper (customer or
 * staff), who gets non-MAP prices and may buy hide_price products; `guest` is not. Without the header,
 * a cart with a customer is priced for a customer, any other for a guest. Only the BFF, with its
 * service key, can send it (decision 0010).
 */
export const CartBuyerHeadersSchema = z.object({ 'x-buyer': z.enum(['customer', 'guest']).optional() });

export const ApplyCouponBodySchema = z.object({
  coupon: z.string({ required_error: 'Coupon and cart id are required' }).trim().min(1, 'Coupon and cart id are required').max(64),
});
export const RemoveCouponQuerySchema = z.object({
  coupon: z.string({ required_error: 'Coupon and cart id are required' }).trim().min(1, 'Coupon and cart id are required').max(64),
});

/** A product bought with the cart's products (spec: related product), priced for the buyer. */
export const RelatedProductSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  sku: z.string(),
  title: z.string(),
  price: DollarsSchema,
  list_price: DollarsSchema.nullable(),
  inventory_status: z.enum(['in', 'out', 'backorder']),
  image_url: z.string(),
});
export type RelatedProduct = z.infer<typeof RelatedProductSchema>;
