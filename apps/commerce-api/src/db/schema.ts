import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint, bigserial, boolean, check, customType, index, integer, jsonb, pgEnum, pgTable, primaryKey, real, serial, text, timestamp,
  uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

/** Money is stored as whole cents; the API converts to dollars at its boundary. */
const cents = (name: string) => integer(name);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// ---------------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------------

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
  url: text('url').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [index('categories_parent_idx').on(t.parentId)]);

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const badgeType = pgEnum('badge_type', [
  'current_item', 'perfect_rating', 'out_of_stock', 'free_shipping', 'new_item', 'on_sale', 'hot_item', 'diagram', 'generic',
]);

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  sku: text('sku').notNull().unique(),
  handle: text('handle').notNull().unique(),
  title: text('title').notNull(),
  mpn: text('mpn').notNull(),
  brandId: integer('brand_id').notNull().references(() => brands.id),
  price: cents('price').notNull(),
  listPrice: cents('list_price'),
  nonMapPrice: cents('non_map_price'),
  onSale: boolean('on_sale').notNull().default(false),
  promotionEnd: timestamp('promotion_end', { withTimezone: true, mode: 'date' }),
  hidePrice: boolean('hide_price').notNull().default(false),
  allowNonMapPricing: boolean('allow_non_map_pricing').notNull().default(false),
  reviewStarRating: real('review_star_rating').notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
  shortDescription: text('short_description').notNull(),
  description: text('description').notNull(),
  badgeType: badgeType('badge_type'),
  badgeLabel: text('badge_label'),
  badgeColor: text('badge_color'),
  /** Shipping weight in pounds. */
  weight: real('weight').notNull(),
  /** Consumables a shopper may order as a subscription line (docs/decisions/0020). */
  subscribable: boolean('subscribable').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /**
   * The words PostgreSQL search matches (docs/decisions/0062), weighted: title A, brand, part number and
   * sku B, descriptions C. Kept by a trigger (migration 0025), since the brand's name lives in brands;
   * `search_words` splits as the in-process index's `tokenize` does.
   */
  searchVector: tsvector('search_vector'),
  /** The part number without separators, upper case: `SP-2610X35`, `sp2610x35` and `SP2610 X35` all read `SP2610X35`. */
  partCode: text('part_code').generatedAlwaysAs(sql`compact_code("mpn")`),
  /** The sku the same way. */
  skuCode: text('sku_code').generatedAlwaysAs(sql`compact_code("sku")`),
}, (t) => [
  check('products_price_nonnegative', sql`${t.price} >= 0`),
  index('products_brand_idx').on(t.brandId),
  // In the listing orders (docs/decisions/0069): a page of a sort walks its index and stops, instead
  // of sorting every product a category holds.
  index('products_price_idx').on(t.hidePrice, t.price, t.id),
  index('products_price_desc_idx').on(t.hidePrice, t.price.desc(), t.id),
  index('products_rating_idx').on(t.reviewStarRating.desc(), t.reviewCount.desc(), t.id),
  index('products_created_idx').on(t.createdAt.desc(), t.id),
  index('products_popularity_idx').on(t.reviewCount.desc(), t.id),
  index('products_mpn_idx').on(sql`lower(${t.mpn})`),
  index('products_search_idx').using('gin', t.searchVector),
  index('products_part_code_idx').on(t.partCode.op('text_pattern_ops')),
  index('products_sku_code_idx').on(t.skuCode.op('text_pattern_ops')),
]);

/**
 * Every word without digits the catalogue's search vectors hold (kept by a trigger, migration 0025):
 * the vocabulary PostgreSQL search looks typo candidates up in, by trigram similarity (pg_trgm).
 */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
});

export const productCategories = pgTable('product_categories', {
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  /**
   * The product's `hide_price` and `price`, copied by triggers (migration 0032: taken from the product
   * when a row is added without them, followed when the product's change): a category page sorted by
   * price walks its own categories' index and stops, instead of the whole catalogue's price index
   * (docs/decisions/0074).
   */
  hidePrice: boolean('hide_price'),
  price: cents('price'),
}, (t) => [
  primaryKey({ columns: [t.productId, t.categoryId] }),
  index('product_categories_category_idx').on(t.categoryId, t.productId),
  index('product_categories_price_idx').on(t.categoryId, t.hidePrice, t.price, t.productId),
  index('product_categories_price_desc_idx').on(t.categoryId, t.hidePrice, t.price.desc(), t.productId),
]);

export const pricingTiers = pgTable('pricing_tiers', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  minQuantity: integer('min_quantity').notNull(),
  maxQuantity: integer('max_quantity'),
  price: cents('price').notNull(),
}, (t) => [index('pricing_tiers_product_idx').on(t.productId)]);

export const attributeKind = pgEnum('attribute_kind', ['enum', 'range']);

export const attributes = pgTable('attributes', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  kind: attributeKind('kind').notNull(),
  unit: text('unit'),
  position: integer('position').notNull(),
});

export const productAttributeValues = pgTable('product_attribute_values', {
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
}, (t) => [
  primaryKey({ columns: [t.productId, t.attributeId] }),
  index('product_attribute_values_attr_idx').on(t.attributeId, t.value),
]);

