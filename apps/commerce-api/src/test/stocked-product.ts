import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inventory, products } from '../db/schema.js';

/** The first product with a visible price, given 1,000 in stock so that orders never run it out. */
export async function stockedProduct(db: Db): Promise<number> {
  const [row] = await db.select({ id: products.id }).from(products).innerJoin(inventory, eq(inventory.productId, products.id))
    .where(eq(products.hidePrice, false)).orderBy(asc(products.id)).limit(1);
  if (!row) throw new Error('the seeded catalogue has no product with a visible price');
  await db.update(inventory).set({ level: 1000 }).where(eq(inventory.productId, row.id));
  return row.id;
}
