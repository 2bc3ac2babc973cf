import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { Response } from 'express';
import { HttpError, notFound } from '../http/problem.js';
import type { SearchService } from '../search/search.service.js';
import type { CatalogService } from './catalog.service.js';

const s = initServer();

/** Catalogue reads are public and the same for everyone: cacheable by the BFF and any CDN in front. */
function publicCache(res: Response, seconds = 300): void {
  res.set('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${seconds * 2}`);
}

/** `search` answers product searches from the in-process index once it is built; Postgres until then. */
export function catalogRouter(catalog: CatalogService, search?: SearchService) {
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
    searchProducts: async ({ query, res }) => {
      publicCache(res, 60);
      const index = search?.current();
      if (index) {
        try {
          const { hits, total, page, per_page } = index.search({ q: query.query, category: query.category, f: [], sort: query.sort, page: query.page, per_page: query.per_page });
          return { status: 200, body: { hits, total, page, per_page } };
        } catch (error) {
          // This older route answers an unknown category or a page past the end with no hits (Postgres does).
          if (!(error instanceof HttpError && error.status === 404)) throw error;
        }
      }
      return { status: 200, body: await catalog.search(query) };
    },
  });
}
