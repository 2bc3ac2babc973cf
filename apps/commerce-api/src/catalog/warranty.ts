import { upstreamContract, WARRANTY_MEDIA_TYPE, type WarrantyOffers } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { categories, productCategories, products } from '../db/schema.js';
import { HttpError, notFound } from '../http/problem.js';

const s = initServer();

/** Equipment worth protecting: products under these top-level categories, from this price (cents). */
const COVERED_CATEGORIES = new Set(['pumps', 'filters', 'heaters', 'cleaners', 'above-ground-pools', 'accessories']);
const MIN_PRICE_CENTS = 50_00;
const PLANS = [
  { months: 24, rate: 0.08 },
  { months: 36, rate: 0.12 },
  { months: 60, rate: 0.18 },
] as const;

/** A plan price: a share of the product price, ending in .99, at least $4.99 (cents). */
export function planPriceCents(productCents: number, rate: number): number {
  return Math.max(499, Math.floor((productCents * rate) / 100) * 100 + 99);
}

/** Whether the Accept header asks for version 1 of the warranty media type. */
export function acceptsWarrantyV1(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => part.split(';')[0]!.trim().toLowerCase() === WARRANTY_MEDIA_TYPE);
}

/**
 * The warranty-offers service: protection plans for covered equipment, priced from the product.
 * Versioned by media type: any other Accept gets 406, so a client never misreads a future version.
 */
export function warrantyRouter(db: Db) {
  return s.router(upstreamContract.warranty, {
    offers: async ({ query, headers, res }) => {
      if (!acceptsWarrantyV1(headers.accept)) {
        throw new HttpError(406, 'Not Acceptable', { detail: `Send Accept: ${WARRANTY_MEDIA_TYPE}.` });
      }
      const rows = !isRowId(query.productId) ? [] : await db
        .select({ price: products.price, hidePrice: products.hidePrice, parentId: categories.parentId, url: categories.url })
        .from(products)
        .leftJoin(productCategories, eq(productCategories.productId, products.id))
        .leftJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(eq(products.id, query.productId));
      if (rows.length === 0) throw notFound(`No product has the id ${query.productId}.`);
      const parentIds = rows.flatMap((r) => (r.parentId === null ? [] : [r.parentId]));
      const tops = parentIds.length
        ? (await db.select({ id: categories.id, url: categories.url }).from(categories)).filter((c) => parentIds.includes(c.id)).map((c) => c.url)
        : [];
      const topUrls = new Set([...tops, ...rows.flatMap((r) => (r.parentId === null && r.url ? [r.url] : []))]);
      const product = rows[0]!;
      const covered = product.price >= MIN_PRICE_CENTS && [...topUrls].some((url) => COVERED_CATEGORIES.has(url));
      const body: WarrantyOffers = {
        product_id: query.productId,
        store_id: query.storeId,
        locale: query.locale,
        hide_price: product.hidePrice,
        offers: covered
          ? PLANS.map((plan) => ({
            id: `extend-${plan.months}m-${query.productId}`,
            sku: `EXTEND-${plan.months}M-${query.productId}`,
            plan_name: `Extend Protection Plan - ${plan.months / 12} Years`,
            term_months: plan.months,
            price: planPriceCents(product.price, plan.rate) / 100,
            ...(query.include === 'config' ? { coverage: 'Mechanical and electrical failures from normal use, parts and labor, after the manufacturer warranty.' } : {}),
          }))
          : [],
      };
      res.set('cache-control', 'public, max-age=300');
      res.type(WARRANTY_MEDIA_TYPE);
      return { status: 200, body };
    },
  });
}
