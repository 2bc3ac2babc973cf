import { and, asc, eq, gte } from 'drizzle-orm';
import { protectionPlansFor, type ProtectionPlanOffer } from '../catalog/warranty.js';
import type { Db } from '../db/client.js';
import { cartLines, customItems, inventory, pricingTiers, products } from '../db/schema.js';

export interface LineKindFixtures {
  /** In-stock, visible-price, untiered subscribable products. */
  subscribable: { id: number; sku: string; price: number }[];
  /** One such product that is neither subscribable nor a service. */
  plain: { id: number; sku: string; price: number };
  /** One such product with protection-plan offers. */
  covered: { id: number; price: number; plans: ProtectionPlanOffer[] };
}

/** Products of the seeded test catalogue for tests of subscription, plan and service lines (also the BFF's). */
export async function lineKindFixtures(db: Db): Promise<LineKindFixtures> {
  const tiered = new Set((await db.select({ id: pricingTiers.productId }).from(pricingTiers)).map((r) => r.id));
  const rows = (await db.select({ id: products.id, sku: products.sku, price: products.price, subscribable: products.subscribable, hidePrice: products.hidePrice })
    .from(products).innerJoin(inventory, eq(inventory.productId, products.id))
    .where(and(eq(inventory.status, 'in'), gte(inventory.level, 5))).orderBy(asc(products.id)))
    .filter((r) => !tiered.has(r.id) && !r.hidePrice);
  let covered: LineKindFixtures['covered'] | undefined;
  for (const row of rows) {
    const offers = await protectionPlansFor(db, row.id);
    if (offers && offers.plans.length > 0) {
      covered = { id: row.id, price: row.price, plans: offers.plans };
      break;
    }
  }
  const plain = rows.find((r) => !r.subscribable && !r.sku.toLowerCase().includes('service'));
  if (!covered || !plain) throw new Error('the test catalogue lacks a covered or a plain product');
  return { subscribable: rows.filter((r) => r.subscribable), plain, covered };
}

/** A cart line's stored quantity, or null when the line is gone. */
export async function storedLineQuantity(db: Db, lineId: string): Promise<number | null> {
  const [row] = await db.select({ quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.id, lineId));
  return row?.quantity ?? null;
}

/** Whether a custom item (a protection plan) is stored. */
export async function customItemExists(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: customItems.id }).from(customItems).where(eq(customItems.id, id))).length > 0;
}
