import { count, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import { hashPassword } from '../../customers/password.js';
import { onPostgresServer, type Db } from '../client.js';
import { buildCategoryFacetCounts } from '../../search/category-facets.js';
import { buildTypeaheadPrefixes } from '../../search/typeahead-prefixes.js';
import * as schema from '../schema.js';
import { buildCatalog, DEFAULT_SEED, type Catalog } from './catalog.js';
import { copyConnection, copyRows } from './copy.js';
import { copyProducts } from './products-copy.js';
import { buildContentPages, buildDraftPages, REDIRECTS } from './content.js';
import { DEMO_COUPONS } from './coupons.js';
import { DEMO_CUSTOMERS } from './customers.js';
import { buildDemoOrders } from './orders.js';
import { carrierEvents, WAREHOUSE } from '../../tracking/carrier.js';
import { buildReturnDemoOrders } from './return-orders.js';
import { DELIVERY_STORES, DELIVERY_ZONES, ZIP_PREFIX_ROWS } from './delivery.js';
import { seedServiceProducts } from './line-kinds.js';
import { seedKits } from './bundles.js';
import { seedWaterCareProducts } from './water-care.js';
import { buildRewardProducts } from './rewards.js';
import { recordOrderPoints } from '../../account-content/points-ledger.js';
import { loadStaffDemoPassword, setStaffDemoPassword, staffPasswordNotice, STAFF_PASSWORD_FILE } from './staff-password.js';

/** From this many products the seed vacuums a server's tables and counts category facets itself. */
const BIG_CATALOG = 50_000;

/** Rows a statement; each column travels as one array parameter, so this is bounded by memory, not binds. */
const BATCH_ROWS = 5_000;

/**
 * Bulk insert through `insert … select * from unnest($1::type[], $2::type[], …)`: one array parameter a
 * column instead of one bind a value. On PGlite this is several times faster than multi-row VALUES with
 * parameters (50k products would otherwise take minutes), and it works the same on node-postgres.
 */
async function insertBatched<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], logger?: Logger): Promise<void> {
  if (rows.length === 0) return;
  const started = performance.now();
  // On a PostgreSQL server: COPY (a million products in minutes; row inserts took far longer).
  const connection = copyConnection(db);
  if (connection) {
    await copyRows(connection, table, rows);
    logger?.debug({ table: getTableName(table), rows: rows.length, ms: Math.round(performance.now() - started) }, 'seeded table (COPY)');
    return;
  }
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in (rows[0] as object));
  const name = getTableName(table);
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows.slice(i, i + BATCH_ROWS) as Record<string, unknown>[];
    const arrays = columns.map(([key, column]) => {
      const values = batch.map((row) => {
        const value = row[key];
        return value instanceof Date ? value.toISOString() : value ?? null;
      });
      // Enum arrays go through text[]: PGlite only serialises arrays of the built-in types.
      const cast = column.columnType === 'PgEnumColumn' ? `::text[]::${column.getSQLType()}[]` : `::${column.getSQLType()}[]`;
      return sql`${sql.param(values)}${sql.raw(cast)}`;
    });
    await db.execute(sql`insert into ${sql.identifier(name)} (${sql.join(columns.map(([, c]) => sql.identifier(c.name)), sql`, `)})
      select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
  logger?.debug({ table: getTableName(table), rows: rows.length, ms: Math.round(performance.now() - started) }, 'seeded table');
}

/**
 * The products: on a server by COPY with their search vectors in the stream (products-copy.ts,
 * docs/decisions/0074), on the embedded database by batched inserts whose trigger computes them.
 */
async function seedProducts(db: Db, catalog: Catalog, logger?: Logger): Promise<void> {
  const connection = copyConnection(db);
  if (!connection) return insertBatched(db, schema.products, catalog.products, logger);
  const started = performance.now();
  await copyProducts(connection, catalog.products, catalog.brands);
  logger?.debug({ table: 'products', rows: catalog.products.length, ms: Math.round(performance.now() - started) }, 'seeded table (COPY)');
}

/** The demo shopper's past orders (seed/orders.ts), after which new orders are numbered on from the last one. */
async function seedDemoOrders(db: Db, products: Parameters<typeof buildDemoOrders>[0]): Promise<void> {
  const [shopper] = await db.select().from(schema.customers).where(sql`lower(${schema.customers.email}) = ${DEMO_CUSTOMERS[0].email}`);
  if (!shopper) return;
  const now = new Date();
  const demo = buildDemoOrders(products, shopper, now);
  await db.insert(schema.orders).values(demo.orders);
  await db.insert(schema.orderLines).values(demo.lines);
  await db.insert(schema.payments).values(demo.payments);
  const shipped = await db.insert(schema.shipments).values(demo.shipments).returning();
  // The carrier's records of each parcel so far (tracking/carrier.ts), as if its updates had come in.
  const events = shipped.flatMap((shipment) => {
    const order = demo.orders.find((o) => o.id === shipment.orderId);
    const destination = order ? `${order.shippingAddress.city}, ${order.shippingAddress.state}` : WAREHOUSE;
    return carrierEvents({ ...shipment, destination }, now).map((event) => ({ shipmentId: shipment.id, ...event }));
  });
  if (events.length > 0) await db.insert(schema.trackingEvents).values(events);
  // The points these orders earned, as checkout records them for new orders (decision 0025).
  for (const order of demo.orders) {
    await recordOrderPoints(db, { id: order.id!, customerId: order.customerId ?? null, subtotal: order.subtotal, discount: order.discount ?? 0, createdAt: order.createdAt });
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
  // Recently delivered orders to return from (seed/return-orders.ts), numbered on by the sequence.
  for (const demoOrder of buildReturnDemoOrders(products, shopper, new Date())) {
    const [order] = await db.insert(schema.orders).values(demoOrder.order).returning({ id: schema.orders.id });
    await db.insert(schema.orderLines).values(demoOrder.lines.map((line) => ({ ...line, orderId: order!.id })));
    await db.insert(schema.payments).values({ ...demoOrder.payment, orderId: order!.id });
    await db.insert(schema.shipments).values({ ...demoOrder.shipment, orderId: order!.id });
    await recordOrderPoints(db, {
      id: order!.id, customerId: shopper.id, subtotal: demoOrder.order.subtotal, discount: demoOrder.order.discount ?? 0, createdAt: demoOrder.order.createdAt,
    });
  }
}

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.products);
  return (row?.n ?? 0) === 0;
}

export interface SeedOptions {
  size: number;
  /**
   * Also create the README's demo accounts (`SEED_DEMO_ACCOUNTS`: the embedded database and tests, never
   * by default on a server database): the shopper with its published password, the staff member with
   * `staffPassword`, never a published one (staff-password.ts, docs/decisions/0052).
   */
  demoAccounts: false | { staffPassword: string };
  seed?: number;
  logger?: Logger;
}

/**
 * Seeds the catalogue, content and (when asked) the demo accounts in one transaction, only when the
 * catalogue is empty (so it is safe on every boot). Returns whether it seeded.
 */
export async function seedDatabase(db: Db, { size, demoAccounts, seed = DEFAULT_SEED, logger }: SeedOptions): Promise<boolean> {
  if (!(await isCatalogEmpty(db))) return false;
  const started = performance.now();
  const catalog = buildCatalog(size, seed);
  const pages = buildContentPages(catalog);
  const accounts = !demoAccounts ? [] : await Promise.all(
    DEMO_CUSTOMERS.map(async ({ password, ...c }) => ({ ...c, passwordHash: await hashPassword(password ?? demoAccounts.staffPassword) })),
  );
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await insertBatched(t, schema.brands, catalog.brands, logger);
    await insertBatched(t, schema.categories, catalog.categories, logger);
    await insertBatched(t, schema.attributes, catalog.attributes, logger);
    await seedProducts(t, catalog, logger);
    await insertBatched(t, schema.productCategories, catalog.productCategories, logger);
    await insertBatched(t, schema.pricingTiers, catalog.pricingTiers, logger);
    await insertBatched(t, schema.productAttributeValues, catalog.attributeValues, logger);
    await insertBatched(t, schema.inventory, catalog.inventory, logger);
    await insertBatched(t, schema.inventoryLocations, catalog.inventoryLocations, logger);
    await insertBatched(t, schema.diagrams, catalog.diagrams, logger);
    await insertBatched(t, schema.diagramParts, catalog.diagramParts, logger);
    await seedServiceProducts(t);
    await seedWaterCareProducts(t);
    await seedKits(t);
    await t.insert(schema.contentPages).values([...pages, ...buildDraftPages().map((page) => ({ ...page, published: false }))]);
    await t.insert(schema.redirects).values([...REDIRECTS]);
    await t.insert(schema.deliveryZones).values([...DELIVERY_ZONES]);
    await t.insert(schema.deliveryStores).values([...DELIVERY_STORES]);
    await insertBatched(t, schema.zipPrefixes, ZIP_PREFIX_ROWS, logger);
    await t.insert(schema.coupons).values(DEMO_COUPONS).onConflictDoNothing();
    const rewards = buildRewardProducts(catalog.products);
    if (rewards.length > 0) await t.insert(schema.rewardProducts).values(rewards);
    if (accounts.length > 0) {
      await t.insert(schema.customers).values(accounts).onConflictDoNothing();
      await seedDemoOrders(t, catalog.products);
    }
  });
  const analyzed = performance.now();
  // A big catalogue on a server vacuumed too, so its listings read their indexes alone (the
  // visibility map), and the category pages' facet counts taken (docs/decisions/0069); a small one's
  // are taken by search's first poll.
  const server = onPostgresServer(db) && size >= BIG_CATALOG;
  await db.execute(server ? sql`vacuum (analyze)` : sql`analyze`);
  logger?.debug({ ms: Math.round(performance.now() - analyzed) }, server ? 'vacuumed and analyzed' : 'analyzed');
  if (server) {
    const counted = performance.now();
    await buildCategoryFacetCounts(db);
    logger?.debug({ ms: Math.round(performance.now() - counted) }, 'category facet counts taken');
  }
  if (onPostgresServer(db)) {
    // The dropdown's candidate lists (docs/decisions/0080; 25 s at a million products).
    const listed = performance.now();
    await buildTypeaheadPrefixes(db);
    logger?.debug({ ms: Math.round(performance.now() - listed) }, 'typeahead lists built');
  } else {
    // The embedded database's search is the in-process index: nothing reads the lists or their queue.
    await db.execute(sql`delete from search_prefix_pending`);
  }
  logger?.info({ products: size, demoAccounts: demoAccounts !== false, ms: Math.round(performance.now() - started) }, 'seeded the catalogue');
  return true;
}

/** Wipes every table (catalogue, content, customers, carts) and seeds again. */
export async function resetDatabase(db: Db, options: SeedOptions): Promise<void> {
  await db.execute(sql`truncate table
    product_questions, product_reviews, reward_transactions, reward_products, saved_products,
    return_lines, returns, shipments, payments, order_lines, orders, processor_charges, location_notifications, delivery_stores, delivery_zones, zip_prefixes,
    cart_coupons, coupons, cart_custom_items, bundle_items, water_care_products, cart_lines, carts, customer_tokens, customers, subscriptions, redirects, content_pages, diagram_parts, diagrams,
    inventory_locations, inventory, product_attribute_values, attributes, pricing_tiers, product_categories, products,
    categories, brands, search_prefix_top, search_prefix_pending, search_prefix_build restart identity cascade`);
  await seedDatabase(db, options);
}

export interface StoreSeedOptions {
  size: number;
  /** `SEED_DEMO_ACCOUNTS`. */
  demoAccounts: boolean;
  /** Where the staff demo password is kept (`SECRETS_DIR`). */
  secretsDir: string;
  /** Wipe and seed again (`cli.ts reset`) instead of seeding an empty catalogue only. */
  reset?: boolean;
  logger?: Logger;
  /** Shows the staff demo password the one time it is made (the console, never the log). */
  print: (text: string) => void;
}

/**
 * Seeds as commerce-api's start and `cli.ts` do: with the demo accounts when asked, the staff one with
 * the random password kept in `secretsDir/staff-demo-password`, made and printed on the first start
 * only (docs/decisions/0052). A database seeded before the file was made (with the password published
 * until then, or with a file since deleted) gives its staff demo account the new one, so the file and
 * the account agree. Returns whether it seeded.
 */
export async function seedStore(db: Db, { size, demoAccounts, secretsDir, reset = false, logger, print }: StoreSeedOptions): Promise<boolean> {
  const staff = demoAccounts ? loadStaffDemoPassword(secretsDir) : null;
  const options: SeedOptions = { size, demoAccounts: staff ? { staffPassword: staff.password } : false, ...(logger ? { logger } : {}) };
  const seeded = reset ? (await resetDatabase(db, options), true) : await seedDatabase(db, options);
  if (staff?.created && !seeded && (await setStaffDemoPassword(db, staff.password))) {
    logger?.warn({ file: STAFF_PASSWORD_FILE }, 'the staff demo account now has the new password kept in SECRETS_DIR');
  }
  if (staff?.created) print(staffPasswordNotice(staff.password, secretsDir));
  return seeded;
}
