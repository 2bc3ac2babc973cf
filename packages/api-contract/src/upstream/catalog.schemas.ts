import { z } from 'zod';

/** Prices on the upstream wire are dollars with two decimals, as the commerce platform sends them. */
export const DollarsSchema = z.number().nonnegative().finite();

export const ImageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type Image = z.infer<typeof ImageSchema>;

export const BadgeTypeSchema = z.enum([
  'current_item', 'perfect_rating', 'out_of_stock', 'free_shipping', 'new_item', 'on_sale', 'hot_item', 'diagram', 'generic',
]);
export const BadgeSchema = z.object({ type: BadgeTypeSchema, label: z.string(), color: z.string().nullable() });

export const PricingTierSchema = z.object({
  min_quantity: z.number().int().positive(),
  max_quantity: z.number().int().positive().nullable(),
  price: DollarsSchema,
});

/** Inventory by location: same-day delivery and pickup location ids that hold the product. */
export const InventorySchema = z.object({
  in_stock: z.boolean(),
  inventory_level: z.number().int().nonnegative(),
  inventory_status: z.enum(['in', 'out', 'backorder']),
  can_backorder: z.boolean(),
  locations: z.array(z.object({ id: z.number().int(), kind: z.enum(['delivery', 'pickup']), quantity: z.number().int().nonnegative() })),
});

/** The spec's "search-index" and "cache" product shapes, merged: what a listing needs. */
export const ProductSummarySchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  handle: z.string(),
  title: z.string(),
  mpn: z.string(),
  brand: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  image: ImageSchema,
  price: DollarsSchema,
  list_price: DollarsSchema.nullable(),
  on_sale: z.boolean(),
  promotion_end: z.string().nullable(),
  hide_price: z.boolean(),
  allow_non_map_pricing: z.boolean(),
  non_map_price: DollarsSchema.nullable(),
  pricing_tiers: z.array(PricingTierSchema),
  review_star_rating: z.number().min(0).max(5),
  review_count: z.number().int().nonnegative(),
  short_description: z.string(),
  badge: BadgeSchema.nullable(),
  type: z.enum(['listings', 'diagrams']).default('listings'),
  weight: z.number().nonnegative(),
}).merge(InventorySchema);
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductAttributeValueSchema = z.object({ key: z.string(), title: z.string(), value: z.string() });

/** The full product (the spec's cart/detail shape plus content). */
export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  images: z.array(ImageSchema),
  attributes: z.array(ProductAttributeValueSchema),
  categories: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
  diagrams: z.array(z.object({ name: z.string(), handle: z.string() })),
  related_skus: z.array(z.string()),
  /** Can be ordered as a subscription line (docs/decisions/0020). */
  subscribable: z.boolean().optional(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export interface MenuItem {
  id: number;
  title: string;
  url: string;
  children: MenuItem[];
}
export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({ id: z.number().int(), title: z.string(), url: z.string(), children: z.array(MenuItemSchema) }),
);
export const MenuSchema = z.object({ items: z.array(MenuItemSchema) });
export type Menu = z.infer<typeof MenuSchema>;

export const AttributeSchema = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(['enum', 'range']),
  unit: z.string().nullable(),
});
export const AttributesSchema = z.object({ attributes: z.array(AttributeSchema) });

export const DiagramRefSchema = z.object({
  name: z.string(),
  handle: z.string(),
  type: z.string(),
  brand: z.string(),
  url: z.string(),
});
/** A diagram page: the exploded-view image and the product behind each numbered callout. */
export const DiagramDetailSchema = DiagramRefSchema.extend({
  image: ImageSchema,
  parts: z.array(z.object({ callout: z.number().int().positive(), product: ProductSummarySchema })),
});
export type DiagramDetail = z.infer<typeof DiagramDetailSchema>;

export const DiagramMapSchema = z.object({
  types: z.array(z.string()),
  brands: z.array(z.object({ name: z.string(), types: z.array(z.string()) })),
  diagrams: z.array(DiagramRefSchema),
});

export const CategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  description: z.string(),
  image: ImageSchema.nullable(),
  parent_id: z.number().int().nullable(),
  breadcrumbs: z.array(z.object({ title: z.string(), url: z.string() })),
  children: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
});
export type Category = z.infer<typeof CategorySchema>;

/** A content block of a content page (home, about, blog posts, location pages...). */
export const ContentBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hero'), heading: z.string(), text: z.string(), cta: z.object({ label: z.string(), href: z.string() }).nullable(), image: ImageSchema.nullable() }),
  z.object({ kind: z.literal('heading'), text: z.string(), level: z.number().int().min(1).max(4) }),
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('links'), heading: z.string(), links: z.array(z.object({ label: z.string(), href: z.string() })) }),
  z.object({ kind: z.literal('categories'), heading: z.string(), urls: z.array(z.string()) }),
  z.object({ kind: z.literal('products'), heading: z.string(), skus: z.array(z.string()) }),
]);
export const ContentPageSchema = z.object({
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  blocks: z.array(ContentBlockSchema),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

/** What `/handles/{handle}.json` answers: the kind of page behind a handle and its data. */
export const HandleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('product'), product: ProductDetailSchema }),
  z.object({ type: z.literal('category'), category: CategorySchema }),
  z.object({ type: z.literal('page'), page: ContentPageSchema }),
  z.object({ type: z.literal('diagram'), diagram: DiagramDetailSchema }),
]);
export type Handle = z.infer<typeof HandleSchema>;

export const SortSchema = z.enum(['relevance', 'price_asc', 'price_desc', 'rating', 'newest']);
