import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as schema from '../schema.js';
import { SERVICE_PRODUCTS } from './line-kinds.js';

/**
 * An item of a seeded kit: a product by sku, or the first product of a sub-category (the generated
 * catalogue's first product of each sub-category is in stock with a plain price), how many come in one
 * kit, and the share of its own price it costs inside the kit.
 */
type KitItem = ({ sku: string } | { firstOf: string }) & { quantity: number; share: number };

/**
 * Kits sold as one product (docs/decisions/0065): a chlorine starter kit and a pump with its
 * installation. Their ids sit above any generated catalogue, next to the service and water-care
 * products; like those they belong to no category. Each item costs `share` of its own price inside
 * the kit, so the kit is on sale against its items bought one by one (its list price).
 */
export const KITS: readonly { id: number; sku: string; handle: string; title: string; brand: string; blurb: string; items: readonly KitItem[] }[] = [
  {
    id: 900_201, sku: 'KIT-CHLORINE-STARTER', handle: 'chlorine-starter-kit', title: 'Chlorine Starter Kit', brand: 'HTH',
    blurb: 'Everything a new chlorine pool needs for its first weeks: liquid chlorine, shock and stabilizer.',
    items: [
      { sku: 'WC-LC125-4X1G', quantity: 1, share: 0.9 },
      { sku: 'WC-CALHYPO65-1LB', quantity: 2, share: 0.9 },
      { sku: 'WC-CYA-4LB', quantity: 1, share: 0.9 },
    ],
  },
  {
    id: 900_202, sku: 'KIT-PUMP-INSTALL', handle: 'variable-speed-pump-with-installation', title: 'Variable Speed Pump with Installation', brand: 'Hayward',
    blurb: 'A variable speed pool pump installed by a certified technician: removal of the old pump, plumbing, wiring and start-up.',
    items: [
      { firstOf: 'variable-speed-pumps', quantity: 1, share: 1 },
      { sku: SERVICE_PRODUCTS[0].sku, quantity: 1, share: 0.8 },
    ],
  },
];

/** Seeds the kits and what each holds (inside the seed's transaction, after the products they hold). */
export async function seedKits(db: Db): Promise<void> {
  for (const kit of KITS) {
    const items: { productId: number; quantity: number; price: number; listPrice: number; weight: number }[] = [];
    for (const item of kit.items) {
      const [product] = 'sku' in item
        ? await db.select().from(schema.products).where(eq(schema.products.sku, item.sku))
        : await db.select(schemaProductColumns).from(schema.products)
          .innerJoin(schema.productCategories, eq(schema.productCategories.productId, schema.products.id))
          .innerJoin(schema.categories, eq(schema.categories.id, schema.productCategories.categoryId))
          .where(and(eq(schema.categories.url, item.firstOf), eq(schema.products.hidePrice, false)))
          .orderBy(asc(schema.products.id)).limit(1);
      if (!product) break;
      items.push({ productId: product.id, quantity: item.quantity, price: Math.round(product.price * item.share), listPrice: product.price, weight: product.weight });
    }
    // A kit whose items are not all in this catalogue is left out.
    if (items.length !== kit.items.length) continue;
    const [brand] = await db.select({ id: schema.brands.id }).from(schema.brands).where(eq(schema.brands.name, kit.brand));
    if (!brand) continue;
    const price = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const listPrice = items.reduce((sum, item) => sum + item.listPrice * item.quantity, 0);
    await db.insert(schema.products).values({
      id: kit.id, sku: kit.sku, handle: kit.handle, title: kit.title, mpn: kit.sku, brandId: brand.id,
      price, listPrice: listPrice > price ? listPrice : null, onSale: listPrice > price,
      weight: items.reduce((sum, item) => sum + item.weight * item.quantity, 0),
      shortDescription: kit.blurb, description: `${kit.blurb} Kit price, less than its items bought one by one.`,
    });
    await db.insert(schema.inventory).values({ productId: kit.id, level: 50, status: 'in' });
    await db.insert(schema.bundleItems).values(items.map((item, position) => ({
      bundleProductId: kit.id, itemProductId: item.productId, quantity: item.quantity, price: item.price, position,
    })));
  }
}

const schemaProductColumns = { id: schema.products.id, price: schema.products.price, weight: schema.products.weight };

