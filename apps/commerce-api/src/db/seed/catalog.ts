import type * as schema from '../schema.js';
import { createRng, type Rng } from './prng.js';
import {
  ATTRIBUTES, BADGE_COLORS, BADGE_LABELS, BRANDS, CATEGORIES, DELIVERY_LOCATION_IDS, DIAGRAM_PART_SOURCES, DIAGRAMS,
  PICKUP_LOCATION_IDS, type AttributeKey, type BadgeTypeName, type SubCategorySeed,
} from './reference-data.js';
import { diagramSvg } from '../../images/svg.js';
import { SUBSCRIBABLE_CATEGORY_URLS } from './line-kinds.js';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface Catalog {
  categories: Insert<typeof schema.categories>[];
  brands: Insert<typeof schema.brands>[];
  attributes: Insert<typeof schema.attributes>[];
  products: Insert<typeof schema.products>[];
  productCategories: Insert<typeof schema.productCategories>[];
  pricingTiers: Insert<typeof schema.pricingTiers>[];
  attributeValues: Insert<typeof schema.productAttributeValues>[];
  inventory: Insert<typeof schema.inventory>[];
  inventoryLocations: Insert<typeof schema.inventoryLocations>[];
  diagrams: Insert<typeof schema.diagrams>[];
  diagramParts: Insert<typeof schema.diagramParts>[];
}

export const DEFAULT_SEED = 20240601;
/** The largest catalogue `CATALOG_SIZE` may ask for. */
export const MAX_CATALOG_SIZE = 1_000_000;
/** Ids from here on belong to the hand-made products (service add-ons 900_001…, water care 900_101…). */
const RESERVED_IDS = { from: 900_000, to: 999_999 };

/** The id of the i-th generated product: 1, 2, … skipping the hand-made products' block, so a million fit. */
export function generatedProductId(i: number): number {
  return i < RESERVED_IDS.from ? i + 1 : i + 1 + (RESERVED_IDS.to - RESERVED_IDS.from + 1);
}
/** Dates are derived from a fixed instant so the seed is reproducible. */
const CATALOG_EPOCH = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Rounds a dollar amount to a price ending in .99, as whole cents. */
function priceCents(dollars: number): number {
  return Math.max(99, Math.floor(dollars) * 100 + 99);
}

function makeMpn(rng: Rng, prefix: string): string {
  const n4 = rng.int(1000, 9999);
  switch (rng.int(0, 2)) {
    case 0: return `${prefix}${n4}X${rng.int(10, 99)}`;
    case 1: return `${prefix}-${n4}-${rng.pick(['S', 'A', 'B', 'Z', 'VS'])}`;
    default: return `${prefix}${rng.int(10000, 99999)}`;
  }
}

function skuPrefix(brandSlug: string): string {
  return brandSlug.replace(/[^a-z]/g, '').slice(0, 3).toUpperCase().padEnd(3, 'X');
}

/**
 * Generates the whole catalogue as rows, deterministically: the same size and seed give the same rows.
 * Sub-categories are visited round-robin, so even a small catalogue has products in every one of them
 * (popular searches such as "pool nets" always find something), and the first product of each
 * sub-category is in stock with a plain visible price.
 */