export const inventoryStatus = pgEnum('inventory_status', ['in', 'out', 'backorder']);

/**
 * Kits sold as one product (spec shopping.md 3, "Bundled item"): the kit is a product of its own (its
 * page, stock and cart line), and these rows are what it holds: each item's product, how many of it
 * come in one kit, and its price inside the kit (cents). A kit's cart line costs the sum of its
 * items (cart-domain `bundleTotal`); docs/decisions/0065.
 */
export const bundleItems = pgTable('bundle_items', {
  bundleProductId: integer('bundle_product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  itemProductId: integer('item_product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
  quantity: integer('quantity').notNull(),
  price: cents('price').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.bundleProductId, t.itemProductId] }),
  check('bundle_items_quantity_positive', sql`${t.quantity} > 0`),
  check('bundle_items_price_nonnegative', sql`${t.price} >= 0`),
  check('bundle_items_not_itself', sql`${t.bundleProductId} <> ${t.itemProductId}`),
]);

export const inventory = pgTable('inventory', {
  productId: integer('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  level: integer('level').notNull(),
  status: inventoryStatus('status').notNull(),
  canBackorder: boolean('can_backorder').notNull().default(false),
}, (t) => [check('inventory_level_nonnegative', sql`${t.level} >= 0`)]);

export const locationKind = pgEnum('location_kind', ['delivery', 'pickup']);

export const inventoryLocations = pgTable('inventory_locations', {
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  locationId: integer('location_id').notNull(),
  kind: locationKind('kind').notNull(),
  quantity: integer('quantity').notNull(),
}, (t) => [primaryKey({ columns: [t.productId, t.locationId, t.kind] })]);

export const diagrams = pgTable('diagrams', {
  id: integer('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  name: text('name').notNull(),
  equipmentType: text('equipment_type').notNull(),
  brandId: integer('brand_id').notNull().references(() => brands.id),
  svg: text('svg').notNull(),
});

export const diagramParts = pgTable('diagram_parts', {
  diagramId: integer('diagram_id').notNull().references(() => diagrams.id, { onDelete: 'cascade' }),
  callout: integer('callout').notNull(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.diagramId, t.callout] }),
  index('diagram_parts_product_idx').on(t.productId),
]);

// ---------------------------------------------------------------------------------------------------
// Content
// ---------------------------------------------------------------------------------------------------

export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** ContentBlock[] of the upstream contract. */
  blocks: jsonb('blocks').notNull(),
  /** Last edit, for the sitemap's lastmod. */
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Shoppers see published pages only; staff preview the others at `/preview/{handle}` (0066). */
  published: boolean('published').notNull().default(true),
});

export const redirects = pgTable('redirects', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path').notNull(),
  status: integer('status').notNull().default(301),
});

/** Newsletter sign-ups; `email` is stored trimmed and lower-cased, once. */
export const subscriptions = pgTable('subscriptions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [check('subscriptions_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`)]);

// ---------------------------------------------------------------------------------------------------
// Customers
// ---------------------------------------------------------------------------------------------------

export const customers = pgTable('customers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  company: text('company'),
  isAdmin: boolean('is_admin').notNull().default(false),
  enableEmailNotify: boolean('enable_email_notify').notNull().default(true),
  /** argon2id PHC string. */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`)]);

export const customerTokens = pgTable('customer_tokens', {
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  tokenHash: text('token_hash').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [index('customer_tokens_customer_idx').on(t.customerId)]);

/**
 * Single-use tokens mailed to a customer: a password reset (1 hour) or a one-click login link (15
 * minutes). Only the SHA-256 of the token is stored; `used_at` marks it spent (decision 0023).
 */
export const customerOneTimeTokens = pgTable('customer_one_time_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  purpose: text('purpose', { enum: ['reset', 'login_link'] }).notNull(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('customer_one_time_tokens_customer_idx').on(t.customerId, t.purpose),
  check('customer_one_time_tokens_purpose', sql`${t.purpose} in ('reset', 'login_link')`),
]);

/**
 * A customer's address book (spec account.md 3, 7): at most one default per customer (a partial
 * unique index, so switching the default is one transaction that cannot leave two), and at most
 * `ADDRESS_BOOK_LIMIT` rows per customer (checked under a lock of the customer row).
 */
export const customerAddresses = pgTable('customer_addresses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  company: text('company'),
  street1: text('street1').notNull(),
  street2: text('street2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  phone: text('phone'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  index('customer_addresses_customer_idx').on(t.customerId),
  uniqueIndex('customer_addresses_one_default').on(t.customerId).where(sql`${t.isDefault}`),
]);

// ---------------------------------------------------------------------------------------------------
// Carts
// ---------------------------------------------------------------------------------------------------

export const subscriptionPeriod = pgEnum('subscription_period', ['MONTHLY', 'QUARTERLY', 'SEMI_ANNUALLY', 'ANNUALLY']);

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: text('session_id').notNull(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  // One cart per BFF session: two first adds at once find the same cart instead of each making one.
  uniqueIndex('carts_session_key').on(t.sessionId),
  index('carts_customer_idx').on(t.customerId),
]);

