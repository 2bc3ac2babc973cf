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
  /** `/handles/{file}` and `/api/handles/{file}`: the page, product, category or diagram of a handle. */
  async function byHandle(file: string, res: Response) {
    const handle = file.slice(0, -'.json'.length);
    const found = await catalog.handle(handle);
    if (!found) throw notFound(`No page, product, category or diagram has the handle "${handle}".`);
    publicCache(res, 60);
    return found;
  }
  /** `/api/v1/cache/{sku}` and `/api/cache/{sku}`. */
  async function bySku(sku: string, res: Response) {
    const product = await catalog.productBySku(sku);
    if (!product) throw notFound(`No product has the sku "${sku}".`);
    publicCache(res, 60);
    return product;
  }
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
    handle: async ({ params, res }) => ({ status: 200, body: await byHandle(params.file, res) }),
    handleApi: async ({ params, res }) => ({ status: 200, body: await byHandle(params.file, res) }),
    productCache: async ({ params, res }) => ({ status: 200, body: await bySku(params.sku, res) }),
    productCacheApi: async ({ params, res }) => ({ status: 200, body: await bySku(params.sku, res) }),
    productById: async ({ params, res }) => {
      const product = await catalog.productById(params.id);
      if (!product) throw notFound(`No product has the id ${params.id}.`);
      publicCache(res, 60);
      return { status: 200, body: product };
    },
    productCollection: async ({ body }) => ({ status: 200, body: { products: await catalog.productsBySkus(body.products) } }),
  });
}
