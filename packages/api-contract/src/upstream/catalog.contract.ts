import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { AttributesSchema, DiagramMapSchema, HandleSchema, MenuSchema, ProductSummarySchema } from './catalog.schemas.js';

const c = initContract();

/**
 * A `{handle}.json` path segment. ts-rest reads `:name.json` as one parameter name, so the segment is
 * the whole file name; callers pass `encodeURIComponent(handle) + '.json'`. The server sees the decoded
 * value (Express decodes path parameters), so a nested handle such as `blog/how-to` arrives with its `/`.
 */
export const HandleFileSchema = z.string().regex(/^[^?#]{1,300}\.json$/, 'expected {handle}.json');

/** A handle's page, product, category or diagram; served at two addresses. */
const handleRead = { method: 'GET', pathParams: z.object({ file: HandleFileSchema }), responses: { 200: HandleSchema, ...errorResponses } } as const;
/** A product by sku; served at two addresses. */
const skuRead = { method: 'GET', pathParams: z.object({ sku: z.string().min(1).max(100) }), responses: { 200: ProductSummarySchema, ...errorResponses } } as const;

/** Catalogue and content reads (the spec's CDN-hosted JSON API). No auth, cacheable. */
export const catalogContract = c.router({
  menu: { method: 'GET', path: '/menu.json', responses: { 200: MenuSchema, ...errorResponses }, summary: 'Navigation menu' },
  attributes: { method: 'GET', path: '/attributes.json', responses: { 200: AttributesSchema, ...errorResponses }, summary: 'Filterable attributes' },
  diagrams: { method: 'GET', path: '/diagrams.json', responses: { 200: DiagramMapSchema, ...errorResponses }, summary: 'Diagram map for the parts finder' },
  handle: { ...handleRead, path: '/handles/:file', summary: 'Page content by handle' },
  productCache: { ...skuRead, path: '/api/v1/cache/:sku', summary: 'Cached product by sku' },
  /** The spec's other addresses of the same reads (shopping.md 7): same answers, for callers that use them. */
  handleApi: { ...handleRead, path: '/api/handles/:file', summary: 'Page content by handle (the same as /handles/{handle}.json)' },
  productCacheApi: { ...skuRead, path: '/api/cache/:sku', summary: 'Cached product by sku (the same as /api/v1/cache/{sku})' },
  productById: {
    method: 'GET',
    path: '/api/products/:id',
    pathParams: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    responses: { 200: ProductSummarySchema, ...errorResponses },
    summary: 'Product by id',
  },
  productCollection: {
    method: 'POST',
    path: '/api/v1/cache/collection',
    body: z.object({ products: z.array(z.string().min(1).max(100)).max(100) }),
    responses: { 200: z.object({ products: z.array(ProductSummarySchema) }), ...errorResponses },
    summary: 'Cached products by skus (read-only, idempotent)',
  },
});