/**
 * The first answer to each write sent with an `Idempotency-Key`, so a retry gets that answer instead
 * of doing the write again. Written in the write's own transaction; kept 24 hours.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  /** What the request asked for (operation and arguments, hashed): a different request under the key is refused. */
  fingerprint: text('fingerprint').notNull(),
  /** The answer as first sent. */
  response: jsonb('response').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('idempotency_keys_created_idx').on(t.createdAt)]);

export const cartLines = pgTable('cart_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id),
  quantity: integer('quantity').notNull(),
  isSubscription: boolean('is_subscription').notNull().default(false),
  period: subscriptionPeriod('period'),
  /**
   * A price agreed for this line (cents), such as a quote's (spec: cart line `custom_price`): the line
   * costs it while it is below the catalogue price (cart-domain `customLinePrice`, docs/decisions/0065).
   */
  customPrice: cents('custom_price'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Insertion order: lines added in one statement share created_at, and uuids do not sort by time. */
  position: integer('position').notNull().generatedAlwaysAsIdentity(),
}, (t) => [
  check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  uniqueIndex('cart_lines_cart_product_unique').on(t.cartId, t.productId, t.isSubscription),
]);

export const customItems = pgTable('cart_custom_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  sku: text('sku').notNull(),
  quantity: integer('quantity').notNull(),
  isSubscription: boolean('is_subscription').notNull().default(false),
  /**
   * A protection plan's product line (docs/decisions/0020): the plan goes with the line (cascade) and
   * its quantity follows the line's. Null for other custom items.
   */
  parentLineId: uuid('parent_line_id').references(() => cartLines.id, { onDelete: 'cascade' }),
  /** The plan's name as offered ('Extend Protection Plan - 3 Years'). */
  name: text('name'),
  /** The plan's unit price as offered when added (cents), taken server-side from the warranty offer. */
  price: cents('price'),
}, (t) => [
  check('cart_custom_items_quantity_positive', sql`${t.quantity} > 0`),
  index('cart_custom_items_cart_idx').on(t.cartId),
  // One plan per product line: choosing another term replaces it.
  uniqueIndex('cart_custom_items_parent_line_unique').on(t.parentLineId),
]);

// ---------------------------------------------------------------------------------------------------
// Coupons (docs/decisions/0019)
// ---------------------------------------------------------------------------------------------------

export const couponType = pgEnum('coupon_type', ['percent', 'fixed', 'free_shipping']);

/**
 * A coupon code shoppers can apply to a cart. `value` is a whole percentage for `percent`, cents for
 * `fixed`, unused (0) for `free_shipping`. Codes are unique whatever their case.
 */
export const coupons = pgTable('coupons', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull(),
  type: couponType('type').notNull(),
  value: integer('value').notNull().default(0),
  /** Cart subtotal (cents) needed to apply the coupon and for its discount to count. */
  minimumSubtotal: cents('minimum_subtotal').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('coupons_code_unique').on(sql`lower(${t.code})`),
  check('coupons_value_valid', sql`${t.value} >= 0 and (${t.type} <> 'percent' or ${t.value} <= 100)`),
  check('coupons_minimum_nonnegative', sql`${t.minimumSubtotal} >= 0`),
]);

/** Coupons applied to a cart; each counts for 72 hours from `added_at` (cart-domain `couponActiveUntil`). */
export const cartCoupons = pgTable('cart_coupons', {
  cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id').notNull().references(() => coupons.id, { onDelete: 'cascade' }),
  addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.cartId, t.couponId] })]);

// ---------------------------------------------------------------------------------------------------
// Search and shopper activity
// ---------------------------------------------------------------------------------------------------

/**
 * One row whose `version` a statement trigger bumps on every change to a catalogue table (see the
 * migration), so the in-process search index knows when to rebuild, whoever changed the data.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [check('catalog_version_single_row', sql`${t.id} = 1`)]);

/**
 * Facet counts of each category page without filters (docs/decisions/0069): per category (its
 * descendants' products included, each once), per attribute and value, as search in PostgreSQL counts
 * them live (brand and stock from the live rows; attribute 0 is the total). Rebuilt by one copy of
 * commerce-api when the catalogue version has moved, at most once a minute; used while
 * `category_facet_build.version` is the catalogue's, or for five minutes after they were counted.
 */
export const categoryFacetCounts = pgTable('category_facet_counts', {
  categoryId: integer('category_id').notNull(),
  attributeId: integer('attribute_id').notNull(),
  value: text('value').notNull(),
  count: integer('count').notNull(),
}, (t) => [primaryKey({ columns: [t.categoryId, t.attributeId, t.value] })]);

/**
 * A table of one row (id 1, checked by `<name>_single_row`): the catalogue version a derived table was
 * built at, and when.
 */
function buildStamp<Name extends string>(name: Name) {
  return pgTable(name, {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  }, (t) => [check(`${name}_single_row`, sql`${t.id} = 1`)]);
}

/** The catalogue version `category_facet_counts` was counted at, and when. */
export const categoryFacetBuild = buildStamp('category_facet_build');

/**
 * The dropdown's candidate lists (docs/decisions/0080): for every prefix of every word without digits
 * in products' titles, brands and part numbers, the ids of the `PREFIX_LIST` most reviewed products
 * having such a word, most reviewed first; `complete` when that is every such product, `total` their
 * number (an upper bound when not complete). Rebuilt as a whole (search/typeahead-prefixes.ts).
 */