export function buildCatalog(size: number, seed = DEFAULT_SEED): Catalog {
  const rng = createRng(seed);
  const brandRows = BRANDS.map((b, i) => ({ id: i + 1, name: b.name, slug: b.slug }));
  const brandByName = new Map(BRANDS.map((b, i) => [b.name, { ...b, id: i + 1 }]));

  const categoryRows: Catalog['categories'] = [];
  const subs: { id: number; seed: SubCategorySeed }[] = [];
  let categoryId = 0;
  CATEGORIES.forEach((top, topIndex) => {
    const topId = ++categoryId;
    categoryRows.push({ id: topId, parentId: null, url: top.url, title: top.title, description: top.description, position: topIndex });
    top.children.forEach((child, childIndex) => {
      const id = ++categoryId;
      categoryRows.push({ id, parentId: topId, url: child.url, title: child.title, description: `${child.template.blurb} Shop ${child.title.toLowerCase()} from top brands.`, position: childIndex });
      subs.push({ id, seed: child });
    });
  });

  const attributeRows = ATTRIBUTES.map((a, i) => ({ id: i + 1, key: a.key, title: a.title, kind: a.kind, unit: a.unit, position: i }));
  const attributeId = new Map(ATTRIBUTES.map((a, i) => [a.key, i + 1]));

  const catalog: Catalog = {
    categories: categoryRows, brands: brandRows, attributes: attributeRows, products: [], productCategories: [],
    pricingTiers: [], attributeValues: [], inventory: [], inventoryLocations: [], diagrams: [], diagramParts: [],
  };
  const handles = new Set<string>();
  const productsBySub = new Map<string, number[]>();

  for (let i = 0; i < size; i++) {
    const id = generatedProductId(i);
    const sub = subs[i % subs.length]!;
    const firstOfSub = i < subs.length;
    const t = sub.seed.template;
    const brand = brandByName.get(rng.pick(t.brands))!;
    const line = rng.pick(t.lines);
    const variant = rng.pick(t.variants);
    const mpn = makeMpn(rng, brand.mpn);
    const title = [brand.name, line, variant, mpn].filter(Boolean).join(' ');
    let handle = slugify(`${brand.name} ${line} ${variant} ${mpn}`);
    if (handles.has(handle)) handle = `${handle}-${id}`;
    handles.add(handle);
    const sku = `${skuPrefix(brand.slug)}${String(id).padStart(6, '0')}`;

    const price = priceCents(t.price[0] + rng.next() * (t.price[1] - t.price[0]));
    const pricing = rng.next();
    const onSale = !firstOfSub && pricing < 0.1;
    const listPrice = firstOfSub ? null : pricing < 0.3 ? priceCents((price / 100) * (1.1 + rng.next() * 0.4)) : null;
    const promotionEnd = onSale ? new Date(CATALOG_EPOCH + rng.int(180, 540) * DAY) : null;
    const hidePrice = !firstOfSub && rng.chance(0.02);
    const allowNonMap = !firstOfSub && rng.chance(0.03);
    const nonMapPrice = allowNonMap ? Math.round(price * 0.85) : null;

    // Every badge type appears at least once, on an in-stock product whose data agrees with the badge.
    const forced = (['current_item', 'perfect_rating', 'free_shipping', 'new_item', 'hot_item', 'diagram', 'generic'] as const)[i - subs.length];
    const stock = firstOfSub || forced ? 0 : rng.next();
    const status: 'in' | 'out' | 'backorder' = stock < 0.8 ? 'in' : stock < 0.9 ? 'out' : 'backorder';
    const level = status === 'in' ? rng.int(5, 250) : 0;

    const reviewCount = rng.chance(0.2) ? 0 : rng.int(1, 480);
    let rating = reviewCount === 0 ? 0 : Math.round((3 + rng.next() * 2) * 10) / 10;

    let badge: BadgeTypeName | null = null;
    if (!firstOfSub) {
      if (status === 'out' && rng.chance(0.5)) badge = 'out_of_stock';
      else if (onSale && rng.chance(0.6)) badge = 'on_sale';
      else if (status === 'in' && rng.chance(0.2)) {
        badge = rng.pick(['current_item', 'perfect_rating', 'free_shipping', 'new_item', 'hot_item', 'diagram', 'generic'] as const);
      }
    }
    if (forced) badge = forced;
    if (badge === 'perfect_rating') rating = 5;
    const createdAt = new Date(CATALOG_EPOCH - (badge === 'new_item' ? rng.int(1, 30) : rng.int(30, 1100)) * DAY - rng.int(0, DAY - 1));

    const weight = Math.round((t.weight[0] + rng.next() * (t.weight[1] - t.weight[0])) * 100) / 100;
    catalog.products.push({
      id, sku, handle, title, mpn, brandId: brand.id, price, listPrice, nonMapPrice, onSale, promotionEnd, hidePrice,
      allowNonMapPricing: allowNonMap, reviewStarRating: rating, reviewCount,
      shortDescription: `${brand.name} ${line}${variant ? ` (${variant})` : ''}. ${t.blurb}`,
      description: `${t.blurb} The ${brand.name} ${line} ${variant} (part number ${mpn}) is built for years of dependable service. `
        + `Check the specifications to confirm fit, and contact our pool experts if you need help choosing.`,
      badgeType: badge, badgeLabel: badge ? BADGE_LABELS[badge] : null, badgeColor: badge ? BADGE_COLORS[badge] : null,
      weight, createdAt, subscribable: SUBSCRIBABLE_CATEGORY_URLS.has(sub.seed.url),
    });
    catalog.productCategories.push({ productId: id, categoryId: sub.id, hidePrice, price });
    const list = productsBySub.get(sub.seed.url) ?? [];
    list.push(id);
    productsBySub.set(sub.seed.url, list);

    if (!firstOfSub && rng.chance(0.05)) {
      catalog.pricingTiers.push(
        { productId: id, minQuantity: 1, maxQuantity: 5, price },
        { productId: id, minQuantity: 6, maxQuantity: 11, price: Math.round(price * 0.95) },
        { productId: id, minQuantity: 12, maxQuantity: null, price: Math.round(price * 0.9) },
      );
    }

    const values: Partial<Record<AttributeKey, string>> = {
      inventory_status: status === 'in' ? 'In Stock' : status === 'out' ? 'Out of Stock' : 'Backorder',
      brand: brand.name,
    };
    for (const [key, options] of Object.entries(t.attributes) as [AttributeKey, readonly string[]][]) {
      if (options.length > 0) values[key] = rng.pick(options);
    }
    for (const [key, value] of Object.entries(values) as [AttributeKey, string][]) {
      catalog.attributeValues.push({ productId: id, attributeId: attributeId.get(key)!, value });
    }

    catalog.inventory.push({ productId: id, level, status, canBackorder: status === 'backorder' });
    if (status === 'in') {
      let remaining = level;
      for (const locationId of rng.sample(DELIVERY_LOCATION_IDS, rng.int(firstOfSub ? 1 : 0, 3))) {
        const quantity = Math.min(remaining, rng.int(1, 20));
        remaining -= quantity;
        catalog.inventoryLocations.push({ productId: id, locationId, kind: 'delivery', quantity });
      }
      for (const locationId of rng.sample(PICKUP_LOCATION_IDS, rng.int(0, 2))) {
        const quantity = Math.min(remaining, rng.int(1, 10));
        remaining -= quantity;
        catalog.inventoryLocations.push({ productId: id, locationId, kind: 'pickup', quantity });
      }
    }
  }

  DIAGRAMS.forEach((d, index) => {
    const id = index + 1;
    const brand = brandByName.get(d.brand)!;
    const name = `${d.brand} ${d.model}`;
    const handle = `${slugify(name)}-parts-diagram`;
    const pool = DIAGRAM_PART_SOURCES[d.type].flatMap((url) => productsBySub.get(url) ?? []);
    const source = pool.length >= 8 ? pool : catalog.products.map((p) => p.id);
    const parts = rng.sample(source, rng.int(8, 20));
    catalog.diagrams.push({ id, handle, name, equipmentType: d.type, brandId: brand.id, svg: diagramSvg(name, d.type, parts.length) });
    parts.forEach((productId, n) => catalog.diagramParts.push({ diagramId: id, callout: n + 1, productId }));
  });

  return catalog;
}
