import { z } from 'zod';
import { BadgeSchema, ImageSchema, PricingTierSchema, SortSchema } from '../upstream/catalog.schemas.js';
import { FilterListSchema, RangeFacetSchema, SearchTextSchema } from '../upstream/search.schemas.js';
import { CarriedShellSchema } from './shell.schemas.js';

/** The catalogue as pages show it: cards, prices, stock, listings, product and diagram pages, typeahead. */

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
  /** Offer 'Subscribe' with the four periods (docs/decisions/0020). */
  subscribable: z.boolean().optional(),
});
export type ProductPageView = z.infer<typeof ProductPageViewSchema>;

export const CategoryTileSchema = z.object({ title: z.string(), href: z.string(), image: ImageSchema.nullable() });

/**
 * Query of a listing (category or search results). Filters are repeated `f` tokens, the same in the
 * storefront URL and here, so a filtered page is a plain shareable, cacheable URL:
 * `/category/pumps.html?f=brand:Hayward&f=brand:Pentair&f=length:8..12&sort=price_asc&page=2`.
 * `key:value` for enum facets, `key:min..max` (either side optional) for range facets.
 */
export const ListingQuerySchema = z.object({
  f: FilterListSchema.default([]),
  sort: SortSchema.default('relevance'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /**
   * `mine`: only parts of the signed-in customer's equipment ('Fits my pool'; a guest gets 401). The
   * answer is then personal (`private, no-store`), never a shared page (docs/decisions/0032).
   */
  fits: z.enum(['mine'], { errorMap: () => ({ message: "fits must be 'mine'" }) }).optional(),
});
export type ListingQuery = z.infer<typeof ListingQuerySchema>;

/** One value of an enum facet; `filter` is the token to add to (or drop from) the URL's `f` list. */
export const FacetValueViewSchema = z.object({
  value: z.string(),
  count: z.number().int().nonnegative(),
  selected: z.boolean(),
  filter: z.string(),
});

/** One bucket of a range facet, e.g. 8.5-10.5 in; `filter` is its `key:min..max` token. */
export const RangeBucketViewSchema = z.object({
  min: z.number(),
  max: z.number(),
  label: z.string(),
  count: z.number().int().nonnegative(),
  selected: z.boolean(),
  filter: z.string(),
});

export const FacetViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('enum'), key: z.string(), title: z.string(), values: z.array(FacetValueViewSchema) }),
  // The search service's range facet, with the shopper's applied range and the buckets' filters.
  RangeFacetSchema.pick({ kind: true, key: true, title: true, unit: true, min: true, max: true }).extend({
    /** The applied range of this facet, if any (either bound may be open). */
    selected: z.object({ min: z.number().nullable(), max: z.number().nullable(), filter: z.string() }).nullable(),
    buckets: z.array(RangeBucketViewSchema),
  }),
]);
export type FacetView = z.infer<typeof FacetViewSchema>;

/** An applied filter, for the "remove" chips: drop `filter` from the URL's `f` list. */
export const AppliedFilterViewSchema = z.object({ key: z.string(), title: z.string(), label: z.string(), filter: z.string() });

/** Products, facets, sort and paging of a category page or the search results page. */
export const ListingViewSchema = z.object({
  products: z.array(ProductCardSchema),
  total: z.number().int().nonnegative(),
  /** More products match than `total` (a very broad text at scale, docs/decisions/0069): shown as `{total}+`. */
  totalCapped: z.boolean().optional(),
  page: z.number().int().min(1),
  pageCount: z.number().int().nonnegative(),
  perPage: z.number().int().min(1),
  sort: SortSchema,
  facets: z.array(FacetViewSchema),
  applied: z.array(AppliedFilterViewSchema),
  /**
   * The normalised query string of this listing (`?f=...&sort=...&page=...`, defaults left out, filters
   * in a stable order): use it for rel=canonical or to redirect to one cacheable URL per listing.
   */
  canonicalSearch: z.string(),
  /**
   * The 'Fits my pool' toggle: absent for guests; for signed-in customers (one shared page for all of
   * them) whether this answer is the filtered, personal one.
   */
  fits: z.object({ active: z.boolean() }).optional(),
});
export type ListingView = z.infer<typeof ListingViewSchema>;

/** A category as its page shows it: title, description, breadcrumbs and sub-categories as links. */
export const CategoryViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  href: z.string(),
  description: z.string(),
  breadcrumbs: z.array(z.object({ title: z.string(), href: z.string() })),
  children: z.array(z.object({ title: z.string(), href: z.string() })),
});
export type CategoryView = z.infer<typeof CategoryViewSchema>;

export const CategoryListingViewSchema = CarriedShellSchema.extend({
  category: CategoryViewSchema,
  listing: ListingViewSchema,
});
export type CategoryListingView = z.infer<typeof CategoryListingViewSchema>;

/** A diagram as the storefront names it, `href` its page (the view of upstream `DiagramRefSchema`). */
const DiagramRefViewSchema = z.object({
  name: z.string(),
  handle: z.string(),
  href: z.string(),
  type: z.string(),
  brand: z.string(),
});

