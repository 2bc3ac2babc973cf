import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses, ProblemSchema } from '../problem.js';
import {
  IndexQuerySchema, IndexSearchResultSchema, TypeaheadQuerySchema, TypeaheadResultSchema, ViewedListSchema, ViewerIdSchema,
  WarrantyOffersQuerySchema, WarrantyOffersSchema,
} from './search.schemas.js';

const c = initContract();

/**
 * The hosted search service: the product index (spec: admin_Product_Search, with diagrams as
 * `type: 'diagrams'` documents) and the query-suggestions index. No auth, cacheable.
 */
export const searchContract = c.router({
  query: {
    method: 'GET',
    path: '/search/products/query',
    query: IndexQuerySchema,
    responses: { 200: IndexSearchResultSchema, ...errorResponses },
    summary: 'Products by text, category and filters, with facet counts, sort and paging; 404 past the last page',
  },
  typeahead: {
    method: 'GET',
    path: '/search/typeahead',
    query: TypeaheadQuerySchema,
    responses: { 200: TypeaheadResultSchema, ...errorResponses },
    summary: 'Up to 8 query suggestions, up to 6 products, the total and whether diagrams match',
  },
});

/** The warranty-offers service (3 s deadline on the caller's side; versioned Accept header). */
export const warrantyContract = c.router({
  offers: {
    method: 'GET',
    path: '/warranty/offers',
    query: WarrantyOffersQuerySchema,
    headers: z.object({ accept: z.string().optional() }),
    responses: { 200: WarrantyOffersSchema, ...errorResponses, 406: ProblemSchema },
    summary: 'Protection plans for a product; Accept must be application/vnd.pool.warranty.v1+json (else 406)',
  },
});

/** Recently viewed products per shopper (main API), at most 15, most recent first. */
export const viewedContract = c.router({
  add: {
    method: 'POST',
    path: '/api/viewed/:id/items',
    pathParams: z.object({ id: ViewerIdSchema }),
    body: z.object({ product_id: z.number().int().positive('product_id must be a product id') }),
    responses: { 200: ViewedListSchema, ...errorResponses },
    summary: 'Record a product view (moves it to the front; the list keeps 15)',
  },
  list: {
    method: 'GET',
    path: '/api/viewed/:id',
    pathParams: z.object({ id: ViewerIdSchema }),
    responses: { 200: ViewedListSchema, ...errorResponses },
    summary: 'The shopper’s recently viewed products (empty for an unknown id)',
  },
});