export const searchPrefixTop = pgTable('search_prefix_top', {
  prefix: text('prefix').primaryKey(),
  ids: integer('ids').array().notNull(),
  complete: boolean('complete').notNull(),
  total: integer('total').notNull(),
});

/** When `search_prefix_top` was built, and at which catalogue version. */
export const searchPrefixBuild = buildStamp('search_prefix_build');

/**
 * Products added, or whose search words changed, since `search_prefix_top` was built (a trigger adds
 * them): the dropdown checks them as well as the lists until the next build takes them in.
 */
export const searchPrefixPending = pgTable('search_prefix_pending', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  productId: integer('product_id').notNull(),
});

/** Recently viewed products per shopper (the BFF's session-derived id, never a cookie value); 15 kept. */
export const viewedProducts = pgTable('viewed_products', {
  viewerId: text('viewer_id').notNull(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.viewerId, t.productId] }),
  index('viewed_products_viewer_idx').on(t.viewerId, t.viewedAt),
]);

// ---------------------------------------------------------------------------------------------------
// Orders and payments (docs/decisions/0021)
// ---------------------------------------------------------------------------------------------------

export const orderStatus = pgEnum('order_status', [
  'Pending', 'Partially Shipped', 'Awaiting Fulfillment', 'Shipped', 'Completed', 'Cancelled', 'Refunded', 'Disputed',
  'Manual Verification Required',
]);

/** A US shipping address as an order keeps it (a copy: later edits of the customer's addresses do not change it). */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  company: string | null;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
}

/**
 * One row per placed order. `attempt_key` (the checkout attempt's idempotency key) and `cart_id` are
 * both unique: a retried or re-posted attempt finds its order, and a second attempt on the same cart
 * (another tab) cannot make a second order. The id is the order number shoppers type (from 100001).
 */
export const orders = pgTable('orders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
  attemptKey: text('attempt_key').notNull(),
  cartId: uuid('cart_id').notNull(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  status: orderStatus('status').notNull().default('Awaiting Fulfillment'),
  shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
  /** The billing address given at checkout; null when it was the shipping address (0066). */
  billingAddress: jsonb('billing_address').$type<OrderAddress>(),
  shippingMethod: text('shipping_method').notNull(),
  subtotal: cents('subtotal_cents').notNull(),
  discount: cents('discount_cents').notNull().default(0),
  shipping: cents('shipping_cents').notNull(),
  tax: cents('tax_cents').notNull(),
  total: cents('total_cents').notNull(),
  couponCodes: jsonb('coupon_codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** The fraud-device check's session id (spec shopping.md 4: the cart id, sanitised, at most 32 characters). */
  fraudSessionId: text('fraud_session_id'),
  /** When the thank-you page reported the order to analytics: reported once, even on reload. */
  analyticsReportedAt: timestamp('analytics_reported_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('orders_attempt_key').on(t.attemptKey),
  uniqueIndex('orders_cart_key').on(t.cartId),
  index('orders_customer_idx').on(t.customerId, t.createdAt),
  index('orders_email_idx').on(sql`lower(${t.email})`),
  check('orders_total_nonnegative', sql`${t.total} >= 0`),
]);

export const orderLines = pgTable('order_lines', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  sku: text('sku').notNull(),
  title: text('title').notNull(),
  handle: text('handle').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: cents('unit_price_cents').notNull(),
  lineTotal: cents('line_total_cents').notNull(),
  isSubscription: boolean('is_subscription').notNull().default(false),
  period: subscriptionPeriod('period'),
  /** A protection plan's line: the product it covers, so Reorder can tie the plan to it again (0066). */
  planForProductId: integer('plan_for_product_id').references(() => products.id, { onDelete: 'set null' }),
}, (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_quantity_positive', sql`${t.quantity} > 0`)]);

/** A parcel of an order on its way: the carrier's tracking number (tracking events come with the tracking work). */
export const shipments = pgTable('shipments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  carrier: text('carrier').notNull(),
  trackingNumber: text('tracking_number').notNull().unique(),
  shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }).notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
}, (t) => [index('shipments_order_idx').on(t.orderId)]);

export const paymentStatus = pgEnum('payment_status', ['authorized', 'captured', 'voided']);

/**
 * The store's record of each order's payment: the processor's authorization, never card data but the
 * last four. A reward order (decision 0036) is paid with points: kind 'points', the points spent, no
 * card (`last4` empty) and $0.00.
 */
export const payments = pgTable('payments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['card', 'points'] }).notNull().default('card'),
  provider: text('provider').notNull(),
  authorizationId: text('authorization_id').notNull().unique(),
  amount: cents('amount_cents').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  /** The points a 'points' payment spent (null for a card). */
  points: integer('points'),
  status: paymentStatus('status').notNull(),
  authorizedAt: timestamp('authorized_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('payments_order_idx').on(t.orderId),
  check('payments_last4', sql`(${t.kind} = 'card' and ${t.last4} ~ '^[0-9]{4}$') or (${t.kind} = 'points' and ${t.last4} = '')`),
  check('payments_kind_points', sql`(${t.kind} = 'card' and ${t.points} is null) or (${t.kind} = 'points' and ${t.points} > 0 and ${t.amount} = 0)`),
]);