/** A diagram link in search results, the dropdown and the parts finder. */
export const DiagramLinkViewSchema = DiagramRefViewSchema.extend({
  /** 'name — type — brand', the parts finder's option label. */
  label: z.string(),
});

export const SearchPageViewSchema = z.object({
  query: z.string(),
  listing: ListingViewSchema,
  /** Diagrams matching the text (the 'PRODUCTS & DIAGRAMS' tab), best first. */
  diagrams: z.array(DiagramLinkViewSchema),
  diagramTotal: z.number().int().nonnegative(),
});
export type SearchPageView = z.infer<typeof SearchPageViewSchema>;

export const TypeaheadQueryViewSchema = z.object({ q: SearchTextSchema });

export const TypeaheadViewSchema = z.object({
  query: z.string(),
  /** Up to 8; `href` is the results page of the suggestion. */
  suggestions: z.array(z.object({ text: z.string(), href: z.string() })).max(8),
  /** Up to 6, priced for the viewer. */
  products: z.array(ProductCardSchema).max(6),
  /** For 'View all {count}'. */
  total: z.number().int().nonnegative(),
  /** More products match than `total` (a very broad text at scale, docs/decisions/0069): shown as `{total}+`. */
  totalCapped: z.boolean().optional(),
  /** `/search?query=...`; enter goes there only when `total > 0`. */
  viewAllHref: z.string(),
  /** Show the 'PRODUCTS & DIAGRAMS' tab. */
  hasDiagrams: z.boolean(),
  diagrams: z.array(DiagramLinkViewSchema).max(6),
});
export type TypeaheadView = z.infer<typeof TypeaheadViewSchema>;

/** schema.org Product data for a `<script type="application/ld+json">`; no offer when the price is hidden. */
export const ProductJsonLdSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string(),
  sku: z.string(),
  mpn: z.string(),
  description: z.string(),
  image: z.array(z.string()),
  brand: z.object({ '@type': z.literal('Brand'), name: z.string() }),
  offers: z
    .object({
      '@type': z.literal('Offer'),
      url: z.string(),
      priceCurrency: z.literal('USD'),
      /** Dollars with two decimals, e.g. "649.99". */
      price: z.string(),
      availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock', 'https://schema.org/BackOrder']),
    })
    .optional(),
  aggregateRating: z
    .object({ '@type': z.literal('AggregateRating'), ratingValue: z.number(), reviewCount: z.number().int().positive() })
    .optional(),
});

/**
 * The product page: the existing product view (gallery `images`, `tiers`, price with reward points,
 * hide-price for guests, non-MAP for signed-in customers, `stock`, `badge`, `shortDescription`,
 * `description`, `attributes` as specifications, `diagrams`, `related`) plus reviews and JSON-LD.
 * Warranty offers are deferred: load `catalog.warrantyOffers` after render.
 */
export const ProductDetailViewSchema = ProductPageViewSchema.extend({
  reviews: z.object({ average: z.number().min(0).max(5), count: z.number().int().nonnegative(), href: z.string() }),
  /** Whether to ask for warranty offers at all (priced, buyable products). */
  warrantyEligible: z.boolean(),
  jsonLd: ProductJsonLdSchema,
});
export type ProductDetailView = z.infer<typeof ProductDetailViewSchema>;

/** A diagram page: the drawing, its numbered callouts and the parts behind them. */
export const DiagramPageViewSchema = DiagramRefViewSchema.extend({
  image: ImageSchema,
  /** The callout numbers drawn on the image, ascending. */
  callouts: z.array(z.number().int().positive()),
  parts: z.array(z.object({
    number: z.number().int().positive(),
    productId: z.number().int(),
    sku: z.string(),
    name: z.string(),
    mpn: z.string(),
    href: z.string(),
    price: PriceViewSchema,
    stock: StockViewSchema,
    canAddToCart: z.boolean(),
  })),
});
export type DiagramPageView = z.infer<typeof DiagramPageViewSchema>;

/** Deferred product-page data; `available: false` when the service failed or timed out (hide the section). */
export const WarrantyOffersViewSchema = z.object({
  productId: z.number().int(),
  available: z.boolean(),
  offers: z.array(z.object({
    id: z.string(),
    sku: z.string(),
    /** The plan term, e.g. '3 Years' (the 'Extend Protection Plan' prefix dropped). */
    term: z.string(),
    termMonths: z.number().int().positive(),
    /** Cents. */
    price: z.number().int().nonnegative(),
  })),
});
export type WarrantyOffersView = z.infer<typeof WarrantyOffersViewSchema>;

/** Parts finder: Equipment Type → Equipment Brand → Diagram. */
export const PartsFinderViewSchema = z.object({
  types: z.array(z.string()),
  brands: z.array(z.object({ name: z.string(), types: z.array(z.string()) })),
  diagrams: z.array(DiagramLinkViewSchema),
});
export type PartsFinderView = z.infer<typeof PartsFinderViewSchema>;


export const RecentlyViewedViewSchema = z.object({ products: z.array(ProductCardSchema).max(15) });
export type RecentlyViewedView = z.infer<typeof RecentlyViewedViewSchema>;
