import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  cartLines, carts, categories, customerAddresses, customers, diagramParts, diagrams, inventory, inventoryLocations, mailOutbox,
  orderLines, orders, pricingTiers, productCategories, productReviews, products, quoteLines, quotes, returnLines, returns,
  rewardTransactions, savedProducts, shipments, staffAudit, stockNotifications, trackingFeedback,
} from '../db/schema.js';
import { customItemExists, lineKindFixtures, storedLineQuantity } from '../test/line-kinds-fixtures.js';

/** The records a test may count, by name (their tables stay commerce-api's own). */
const COUNTED = {
  carts, cartLines, orders, mails: mailOutbox, stockNotifications, quotes, quoteLines, returns, returnLines,
  reviews: productReviews, rewardTransactions, savedProducts, staffAudit,
} satisfies Record<string, PgTable>;

export type CountedRecord = keyof typeof COUNTED;

/** A product of the seeded catalogue with what tests choose products by. */
export interface ProductRow {
  id: number;
  sku: string;
  handle: string;
  title: string;
  /** Cents. */
  price: number;
  nonMapPrice: number | null;
  allowNonMapPricing: boolean;
  hidePrice: boolean;
  reviewCount: number;
  /** Stock: 'in', 'out' ... (null: no inventory row). */
  status: string | null;
  level: number;
  /** Sells when out of stock (false without an inventory row). */
  canBackorder: boolean;
  /** Has quantity price tiers. */
  tiered: boolean;
  /** Belongs to a category (the service and water-care products do not). */
  categorised: boolean;
}

