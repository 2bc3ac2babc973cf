import { PER_PRODUCT_LIMIT } from '@pool/cart-domain';
import { z } from 'zod';
import { DollarsSchema } from './catalog.schemas.js';

export const SubscriptionPeriodSchema = z.enum(['MONTHLY', 'QUARTERLY', 'SEMI_ANNUALLY', 'ANNUALLY']);

/** The spec's cart line. */
export const CartLineSchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  sku: z.string(),
  quantity: z.number().int().positive(),
  price: DollarsSchema,
  list_price: DollarsSchema.nullable(),
  image_url: z.string(),
  is_subscription: z.boolean(),
  period: SubscriptionPeriodSchema.nullable(),
  inventory_level: z.number().int().nonnegative(),
  /** The product's price is hidden from guests (the BFF never shows a guest this line's amounts). */
  hide_price: z.boolean(),
  product_view: z.object({ handle: z.string(), title: z.string(), name: z.string() }),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** The spec's cart. */
export const CartSchema = z.object({
  id: z.string(),
  customer_id: z.number().int().nullable(),
  cart_amount: DollarsSchema,
  products: z.array(CartLineSchema),
  coupons: z.array(z.object({ id: z.string(), code: z.string(), coupon_type: z.string() })),
  custom_products: z.array(z.object({
    id: z.string(), sku: z.string(), is_subscription: z.boolean(), quantity: z.number().int(),
    /** A protection plan's product line (its quantity follows that line's); absent or null otherwise. */
    parent_line_id: z.string().nullable().optional(),
    /** A protection plan's name ('Extend Protection Plan - 3 Years'). */
    name: z.string().nullable().optional(),
    /** A protection plan's unit price. */
    price: DollarsSchema.nullable().optional(),
  })),
  redirect_urls: z.object({ embedded_checkout_url: z.string().nullable() }),
});
export type Cart = z.infer<typeof CartSchema>;

const Quantity = z.number({ invalid_type_error: 'quantity must be a number' }).int('quantity must be a whole number');
/** Units of one product a line may hold (cart-domain's per-product cap). */
const LineQuantity = Quantity.min(1, 'quantity must be at least 1').max(PER_PRODUCT_LIMIT, `quantity may be at most ${PER_PRODUCT_LIMIT}`);

export const CreateCartBodySchema = z.object({
  line_items: z.array(z.object({ product_id: z.number().int().positive(), quantity: LineQuantity })).min(1).max(100),
  custom_items: z.array(z.object({ sku: z.string(), quantity: Quantity.min(1) })).max(100).default([]),
  customer_id: z.number().int().positive().nullable().optional(),
});
export const AddCartItemBodySchema = z.object({
  product_id: z.number().int().positive(),
  quantity: LineQuantity,
  /** The signed-in customer adding the line; without one, `hide_price` products are refused (422). */
  customer_id: z.number().int().positive().nullable().optional(),
});
export const UpdateCartItemBodySchema = z.object({
  product_id: z.number().int().positive().optional(),
  quantity: LineQuantity,
});
