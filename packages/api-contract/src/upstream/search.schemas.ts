import { z } from 'zod';
import { DiagramRefSchema, DollarsSchema, ProductSummarySchema, SortSchema } from './catalog.schemas.js';

/**
 * Filters travel as repeated `f` tokens: `key:value` for an enum attribute (`brand:Hayward`) and
 * `key:min..max` for a range attribute (`length:8..12`, `length:8..`, `length:..12`). Values of one key
 * are OR-ed, keys are AND-ed. The keys are those of `/attributes.json`.
 */
export const FILTER_TOKEN = /^([a-z][a-z0-9_]{0,39}):(.{1,120})$/;
export const RANGE_VALUE = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/;
export const MAX_FILTERS = 32;
/** Longest search text a search or typeahead accepts. */
export const MAX_QUERY_LENGTH = 200;

export const FilterTokenSchema = z.string().regex(FILTER_TOKEN, 'a filter is key:value or key:min..max');

/**
 * A list of filter tokens from a query string, whatever shape the query parser gave it: absent, one
 * value (`f=a`), repeated (`f=a&f=b`) or indexed (`f[0]=a&f[1]=b`, ts-rest's encoding, which qs turns
 * into an object past 20 items).
 */
export const FilterListSchema = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : [value]),
  z.array(FilterTokenSchema).max(MAX_FILTERS, `at most ${MAX_FILTERS} filters`),
);

export const SearchTextSchema = z
  .string()
  .max(MAX_QUERY_LENGTH, `the search text may be at most ${MAX_QUERY_LENGTH} characters`)
  .transform((text) => text.trim());

/**
 * Product ids as a comma list (`12,40,7`): the index query's `ids` (only these products: the 'Fits my
 * pool' filter) and the products a page asks 'does it fit?' about. Duplicates are dropped.
 */
