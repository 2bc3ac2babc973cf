import { z } from 'zod';
import { BadgeSchema, ImageSchema, PricingTierSchema } from '../upstream/catalog.schemas.js';
import { SiteConfigSchema, ViewerSchema } from './shell.schemas.js';

/**
 * A price as the BFF decided the viewer may see it (mirrors `PriceView` of @pool/pricing; amounts in
 * integer cents). A guest never receives the amount of a `hide_price` product.
 */
export const PriceViewSchema = z.discriminatedUnion('visibility', [
  z.object({
    visibility: z.literal('hidden'),
    message: z.literal('Available in store. Call for details'),
    phoneLabel: z.literal('In store phone sales'),
  }),
  z.object({
    visibility: z.literal('shown'),
    price: z.number().int().nonnegative(),
    listPrice: z.number().int().nonnegative().nullable(),
    savingsPercent: z.number().int().min(0).max(100).nullable(),
    onSale: z.boolean(),
    promotionEnd: z.string().nullable(),
    tier: PricingTierSchema.nullable(),
    nonMap: z.boolean(),
    rewardPoints: z.number().int().nonnegative(),
  }),
]);
export type PriceViewWire = z.infer<typeof PriceViewSchema>;

export const StockViewSchema = z.object({
  status: z.enum(['in_stock', 'out_of_stock', 'backorder']),
  label: z.string(),
  level: z.number().int().nonnegative(),
});

/** A product card of a listing (spec shopping.md "Product listings"). */
export const ProductCardSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  handle: z.string(),
  href: z.string(),
  title: z.string(),
  brand: z.string(),
  image: ImageSchema,
  price: PriceViewSchema,
  stock: StockViewSchema,
  badge: BadgeSchema.nullable(),
  rating: z.object({ stars: z.number().min(0).max(5), count: z.number().int().nonnegative() }),
  canAddToCart: z.boolean(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const ProductPageViewSchema = ProductCardSchema.extend({
  mpn: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  images: z.array(ImageSchema),
  attributes: z.array(z.object({ key: z.string(), title: z.string(), value: z.string() })),
  tiers: z.array(z.object({ minQuantity: z.number().int(), maxQuantity: z.number().int().nullable(), price: z.number().int() })),
  /** Home, then the product's categories; `href` is the page's address. */
  breadcrumbs: z.array(z.object({ title: z.string(), href: z.string() })),
  diagrams: z.array(z.object({ name: z.string(), href: z.string() })),
  related: z.array(ProductCardSchema),
});
export type ProductPageView = z.infer<typeof ProductPageViewSchema>;

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

/** A category of the header's menu: `href` is its category page. */
export interface MenuItemView {
  id: number;
  title: string;
  href: string;
  children: MenuItemView[];
}
export const MenuItemViewSchema: z.ZodType<MenuItemView> = z.lazy(() =>
  z.object({ id: z.number().int(), title: z.string(), href: z.string(), children: z.array(MenuItemViewSchema) }),
);
export const MenuViewSchema = z.object({ items: z.array(MenuItemViewSchema) });
export type MenuView = z.infer<typeof MenuViewSchema>;

/**
 * What every page's frame needs and every shopper shares: the menu and the configured footer/help
 * data. Nothing personal, so pages built on it can be cached per audience; the personal bits are the
 * {@link SessionViewSchema}, loaded after the page.
 */
export const ShellViewSchema = z.object({
  menu: MenuViewSchema,
  site: SiteConfigSchema,
  degraded: z.boolean(),
});
export type ShellView = z.infer<typeof ShellViewSchema>;

/** The shopper's own bits of the frame: who is signed in and the cart badge. Never cached. */
export const SessionViewSchema = z.object({
  viewer: ViewerSchema,
  cartCount: z.number().int().nonnegative(),
});
export type SessionView = z.infer<typeof SessionViewSchema>;

export const CategoryTileSchema = z.object({ title: z.string(), href: z.string(), image: ImageSchema.nullable() });

