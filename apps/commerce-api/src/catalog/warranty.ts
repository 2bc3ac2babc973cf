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

/** One protection plan offered for a product (price in cents). */
export interface ProtectionPlanOffer {
  id: string;
  sku: string;
  name: string;
  termMonths: number;
  priceCents: number;
}

/**
 * The protection plans offered for a product (none for uncovered products), or null for an unknown
 * product. The warranty-offers service and the cart's plan lines both price plans here, so a plan in
 * the cart costs what the product page showed (docs/decisions/0020).
 */
export async function protectionPlansFor(db: Db, productId: number): Promise<{ hidePrice: boolean; plans: ProtectionPlanOffer[] } | null> {
  const rows = !isRowId(productId) ? [] : await db
    .select({ price: products.price, hidePrice: products.hidePrice, parentId: categories.parentId, url: categories.url })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.productId, products.id))
    .leftJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(eq(products.id, productId));
  if (rows.length === 0) return null;
  const parentIds = rows.flatMap((r) => (r.parentId === null ? [] : [r.parentId]));
  const tops = parentIds.length
    ? (await db.select({ id: categories.id, url: categories.url }).from(categories)).filter((c) => parentIds.includes(c.id)).map((c) => c.url)
    : [];
  const topUrls = new Set([...tops, ...rows.flatMap((r) => (r.parentId === null && r.url ? [r.url] : []))]);
  const product = rows[0]!;
  const covered = product.price >= MIN_PRICE_CENTS && [...topUrls].some((url) => COVERED_CATEGORIES.has(url));
  return {
    hidePrice: product.hidePrice,
    plans: covered
      ? PLANS.map((plan) => ({
        id: `extend-${plan.months}m-${productId}`,
        sku: `EXTEND-${plan.months}M-${productId}`,
        name: `Extend Protection Plan - ${plan.months / 12} Years`,
        termMonths: plan.months,
        priceCents: planPriceCents(product.price, plan.rate),
      }))
      : [],
  };
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
      const found = await protectionPlansFor(db, query.productId);
      if (!found) throw notFound(`No product has the id ${query.productId}.`);
      const body: WarrantyOffers = {
        product_id: query.productId,
        store_id: query.storeId,
        locale: query.locale,
        hide_price: found.hidePrice,
        offers: found.plans.map((plan) => ({
          id: plan.id,
          sku: plan.sku,
          plan_name: plan.name,
          term_months: plan.termMonths,
          price: plan.priceCents / 100,
          ...(query.include === 'config' ? { coverage: 'Mechanical and electrical failures from normal use, parts and labor, after the manufacturer warranty.' } : {}),
        })),
      };
      res.set('cache-control', 'public, max-age=300');
      res.type(WARRANTY_MEDIA_TYPE);
      return { status: 200, body };
    },
  });
}