export const productIdList = (max: number) => z.string()
  .regex(new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${max - 1}}$`), `a comma-separated list of at most ${max} product ids`)
  .transform((list) => [...new Set(list.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id <= 2_147_483_647), 'a product id is at most 2147483647');

/** `GET /search/products/query`: the product index with facets. */
export const IndexQuerySchema = z.object({
  q: SearchTextSchema.optional(),
  /** A category url: the category and its descendants. */
  category: z.string().max(200).regex(/^[a-z0-9-]+$/, 'unknown category').optional(),
  f: FilterListSchema.default([]),
  sort: SortSchema.default('relevance'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
  /** Only these products (the 'Fits my pool' filter: the parts of a customer's equipment). */
  ids: productIdList(2_000).optional(),
});
export type IndexQuery = z.infer<typeof IndexQuerySchema>;

export const EnumFacetSchema = z.object({
  kind: z.literal('enum'),
  key: z.string(),
  title: z.string(),
  /** Values with their hit counts, most hits first. Counts ignore the facet's own filter (disjunctive). */
  values: z.array(z.object({ value: z.string(), count: z.number().int().nonnegative() })),
});
export const RangeFacetSchema = z.object({
  kind: z.literal('range'),
  key: z.string(),
  title: z.string(),
  unit: z.string().nullable(),
  min: z.number(),
  max: z.number(),
  /** Contiguous, inclusive buckets in ascending order, each with its hit count. */
  buckets: z.array(z.object({ min: z.number(), max: z.number(), count: z.number().int().nonnegative() })),
});
export const FacetSchema = z.discriminatedUnion('kind', [EnumFacetSchema, RangeFacetSchema]);
export type Facet = z.infer<typeof FacetSchema>;

/** A diagram hit (the index's `type: 'diagrams'` documents). */
export const DiagramHitSchema = DiagramRefSchema.extend({ image_url: z.string(), part_count: z.number().int().nonnegative() });
export type DiagramHit = z.infer<typeof DiagramHitSchema>;

export const IndexSearchResultSchema = z.object({
  hits: z.array(ProductSummarySchema),
  total: z.number().int().nonnegative(),
  /**
   * More products match than `total` (search in PostgreSQL reads at most 1,000 by text, the most
   * reviewed, docs/decisions/0069): hits, facets and paging are of those.
   */
  total_capped: z.boolean().optional(),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  /** Facets of the spec's filterable attributes that have at least one value among the hits. */
  facets: z.array(FacetSchema),
  /** The filters applied, normalised (deduplicated, in attribute order). */
  applied: z.array(z.string()),
  /** Diagrams matching the text (none without text), best first, up to 12. */
  diagrams: z.array(DiagramHitSchema),
  diagram_total: z.number().int().nonnegative(),
});
export type IndexSearchResult = z.infer<typeof IndexSearchResultSchema>;

/** `GET /search/typeahead`: the dropdown under the search box. */
export const TypeaheadQuerySchema = z.object({
  q: SearchTextSchema.pipe(z.string().min(1, 'type something to search for')),
  products: z.coerce.number().int().min(0).max(6).default(6),
  suggestions: z.coerce.number().int().min(0).max(8).default(8),
});

export const TypeaheadResultSchema = z.object({
  query: z.string(),
  /** From the query-suggestions index: popular completions of the text. */
  suggestions: z.array(z.object({ text: z.string(), count: z.number().int().nonnegative() })),
  products: z.array(ProductSummarySchema),
  /** Every product that matches (for 'View all {count}'). */
  total: z.number().int().nonnegative(),
  /**
   * More products may match than `total` (as in IndexSearchResult; search in PostgreSQL also sets it
   * when a rare combination of common words was read from its candidate lists, docs/decisions/0080):
   * show the count as "at least".
   */
  total_capped: z.boolean().optional(),
  has_diagrams: z.boolean(),
  diagrams: z.array(DiagramHitSchema),
});
export type TypeaheadResult = z.infer<typeof TypeaheadResultSchema>;

/** The warranty-offers service's versioned media type (sent as Accept). */
export const WARRANTY_MEDIA_TYPE = 'application/vnd.pool.warranty.v1+json';

export const WarrantyOffersQuerySchema = z.object({
  productId: z.coerce.number().int().positive('productId must be a product id'),
  storeId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'storeId must be 1-40 letters, digits, _ or -'),
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'locale must look like en-US').default('en-US'),
  /** Include the plan configuration (terms and coverage text). */
  include: z.enum(['config']).optional(),
});

export const WarrantyOfferSchema = z.object({
  id: z.string(),
  /** The cart's custom-item sku of the plan. */
  sku: z.string(),
  /** e.g. 'Extend Protection Plan - 3 Years' (the storefront drops the prefix). */
  plan_name: z.string(),
  term_months: z.number().int().positive(),
  price: DollarsSchema,
  coverage: z.string().optional(),
});
export const WarrantyOffersSchema = z.object({
  product_id: z.number().int(),
  store_id: z.string(),
  locale: z.string(),
  /**
   * Whether the product hides its price from guests. Plans are priced from the product, so a caller
   * must not show a hidden-price product's plans to a viewer who may not see its price.
   */
  hide_price: z.boolean().optional(),
  offers: z.array(WarrantyOfferSchema),
});
export type WarrantyOffers = z.infer<typeof WarrantyOffersSchema>;

/**
 * A shopper id for the recently viewed list: the BFF's session-derived id (sha256 hex of the session
 * id), never the cookie value.
 */
export const ViewerIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'unknown viewer');
/** The spec's cap of the recently viewed list. */
export const VIEWED_LIMIT = 15;

export const ViewedListSchema = z.object({
  objectID: z.string(),
  /** Most recently viewed first, at most 15. */
  products: z.array(ProductSummarySchema).max(VIEWED_LIMIT),
});
export type ViewedList = z.infer<typeof ViewedListSchema>;