export const processorChargeStatus = pgEnum('processor_charge_status', ['authorized', 'captured', 'voided', 'declined', 'requires_action']);

/**
 * The built-in test processor's own ledger (what a real processor keeps on its side): every
 * authorization attempt, keyed by the caller's idempotency key, so a retried attempt gets its first
 * answer and is never charged twice.
 */
export const processorCharges = pgTable('processor_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: cents('amount_cents').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  status: processorChargeStatus('status').notNull(),
  declineCode: text('decline_code'),
  description: text('description').notNull(),
  /**
   * A charge waiting for the shopper's 3-D Secure challenge (status `requires_action`, docs/decisions/0078):
   * the secret the challenge page asks for, and what the shopper answered there (`completed`, `failed`),
   * written once.
   */
  challengeSecret: text('challenge_secret'),
  challengeOutcome: text('challenge_outcome'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }),
  voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
});

/**
 * The test processor's one-time payment tokens (docs/decisions/0061): what the browser got for the card
 * it sent to the processor's tokenization listener. The card number itself is never kept: only what an
 * authorization needs (brand, last four, expiry, the test card's fixed answer). A token is authorized once, before it expires.
 */
export const processorTokens = pgTable('processor_tokens', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** The test card's fixed answer: null approves, else a decline code. */
  declineCode: text('decline_code'),
  /** The test card asks for 3-D Secure: its authorization waits for the shopper's challenge. */
  requiresAuthentication: boolean('requires_authentication').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
}, (t) => [index('processor_tokens_expires_idx').on(t.expiresAt)]);

export const authorizationStatus = pgEnum('payment_authorization_status', ['authorized', 'captured', 'voided']);

/**
 * The store's record of every authorization a provider granted, written before the order exists
 * (docs/decisions/0061): the order transaction sets `order_id`; one left without an order for long is
 * voided by `sweepOrphanAuthorizations`.
 */
export const paymentAuthorizations = pgTable('payment_authorizations', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  amount: cents('amount_cents').notNull(),
  status: authorizationStatus('status').notNull().default('authorized'),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
}, (t) => [index('payment_authorizations_orphan_idx').on(t.status, t.createdAt).where(sql`${t.orderId} is null`)]);

/** Sales tax per US state, in thousandths of a percent (6.25 % is 6250): a simple state-rate table. */
export const taxRates = pgTable('tax_rates', {
  state: text('state').primaryKey(),
  rate: integer('rate_millipercent').notNull(),
}, (t) => [check('tax_rates_state', sql`${t.state} ~ '^[A-Z]{2}$'`), check('tax_rates_rate', sql`${t.rate} between 0 and 20000`)]);
// Mail and notifications
// ---------------------------------------------------------------------------------------------------

/**
 * Every message the store sends while no SMTP server is configured (`SMTP_URL` unset): the outbox a
 * person running the store reads on this machine, http://127.0.0.1:8025 (docs/decisions/0017, 0050).
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** The template that rendered it ('email-cart', 'stock-notification', ...), for filtering and tests. */
  template: text('template'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Insertion order: rows stored in one transaction share created_at. */
  position: integer('position').notNull().generatedAlwaysAsIdentity(),
  // Delivery (docs/decisions/0063): a row is written in the transaction of the order, return or token
  // that caused it, and a worker delivers it after the commit.
  /** When a worker delivered it (SMTP, the SMS provider, or kept here while none is configured); null while due. */
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  /** 'smtp', 'outbox', 'sms-http', 'sms-log': how it went out. */
  deliveredBy: text('delivered_by'),
  attempts: integer('attempts').notNull().default(0),
  /** The next try (retries back off); a claimed row is pushed past the claim's lease. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The last failure's code (never the envelope or the body). */
  lastError: text('last_error'),
  /** Given up after the last retry; null while it may still go. */
  failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('mail_outbox_newest_idx').on(t.position),
  index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
]);

