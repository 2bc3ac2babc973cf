import { eq } from 'drizzle-orm';
import { Router, type Response } from 'express';
import type { Db } from '../db/client.js';
import { brands, categories, diagrams, productCategories, products } from '../db/schema.js';
import { etagOf } from '../http/etag.js';
import { sendProblem } from '../http/problem.js';
import { categorySvg, productSvg } from './svg.js';

/**
 * An image, cached for a year: its content never changes for a given sku/url/handle. It carries an
 * ETag of its bytes (the app sets none by default), so a browser's revalidation through the BFF's
 * image proxy is answered 304 (Express compares it with `If-None-Match` in `send`).
 */
function sendSvg(res: Response, svg: string): void {
  res.set('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml');
  res.set('etag', etagOf(svg)).send(svg);
}

/** Generated product, category and diagram images at `/images/{kind}/{key}.svg`. */
export function imagesRouter(db: Db): Router {
  const router = Router();
  router.get('/images/products/:sku.svg', async (req, res, next) => {
    try {
      const [row] = await db.select({ title: products.title, sku: products.sku, brand: brands.name, category: categories.title })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .leftJoin(productCategories, eq(productCategories.productId, products.id))
        .leftJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(eq(products.sku, req.params.sku))
        .limit(1);
      if (!row) return sendProblem(req, res, 404, 'Not Found', { detail: `No image for product "${req.params.sku}".` });
      sendSvg(res, productSvg({ ...row, category: row.category ?? '' }));
    } catch (error) {
      next(error);
    }
  });
  router.get('/images/categories/:url.svg', async (req, res, next) => {
    try {
      const [row] = await db.select({ title: categories.title, url: categories.url }).from(categories).where(eq(categories.url, req.params.url));
      if (!row) return sendProblem(req, res, 404, 'Not Found', { detail: `No image for category "${req.params.url}".` });
      sendSvg(res, categorySvg(row));
    } catch (error) {
      next(error);
    }
  });
  router.get('/images/diagrams/:handle.svg', async (req, res, next) => {
    try {
      const [row] = await db.select({ svg: diagrams.svg }).from(diagrams).where(eq(diagrams.handle, req.params.handle));
      if (!row) return sendProblem(req, res, 404, 'Not Found', { detail: `No image for diagram "${req.params.handle}".` });
      sendSvg(res, row.svg);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
