import { inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as schema from '../schema.js';

/**
 * Sub-categories whose products can be ordered as subscriptions (docs/decisions/0020): the
 * consumables a pool uses up on a schedule, i.e. every chemical, replacement filter cartridges and
 * media, test strips and reagents. Equipment (pumps, filters themselves, heaters...) is bought once.
 */
export const SUBSCRIBABLE_CATEGORY_URLS: ReadonlySet<string> = new Set([
  'chlorine', 'pool-shock', 'water-balancers', 'algaecides', 'clarifiers', 'stabilizer', 'pool-salt',
  'filter-cartridges', 'filter-media',
  'test-strips', 'test-reagents',
]);

/**
 * Service add-ons sold as products (their skus contain 'service', spec shopping.md section 5).
 * Their ids sit in a block generated catalogues skip (catalog.ts `generatedProductId`) and they belong to
 * no category, so listings and their counts are unchanged; their pages, search and carts have them.
 */
export const SERVICE_PRODUCTS = [
  {
    id: 900_001, sku: 'PUMP-INSTALL-SERVICE', handle: 'pump-installation-service', title: 'Pool Pump Installation Service',
    brand: 'Hayward', price: 249_99, weight: 0,
    blurb: 'Professional installation of a new pool pump by a certified technician: removal of the old pump, plumbing, wiring and start-up.',
  },
  {
    id: 900_002, sku: 'HEATER-INSTALL-SERVICE', handle: 'heater-installation-service', title: 'Pool Heater Installation Service',
    brand: 'Pentair', price: 499_99, weight: 0,
    blurb: 'Professional installation of a gas heater or heat pump: placement, connections, safety checks and start-up.',
  },
] as const;

/** Seeds the service products (inside the seed's transaction, after brands). */
export async function seedServiceProducts(db: Db): Promise<void> {
  const brandRows = await db.select({ id: schema.brands.id, name: schema.brands.name }).from(schema.brands)
    .where(inArray(schema.brands.name, SERVICE_PRODUCTS.map((s) => s.brand)));
  const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
  const rows = SERVICE_PRODUCTS.flatMap((s) => {
    const brand = brandId.get(s.brand);
    if (brand === undefined) return [];
    return [{
      id: s.id, sku: s.sku, handle: s.handle, title: s.title, mpn: s.sku, brandId: brand, price: s.price, weight: s.weight,
      shortDescription: s.blurb, description: `${s.blurb} Scheduled with you after checkout.`,
    }];
  });
  if (rows.length === 0) return;
  await db.insert(schema.products).values(rows);
  await db.insert(schema.inventory).values(rows.map((r) => ({ productId: r.id, level: 100, status: 'in' as const })));
}