/**
 * Scheduled jobs (the hourly sweeps): the last period a copy of commerce-api claimed for each job, so
 * that on a shared PostgreSQL each job runs once per period however many copies run (docs/decisions/0063).
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: text('name').primaryKey(),
  /** The period number (epoch milliseconds / period) last claimed. */
  period: bigint('period', { mode: 'number' }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** 'Notify me when available' requests: one per product and address (trimmed, lower-cased). */
export const stockNotifications = pgTable('stock_notifications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** When the shopper was told the product is back; null while waiting. */
  notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  uniqueIndex('stock_notifications_product_email_unique').on(t.productId, t.email),
  check('stock_notifications_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
]);
// Delivery by zip (decision 0018)
// ---------------------------------------------------------------------------------------------------

/** A same-day delivery zone: a city, its zips (inclusive five-digit range) and its time zone. */
export const deliveryZones = pgTable('delivery_zones', {
  id: integer('id').primaryKey(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipFrom: text('zip_from').notNull(),
  zipTo: text('zip_to').notNull(),
  timeZone: text('time_zone').notNull(),
  /** Orders to this zone always arrive the next day (no same-day run). */
  isNextDay: boolean('is_next_day').notNull().default(false),
}, (t) => [
  check('delivery_zones_zip_range', sql`${t.zipFrom} ~ '^[0-9]{5}$' and ${t.zipTo} ~ '^[0-9]{5}$' and ${t.zipFrom} <= ${t.zipTo}`),
  index('delivery_zones_zip_idx').on(t.zipFrom, t.zipTo),
]);

/**
 * The stores of a zone. `id` is the location id of `inventory_locations` (a product's stock there), and
 * of the shipping options' delivery and pickup lists. `position` orders the zone's delivery ids (the
 * first names the location page).
 */
export const deliveryStores = pgTable('delivery_stores', {
  id: integer('id').primaryKey(),
  zoneId: integer('zone_id').notNull().references(() => deliveryZones.id, { onDelete: 'cascade' }),
  kind: locationKind('kind').notNull(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  /** A disabled store is shown (the San Antonio pickup block) but offers nothing. */
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
}, (t) => [index('delivery_stores_zone_idx').on(t.zoneId)]);

/**
 * The zip reference: three-digit zip prefixes (inclusive ranges) in use, with their state and the city
 * of their area. A zip whose prefix is in no range does not exist.
 */
export const zipPrefixes = pgTable('zip_prefixes', {
  prefixFrom: integer('prefix_from').primaryKey(),
  prefixTo: integer('prefix_to').notNull(),
  state: text('state').notNull(),
  city: text('city').notNull(),
}, (t) => [check('zip_prefixes_range', sql`${t.prefixFrom} between 0 and 999 and ${t.prefixTo} between ${t.prefixFrom} and 999`)]);

/** Notify-me sign-ups: tell `email` when same-day delivery reaches `zip` (stored once per pair). */
export const locationNotifications = pgTable('location_notifications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull(),
  zip: text('zip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [uniqueIndex('location_notifications_email_zip_idx').on(t.email, t.zip)]);

/**
 * Quote requests (spec shopping.md 2, 3 and 7): a shopper's request for a price on some products, or
 * a quote staff made from a cart. `cartId` is the cart the quote was last turned into (null before,
 * and again once that cart was ordered and deleted). Statuses: `requested`, then `carted`.
 */
export const quotes = pgTable('quotes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  uuid: uuid('uuid').notNull().defaultRandom(),
  name: text('name').notNull(),
  company: text('company').notNull().default(''),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull().default(''),
  status: text('status', { enum: ['requested', 'carted'] }).notNull().default('requested'),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [uniqueIndex('quotes_uuid_key').on(t.uuid), index('quotes_email_idx').on(t.email)]);

/** The products of a quote, at the unit price (cents) they had when it was requested. */
export const quoteLines = pgTable('quote_lines', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  quoteId: integer('quote_id').notNull().references(() => quotes.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
  sku: text('sku').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: cents('unit_price').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [
  uniqueIndex('quote_lines_quote_product_key').on(t.quoteId, t.productId),
  check('quote_lines_quantity_positive', sql`${t.quantity} >= 1`),
]);

// ---------------------------------------------------------------------------------------------------
// Pools and water tests (issue #14)
// ---------------------------------------------------------------------------------------------------

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A customer's pool profile. Volume is always stored in gallons (computed from the dimensions when the
 * customer gave those instead). Equipment columns name the catalogue diagram the customer picked.
 */
export const pools = pgTable('pools', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  gallons: integer('gallons').notNull(),
  shape: text('shape', { enum: ['rectangle', 'round', 'oval'] }),
  lengthFt: real('length_ft'),
  widthFt: real('width_ft'),
  shallowFt: real('shallow_ft'),
  deepFt: real('deep_ft'),
  surface: text('surface', { enum: ['plaster', 'vinyl', 'fiberglass'] }).notNull(),
  sanitizer: text('sanitizer', { enum: ['liquid_chlorine', 'trichlor', 'salt', 'bromine'] }).notNull(),
  location: text('location', { enum: ['outdoor', 'indoor'] }).notNull(),
  kind: text('kind', { enum: ['pool', 'spa'] }).notNull(),
  pumpDiagramId: integer('pump_diagram_id').references(() => diagrams.id, { onDelete: 'set null' }),
  filterDiagramId: integer('filter_diagram_id').references(() => diagrams.id, { onDelete: 'set null' }),
  heaterDiagramId: integer('heater_diagram_id').references(() => diagrams.id, { onDelete: 'set null' }),
  cleanerDiagramId: integer('cleaner_diagram_id').references(() => diagrams.id, { onDelete: 'set null' }),
  saltCellDiagramId: integer('salt_cell_diagram_id').references(() => diagrams.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  index('pools_customer_idx').on(t.customerId, t.id),
  check('pools_gallons_positive', sql`${t.gallons} > 0`),
]);

/** A pool's photos, re-encoded (WebP, EXIF stripped) with a small thumbnail. */
export const poolImages = pgTable('pool_images', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  poolId: integer('pool_id').notNull().references(() => pools.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  thumbnail: bytea('thumbnail').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('pool_images_pool_idx').on(t.poolId)]);

/**
 * A saved water test: readings (`points`: key, value, units, lower_bound, upper_bound) and, once the
 * customer saved it, the treatment that was added and its retest date.
 */
export const waterTests = pgTable('water_tests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  poolId: integer('pool_id').notNull().references(() => pools.id, { onDelete: 'cascade' }),
  testedOn: text('tested_on').notNull(),
  type: text('type', { enum: ['manual', 'photo'] }).notNull(),
  points: jsonb('points').notNull(),
  treatment: jsonb('treatment'),
  treatedAt: timestamp('treated_at', { withTimezone: true, mode: 'date' }),
  retestOn: text('retest_on'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('water_tests_pool_idx').on(t.poolId, t.testedOn, t.id)]);

/**
 * A photo of a test strip on the reference card and what the reader proposed (docs/decisions/0031): of
 * a customer's pool, or outside an account (`pool_id` null, the random id is the only key). The image is
 * the re-encoded WebP (no EXIF); `reading` is the reader's answer (readings, or the problem and message).
 */
export const waterTestPhotos = pgTable('water_test_photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  poolId: integer('pool_id').references(() => pools.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  thumbnail: bytea('thumbnail').notNull(),
  reading: jsonb('reading').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  index('water_test_photos_pool_idx').on(t.poolId),
  // The retention sweep of photos taken outside an account (pool_id null) reads them by age.
  index('water_test_photos_guest_created_idx').on(t.createdAt).where(sql`${t.poolId} is null`),
]);

// ---------------------------------------------------------------------------------------------------
// Water care (issue #14, docs/decisions/0028)
// ---------------------------------------------------------------------------------------------------

/**
 * What a treatment plan needs to know of a chemical product (@pool/water-care `Chemical`): the
 * chemical, its strength (available chlorine %: liquid chlorine as trade %, cal-hypo 65/73), its form
 * (calcium chloride: anhydrous or dihydrate), and what one package holds in the unit the chemical is
 * dosed in (liquids in US fl oz, dry products in oz by weight) with the label shoppers see.
 */
export const waterCareProducts = pgTable('water_care_products', {
  productId: integer('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  chemical: text('chemical', {
    enum: ['liquid_chlorine', 'cal_hypo', 'muriatic_acid', 'dry_acid', 'soda_ash', 'baking_soda', 'calcium_chloride', 'stabilizer', 'salt'],
  }).notNull(),
  strengthPercent: real('strength_percent'),
  form: text('form', { enum: ['anhydrous', 'dihydrate'] }),
  packageAmount: real('package_amount').notNull(),
  packageUnit: text('package_unit', { enum: ['fl_oz', 'oz'] }).notNull(),
  packageLabel: text('package_label').notNull(),
}, (t) => [
  index('water_care_products_chemical_idx').on(t.chemical),
  check('water_care_products_package_positive', sql`${t.packageAmount} > 0`),
  check('water_care_products_chemical_known', sql`${t.chemical} in ('liquid_chlorine', 'cal_hypo', 'muriatic_acid', 'dry_acid', 'soda_ash', 'baking_soda', 'calcium_chloride', 'stabilizer', 'salt')`),
  check('water_care_products_unit_known', sql`${t.packageUnit} in ('fl_oz', 'oz')`),
  check('water_care_products_strength', sql`${t.strengthPercent} is null or (${t.strengthPercent} > 0 and ${t.strengthPercent} <= 100)`),
]);
/**
 * A carrier's events of a parcel (docs/decisions/0026): the simulated carrier (tracking/carrier.ts)
 * produces them from the shipment's dates; one row per event kind (`code`) and parcel.
 */
export const trackingEvents = pgTable('tracking_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  shipmentId: integer('shipment_id').notNull().references(() => shipments.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  description: text('description').notNull(),
  location: text('location').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [uniqueIndex('tracking_events_shipment_code_key').on(t.shipmentId, t.code)]);

/** Feedback on an order's tracking (spec account.md 3: score, text). */
export const trackingFeedback = pgTable('tracking_feedback', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  score: integer('score').notNull(),
  text: text('text').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('tracking_feedback_order_idx').on(t.orderId), check('tracking_feedback_score_range', sql`${t.score} between 1 and 5`)]);
// Returns (spec account.md 3-5, docs/decisions/0027)
// ---------------------------------------------------------------------------------------------------

/** The parcel a return ships in, as rated: pounds and inches. */
export interface ReturnParcelRow {
  weight: number;
  length: number;
  width: number;
  height: number;
}

/**
 * A return of some delivered lines of an order. `idempotency_key` (the BFF's attempt key, bound to the
 * session) is unique: a retried submission finds its return instead of making a second. The label is
 * generated from these columns; `tracking_number` is the label's.
 */
export const returns = pgTable('returns', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 700001 }),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  status: text('status', { enum: ['requested'] }).notNull().default('requested'),
  shipmentId: text('shipment_id').notNull(),
  rateId: text('rate_id').notNull(),
  carrier: text('carrier').notNull(),
  service: text('service').notNull(),
  shippingCost: cents('shipping_cents').notNull(),
  parcel: jsonb('parcel').$type<ReturnParcelRow>().notNull(),
  isDifferentPackage: boolean('is_different_package').notNull().default(false),
  trackingNumber: text('tracking_number').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('returns_idempotency_key').on(t.idempotencyKey),
  uniqueIndex('returns_tracking_number_key').on(t.trackingNumber),
  index('returns_order_idx').on(t.orderId),
  index('returns_customer_idx').on(t.customerId, t.createdAt),
  check('returns_shipping_nonnegative', sql`${t.shippingCost} >= 0`),
]);