/** A stored mail (the outbox, where mail goes while no SMTP server is configured). */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Every product, by id (commerce-api's own tests choose products from these too). */
export async function allProducts(db: Db): Promise<ProductRow[]> {
  const [rows, tiered, categorised] = await Promise.all([
    db.select({
      id: products.id, sku: products.sku, handle: products.handle, title: products.title, price: products.price,
      nonMapPrice: products.nonMapPrice, allowNonMapPricing: products.allowNonMapPricing, hidePrice: products.hidePrice,
      reviewCount: products.reviewCount, status: inventory.status, level: inventory.level, canBackorder: inventory.canBackorder,
    }).from(products).leftJoin(inventory, eq(inventory.productId, products.id)).orderBy(asc(products.id)),
    db.selectDistinct({ id: pricingTiers.productId }).from(pricingTiers),
    db.selectDistinct({ id: productCategories.productId }).from(productCategories),
  ]);
  const tieredIds = new Set(tiered.map((r) => r.id));
  const categorisedIds = new Set(categorised.map((r) => r.id));
  return rows.map((r) => ({ ...r, level: r.level ?? 0, canBackorder: r.canBackorder ?? false, tiered: tieredIds.has(r.id), categorised: categorisedIds.has(r.id) }));
}

/** The tables a test may take away for a moment, to see how the BFF answers when commerce-api cannot read them. */
export type BreakableTable = 'product_reviews' | 'product_questions';

/** Reads and small edits of commerce-api's database for the tests of other apps: functions, never its tables. */
export function storeQueries(db: Db) {
  return {
    /** How many of a kind of record are stored. */
    async count(record: CountedRecord): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(COUNTED[record] as PgTable);
      return Number(row?.n ?? 0);
    },

    /** Every product, by id. */
    products: () => allProducts(db),

    /** One product (see {@link products}), or undefined. */
    async product(id: number): Promise<ProductRow | undefined> {
      return (await allProducts(db)).find((p) => p.id === id);
    },

    /** Hides a product's price (shown to signed-in customers only). */
    async hidePrice(productId: number): Promise<void> {
      await db.update(products).set({ hidePrice: true }).where(eq(products.id, productId));
    },

    /** Gives a product a special price for signed-in customers (non-MAP pricing). */
    async setNonMapPrice(productId: number, cents: number): Promise<void> {
      await db.update(products).set({ allowNonMapPricing: true, nonMapPrice: cents }).where(eq(products.id, productId));
    },

    /** Sells a product out: none in stock, no backorders. */
    async sellOut(productId: number): Promise<void> {
      await db.update(inventory).set({ level: 0, status: 'out', canBackorder: false }).where(eq(inventory.productId, productId));
    },

    /** Same-day and pickup stock per location. */
    async locationStock(): Promise<{ productId: number; locationId: number; kind: 'delivery' | 'pickup'; quantity: number }[]> {
      return db.select({ productId: inventoryLocations.productId, locationId: inventoryLocations.locationId, kind: inventoryLocations.kind, quantity: inventoryLocations.quantity })
        .from(inventoryLocations);
    },

    /** The first `limit` category urls. */
    async categoryUrls(limit: number): Promise<string[]> {
      return (await db.select({ url: categories.url }).from(categories).orderBy(asc(categories.id)).limit(limit)).map((r) => r.url);
    },

    /** Parts diagrams, by id. */
    async diagrams(): Promise<{ id: number; name: string; handle: string; equipmentType: string }[]> {
      return db.select({ id: diagrams.id, name: diagrams.name, handle: diagrams.handle, equipmentType: diagrams.equipmentType }).from(diagrams).orderBy(asc(diagrams.id));
    },

    /** The products on a parts diagram, each once, by callout. */
    async diagramProductIds(diagramId: number): Promise<number[]> {
      const parts = await db.select({ id: diagramParts.productId }).from(diagramParts).where(eq(diagramParts.diagramId, diagramId)).orderBy(asc(diagramParts.callout));
      return [...new Set(parts.map((r) => r.id))];
    },

    /** Every customer account. */
    async customers(): Promise<{ id: number; email: string }[]> {
      return db.select({ id: customers.id, email: customers.email }).from(customers).orderBy(asc(customers.id));
    },

    /** The id of the customer with this email (any case). */
    async customerId(email: string): Promise<number> {
      const [row] = await db.select({ id: customers.id }).from(customers).where(sql`lower(${customers.email}) = ${email.toLowerCase()}`);
      if (!row) throw new Error(`no customer ${email}`);
      return row.id;
    },

    /** Makes a customer staff (the seed's staff account aside). */
    async makeStaff(email: string): Promise<void> {
      await db.update(customers).set({ isAdmin: true }).where(sql`lower(${customers.email}) = ${email.toLowerCase()}`);
    },

    /** Gives a customer a default address (unless they have one). */
    async addDefaultAddress(customerId: number, address: { firstName: string; lastName: string; street1: string; city: string; state: string; zip: string }): Promise<void> {
      await db.insert(customerAddresses).values({ customerId, ...address, isDefault: true }).onConflictDoNothing();
    },

    /** Every cart with its customer (null: a guest's or a staff member's). */
    async carts(): Promise<{ id: string; customerId: number | null }[]> {
      return db.select({ id: carts.id, customerId: carts.customerId }).from(carts).orderBy(asc(carts.createdAt));
    },

    /** Every cart line, oldest first. */
    async cartLines(): Promise<{ cartId: string; productId: number; quantity: number }[]> {
      return db.select({ cartId: cartLines.cartId, productId: cartLines.productId, quantity: cartLines.quantity }).from(cartLines).orderBy(asc(cartLines.position));
    },

    /** The id of the newest cart holding a product, or undefined. */
    async newestCartHolding(productId: number): Promise<string | undefined> {
      const [row] = await db.select({ cartId: cartLines.cartId }).from(cartLines).where(eq(cartLines.productId, productId)).orderBy(desc(cartLines.position)).limit(1);
      return row?.cartId;
    },

    /** A cart line's stored quantity, or null when the line is gone. */
    storedLineQuantity: (lineId: string) => storedLineQuantity(db, lineId),
    /** Whether a custom item (a protection plan) is stored. */
    customItemExists: (id: string) => customItemExists(db, id),
    /** Products of the seeded catalogue for tests of subscription, plan and service lines. */
    lineKindFixtures: () => lineKindFixtures(db),

    /** Every order, by id. */
    async orders(): Promise<{ id: number; status: string; email: string; customerId: number | null }[]> {
      return db.select({ id: orders.id, status: orders.status, email: orders.email, customerId: orders.customerId }).from(orders).orderBy(asc(orders.id));
    },

    /** An order's lines. */
    async orderLines(orderId: number): Promise<{ productId: number | null; sku: string; quantity: number }[]> {
      return db.select({ productId: orderLines.productId, sku: orderLines.sku, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
    },

    /** Shipped parcels, by id. */
    async shipments(): Promise<{ orderId: number; trackingNumber: string }[]> {
      return db.select({ orderId: shipments.orderId, trackingNumber: shipments.trackingNumber }).from(shipments).orderBy(asc(shipments.id));
    },

    /** The texts of an order's tracking feedback. */
    async trackingFeedback(orderId: number): Promise<string[]> {
      return (await db.select({ text: trackingFeedback.text }).from(trackingFeedback).where(eq(trackingFeedback.orderId, orderId))).map((r) => r.text);
    },

    /** Approves a held review (what staff do in the moderation queue). */
    async approveReview(id: number): Promise<void> {
      await db.update(productReviews).set({ status: 'approved' }).where(eq(productReviews.id, id));
    },

    /** Stored mail, newest first; `to`: only the mail to that address (any case). */
    async mails(to?: string): Promise<StoredMail[]> {
      const where: SQL | undefined = to ? sql`lower(${mailOutbox.toAddress}) = ${to.toLowerCase()}` : undefined;
      return db.select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
        .from(mailOutbox).where(where).orderBy(desc(mailOutbox.position));
    },

    /** A customer's staff audit, oldest first. */
    async staffAudit(customerId: number): Promise<{ staffId: number; action: string; detail: string; requestId: string; status: number | null }[]> {
      return db.select({ staffId: staffAudit.staffId, action: staffAudit.action, detail: staffAudit.detail, requestId: staffAudit.requestId, status: staffAudit.status })
        .from(staffAudit).where(eq(staffAudit.customerId, customerId)).orderBy(asc(staffAudit.id));
    },

    /** Runs `run` while a table is away (renamed), so commerce-api's reads of it fail; puts it back after. */
    async withTableAway(table: BreakableTable, run: () => Promise<void>): Promise<void> {
      await db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
      try {
        await run();
      } finally {
        await db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
      }
    },
  };
}

export type StoreQueries = ReturnType<typeof storeQueries>;
