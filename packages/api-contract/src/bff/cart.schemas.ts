import { z } from 'zod';

/** The cart as the storefront shows it (mini cart and cart page). */

export const FreeShippingViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('progress'), remaining: z.number().int().nonnegative(), percent: z.number().min(0).max(100) }),
  z.object({ kind: z.literal('free'), message: z.literal('You get Free Shipping!') }),
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

/** The cart as the storefront shows it (mini cart and cart page). */
export const CartViewSchema = z.object({
  lines: z.array(CartLineViewSchema),
  itemCount: z.number().int().nonnegative(),
  subtotal: z.number().int().nonnegative(),
  freeShipping: FreeShippingViewSchema,
  checkoutEnabled: z.boolean(),
});
export type CartView = z.infer<typeof CartViewSchema>;