/** The lines of a return: which order line, how many, and the shopper's four answers (spec 5). */
export const returnLines = pgTable('return_lines', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  returnId: integer('return_id').notNull().references(() => returns.id, { onDelete: 'cascade' }),
  orderLineId: integer('order_line_id').notNull().references(() => orderLines.id, { onDelete: 'cascade' }),
  sku: text('sku').notNull(),
  title: text('title').notNull(),
  quantity: integer('quantity').notNull(),
  reason: text('reason').notNull(),
  comment: text('comment').notNull(),
  condition: text('condition').notNull(),
  acknowledgePolicy: boolean('acknowledge_policy').notNull(),
}, (t) => [
  index('return_lines_return_idx').on(t.returnId),
  index('return_lines_order_line_idx').on(t.orderLineId),
  check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
  check('return_lines_policy_acknowledged', sql`${t.acknowledgePolicy}`),
]);
// Saved products, rewards, reviews and questions (spec account.md 2, 3, 7; docs/decisions/0025)
// ---------------------------------------------------------------------------------------------------

/**
 * A customer's saved products (a product is saved once; the newest first in the list), each in one of
 * the customer's pools or in none (docs/decisions/0033): saving it into another pool moves it, and
 * deleting the pool keeps it saved without a pool.
 */
export const savedProducts = pgTable('saved_products', {
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  poolId: integer('pool_id').references(() => pools.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.customerId, t.productId] }),
  index('saved_products_customer_idx').on(t.customerId, t.createdAt),
  index('saved_products_pool_idx').on(t.poolId, t.createdAt),
]);

