import type { ProductDetail, ProductSummary } from '@pool/api-contract';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  attributes, brands, categories, diagramParts, diagrams, inventory, inventoryLocations, pricingTiers,
  productAttributeValues, productCategories, products,
} from '../db/schema.js';
import { IMAGE_SIZE } from '../images/svg.js';

/** Whole cents in the database, dollars on the wire. */
export const toDollars = (cents: number): number => cents / 100;

export const productImage = (sku: string, title: string) => ({
  url: `/images/products/${encodeURIComponent(sku)}.svg`, width: IMAGE_SIZE, height: IMAGE_SIZE, alt: title,
});

const summaryColumns = {
  product: products,
  brand: { id: brands.id, name: brands.name, slug: brands.slug },
  inventory: { level: inventory.level, status: inventory.status, canBackorder: inventory.canBackorder },
};

type SummaryRow = {
  product: typeof products.$inferSelect;
  brand: { id: number; name: string; slug: string };
  inventory: { level: number; status: 'in' | 'out' | 'backorder'; canBackorder: boolean } | null;
};
type TierRow = typeof pricingTiers.$inferSelect;
type LocationRow = typeof inventoryLocations.$inferSelect;

/** The listing shape of one product row with its tiers and locations (already filtered to it, in order). */
export function toSummary(row: SummaryRow, tiers: readonly TierRow[], locations: readonly LocationRow[]): ProductSummary {
  const p = row.product;
  const level = row.inventory?.level ?? 0;
  const status = row.inventory?.status ?? 'out';
  return {
    id: p.id,
    sku: p.sku,
    handle: p.handle,
    title: p.title,
    mpn: p.mpn,
    brand: row.brand,
    image: productImage(p.sku, p.title),
    price: toDollars(p.price),
    list_price: p.listPrice === null ? null : toDollars(p.listPrice),
    on_sale: p.onSale,
    promotion_end: p.promotionEnd ? p.promotionEnd.toISOString() : null,
    hide_price: p.hidePrice,
    allow_non_map_pricing: p.allowNonMapPricing,
    non_map_price: p.nonMapPrice === null ? null : toDollars(p.nonMapPrice),
    pricing_tiers: tiers.map((t) => ({ min_quantity: t.minQuantity, max_quantity: t.maxQuantity, price: toDollars(t.price) })),
    review_star_rating: p.reviewStarRating,
    review_count: p.reviewCount,
    short_description: p.shortDescription,
    badge: p.badgeType ? { type: p.badgeType, label: p.badgeLabel ?? '', color: p.badgeColor } : null,
    type: 'listings' as const,
    weight: p.weight,
    in_stock: status === 'in' && level > 0,
    inventory_level: level,
    inventory_status: status,
    can_backorder: row.inventory?.canBackorder ?? false,
    locations: locations.map((l) => ({ id: l.locationId, kind: l.kind, quantity: l.quantity })),
  };
}

/** Groups rows by product id, keeping their order. */
export function groupByProduct<T extends { productId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.productId);
    if (list) list.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

/**
 * Loads listing-shaped products by id, in the order of `ids` (missing ids are skipped).
 * Three queries whatever the count: products with brand and stock, then tiers, then locations.
 */
export async function loadSummaries(db: Db, ids: readonly number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [rows, tiers, locations] = await Promise.all([
    db.select(summaryColumns).from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(inventory, eq(inventory.productId, products.id))
      .where(inArray(products.id, unique)),
    db.select().from(pricingTiers).where(inArray(pricingTiers.productId, unique)).orderBy(asc(pricingTiers.minQuantity)),
    db.select().from(inventoryLocations).where(inArray(inventoryLocations.productId, unique))
      .orderBy(asc(inventoryLocations.kind), asc(inventoryLocations.locationId)),
  ]);
  const byId = new Map(rows.map((r) => [r.product.id, r]));
  const tiersById = groupByProduct(tiers);
  const locationsById = groupByProduct(locations);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row, tiersById.get(id) ?? [], locationsById.get(id) ?? [])] : [];
  });
}

/**
 * Every product in the listing shape, by id: the search index's source. Three full scans, no
 * parameters, so it scales to the whole catalogue.
 */
export async function loadAllSummaries(db: Db): Promise<ProductSummary[]> {
  const [rows, tiers, locations] = await Promise.all([
    db.select(summaryColumns).from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(inventory, eq(inventory.productId, products.id))
      .orderBy(asc(products.id)),
    db.select().from(pricingTiers).orderBy(asc(pricingTiers.productId), asc(pricingTiers.minQuantity)),
    db.select().from(inventoryLocations)
      .orderBy(asc(inventoryLocations.productId), asc(inventoryLocations.kind), asc(inventoryLocations.locationId)),
  ]);
  const tiersById = groupByProduct(tiers);
  const locationsById = groupByProduct(locations);
  return rows.map((row) => toSummary(row, tiersById.get(row.product.id) ?? [], locationsById.get(row.product.id) ?? []));
}

/** The full product behind a product page. */
export async function loadDetail(db: Db, id: number): Promise<ProductDetail | null> {
  const [summary] = await loadSummaries(db, [id]);
  if (!summary) return null;
  const [descriptionRow, attributeRows, categoryRows, diagramRows] = await Promise.all([
    db.select({ description: products.description, subscribable: products.subscribable }).from(products).where(eq(products.id, id)),
    db.select({ key: attributes.key, title: attributes.title, value: productAttributeValues.value })
      .from(productAttributeValues).innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId))
      .where(eq(productAttributeValues.productId, id)).orderBy(asc(attributes.position)),
    db.select({ id: categories.id, title: categories.title, url: categories.url })
      .from(productCategories).innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, id)).orderBy(asc(categories.id)),
    db.selectDistinct({ name: diagrams.name, handle: diagrams.handle })
      .from(diagramParts).innerJoin(diagrams, eq(diagrams.id, diagramParts.diagramId))
      .where(eq(diagramParts.productId, id)).orderBy(asc(diagrams.handle)),
  ]);
  const firstCategory = categoryRows[0];
  const related = firstCategory
    ? await db.select({ sku: products.sku }).from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId))
      .where(and(eq(productCategories.categoryId, firstCategory.id), ne(products.id, id)))
      .orderBy(desc(products.reviewCount), asc(products.id)).limit(6)
    : [];
  return {
    ...summary,
    description: descriptionRow[0]?.description ?? '',
    images: [summary.image],
    attributes: attributeRows,
    categories: categoryRows,
    diagrams: diagramRows,
    related_skus: related.map((r) => r.sku),
    subscribable: descriptionRow[0]?.subscribable ?? false,
  };
}
