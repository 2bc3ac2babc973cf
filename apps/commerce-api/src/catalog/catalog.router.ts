import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { Response } from 'express';
import { notFound } from '../http/problem.js';
import type { CatalogService } from './catalog.service.js';

const s = initServer();

/** Catalogue reads are public and the same for everyone: cacheable by the BFF and any CDN in front. */
function publicCache(res: Response, seconds = 300): void {
  res.set('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${seconds * 2}`);
}

/** The catalogue and content reads (product searches are the search service's: `search.router.ts`). */
export function catalogRouter(catalog: CatalogService) {
  return s.router(upstreamContract.catalog, {
    menu: async ({ res }) => {
      publicCache(res);
      return { status: 200, body: await catalog.menu() };
    },
    attributes: async ({ res }) => {
      publicCache(res);
      return { status: 200, body: await catalog.attributes() };
    },
    diagrams: async ({ res }) => {
      publicCache(res);
      return { status: 200, body: await catalog.diagramMap() };
    },
    handle: async ({ params, res }) => {
      const handle = params.file.slice(0, -'.json'.length);
      const found = await catalog.handle(handle);
      if (!found) throw notFound(`No page, product, category or diagram has the handle "${handle}".`);
      publicCache(res, 60);
      return { status: 200, body: found };
    },
    productCache: async ({ params, res }) => {
      const product = await catalog.productBySku(params.sku);
      if (!product) throw notFound(`No product has the sku "${params.sku}".`);
      publicCache(res, 60);
      return { status: 200, body: product };
    },
    productCollection: async ({ body }) => ({ status: 200, body: { products: await catalog.productsBySkus(body.products) } }),
  });
}
