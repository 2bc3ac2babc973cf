import { EventEmitter } from 'node:events';
import { CACHE_PURGE_CHANNEL, CachePurgeSchema, cachePurgeChannel, categoryTag, productTag, type CachePurge } from '@pool/api-contract';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import { categories, inventory, productCategories, products } from '../db/schema.js';

/**
 * Tells the caches in front of the store what changed (docs/decisions/0064): every BFF copy drops the
 * entries carrying the tags. Resolves once the purge is handed over; it never rejects (a lost purge is
 * bounded by the caches' fresh time, a failed write would be worse).
 */
export interface ChangePublisher {
  publish(purge: CachePurge): Promise<void>;
  close(): Promise<void>;
}

/** Purges on Redis pub/sub, which every BFF copy subscribed to the channel receives. */
export function redisChangePublisher(redisUrl: string, onError: (error: unknown) => void = () => {}, channel = cachePurgeChannel(redisUrl)): ChangePublisher {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true });
  connection.on('error', onError);
  return {
    async publish(purge) {
      try {
        await connection.publish(channel, JSON.stringify(CachePurgeSchema.parse(purge)));
      } catch (error) {
        onError(error);
      }
    },
    async close() {
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}

/** Purges inside this process only (no Redis: one copy, nothing else to tell). */
export function inProcessChangePublisher(emitter = new EventEmitter()): ChangePublisher & { emitter: EventEmitter } {
  return {
    emitter,
    publish(purge) {
      emitter.emit(CACHE_PURGE_CHANNEL, purge);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/** The cache tags of a product: its own and its categories' (a listing shows its price and stock). */
export async function productTags(db: Db, productId: number): Promise<string[]> {
  const rows = await db
    .select({ url: categories.url })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(eq(productCategories.productId, productId));
  return [productTag(productId), ...rows.map((row) => categoryTag(row.url))];
}

async function changed(db: Db, publisher: ChangePublisher, productId: number, reason: CachePurge['reason'], found: boolean): Promise<boolean> {
  if (found) await publisher.publish({ tags: await productTags(db, productId), reason });
  return found;
}

/** Sets a product's price (whole cents) and purges its pages; `false` for an unknown product. */
export async function changeProductPrice(db: Db, publisher: ChangePublisher, productId: number, priceCents: number): Promise<boolean> {
  if (!Number.isInteger(priceCents) || priceCents < 0) throw new RangeError(`A price is whole cents, 0 or more (got ${priceCents}).`);
  const rows = await db.update(products).set({ price: priceCents }).where(eq(products.id, productId)).returning({ id: products.id });
  return changed(db, publisher, productId, 'price', rows.length > 0);
}

/** Sets a product's stock level (its status follows: in, else backorder when allowed, else out) and purges its pages; `false` for an unknown product. */
export async function changeProductStock(db: Db, publisher: ChangePublisher, productId: number, level: number): Promise<boolean> {
  if (!Number.isInteger(level) || level < 0) throw new RangeError(`A stock level is a whole number, 0 or more (got ${level}).`);
  const rows = await db
    .update(inventory)
    .set({ level, status: level > 0 ? 'in' : sql`case when ${inventory.canBackorder} then 'backorder'::inventory_status else 'out'::inventory_status end` })
    .where(eq(inventory.productId, productId))
    .returning({ id: inventory.productId });
  return changed(db, publisher, productId, 'stock', rows.length > 0);
}

/** Changes a product's title or descriptions and purges its pages; `false` for an unknown product. */
export async function changeProductContent(
  db: Db,
  publisher: ChangePublisher,
  productId: number,
  content: { title?: string; shortDescription?: string; description?: string },
): Promise<boolean> {
  if (Object.values(content).every((value) => value === undefined)) return false;
  const rows = await db.update(products).set(content).where(eq(products.id, productId)).returning({ id: products.id });
  return changed(db, publisher, productId, 'content', rows.length > 0);
}