/** Products a customer can buy with reward points, at a cost in points. */
export const rewardProducts = pgTable('reward_products', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  points: integer('points').notNull(),
  active: boolean('active').notNull().default(true),
}, (t) => [uniqueIndex('reward_products_product_key').on(t.productId), check('reward_products_points_positive', sql`${t.points} > 0`)]);

/**
 * The points ledger: a customer's balance is the sum of `points`. An order earns once (unique order
 * id); a redemption is a negative row naming the reward product it bought. Undoing (decision 0055): a
 * `reversal` takes back points an order earned (once for its cancellation, once per return), a `refund`
 * gives back the points of a cancelled or returned reward order (once per order).
 */
export const rewardTransactions = pgTable('reward_transactions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['order', 'redeem', 'reversal', 'refund'] }).notNull(),
  points: integer('points').notNull(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  returnId: integer('return_id').references(() => returns.id, { onDelete: 'set null' }),
  rewardProductId: integer('reward_product_id').references(() => rewardProducts.id, { onDelete: 'set null' }),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  index('reward_transactions_customer_idx').on(t.customerId, t.createdAt),
  uniqueIndex('reward_transactions_order_key').on(t.orderId).where(sql`${t.kind} in ('order', 'redeem')`),
  uniqueIndex('reward_transactions_cancel_key').on(t.orderId).where(sql`${t.kind} in ('reversal', 'refund') and ${t.returnId} is null`),
  uniqueIndex('reward_transactions_return_key').on(t.returnId),
  check('reward_transactions_kind', sql`${t.kind} in ('order', 'redeem', 'reversal', 'refund')`),
  check('reward_transactions_sign', sql`(${t.kind} in ('order', 'refund') and ${t.points} >= 0) or (${t.kind} = 'redeem' and ${t.points} < 0) or (${t.kind} = 'reversal' and ${t.points} <= 0)`),
]);

/**
 * A customer's review of a product (rating 1-5), one per customer and product. A new review is
 * `pending` until staff approve it (decision 0055): only `approved` reviews count toward the product's
 * rating and count and are listed; a `rejected` one is kept (its writer cannot send another).
 */
export const productReviews = pgTable('product_reviews', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  author: text('author').notNull(),
  rating: integer('rating').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
  moderatedBy: integer('moderated_by').references(() => customers.id, { onDelete: 'set null' }),
  moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  index('product_reviews_product_idx').on(t.productId, t.createdAt),
  index('product_reviews_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  uniqueIndex('product_reviews_customer_product_key').on(t.productId, t.customerId),
  check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  check('product_reviews_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
]);

/** A customer's question about a product (answers come from staff; not built yet). */
export const productQuestions = pgTable('product_questions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  author: text('author').notNull(),
  body: text('body').notNull(),
  answer: text('answer'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('product_questions_product_idx').on(t.productId, t.createdAt)]);
/**
 * The staff audit (docs/decisions/0030): every act-as start and stop and every write staff made while
 * acting as a customer. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (hand-written in
 * the migration). No foreign keys, so removing a customer never removes what was done to their account.
 */
export const staffAudit = pgTable('staff_audit', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  staffId: integer('staff_id').notNull(),
  customerId: integer('customer_id').notNull(),
  action: text('action').notNull(),
  detail: text('detail').notNull().default(''),
  requestId: text('request_id').notNull(),
  /**
   * The HTTP status the store answered the request recorded (a read, or a write's outcome, filled in
   * once it is known: null while a write is in flight or when its answer never came; docs/decisions/0052).
   */
  status: integer('status'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('staff_audit_customer_idx').on(t.customerId, t.createdAt)]);
