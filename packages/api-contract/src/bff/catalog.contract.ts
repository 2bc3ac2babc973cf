import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import {
  CategoryListingViewSchema, ListingQuerySchema, PartsFinderViewSchema, RecentlyViewedViewSchema,
  SearchPageViewSchema, TypeaheadQueryViewSchema, TypeaheadViewSchema, WarrantyOffersViewSchema,
} from './catalog.schemas.js';
import { SearchTextSchema } from '../upstream/search.schemas.js';
import { IncludeShellQuerySchema } from './shell.schemas.js';

const c = initContract();

const Slug = (what: string) => z.string().min(1).max(200).regex(/^[a-z0-9-]+$/, `unknown ${what}`);

/**
 * Catalogue, search and parts finder (storefront ⇄ BFF). Listings take `?f=key:value&f=key:min..max
 * &sort=&page=`; bad input (malformed filter, unknown facet, page past the end, oversized text) is a
 * 400/404 problem. Anonymous reads are `public` (CDN-cacheable); recently viewed is `private`.
 */
export const bffCatalogContract = c.router({
  typeahead: {
    method: 'GET',
    path: '/v1/catalog/typeahead',
    query: TypeaheadQueryViewSchema,
    responses: { 200: TypeaheadViewSchema, ...errorResponses },
    summary: 'The search dropdown: suggestions, products, total, diagram hits (empty text gives an empty answer)',
  },
  search: {
    method: 'GET',
    path: '/v1/catalog/search',
    query: ListingQuerySchema.extend({ q: SearchTextSchema.default('') }),
    responses: { 200: SearchPageViewSchema, ...errorResponses },
    summary: 'Search results page (/search?query= and /search/{text})',
  },
  category: {
    method: 'GET',
    path: '/v1/catalog/category/:url',
    pathParams: z.object({ url: Slug('category') }),
    query: ListingQuerySchema.merge(IncludeShellQuerySchema),
    responses: { 200: CategoryListingViewSchema, ...errorResponses },
    summary: 'Category page with facets from /attributes.json, sort and paging; with `include=shell`, the shell (GET /v1/shell) too',
  },
  warrantyOffers: {
    method: 'GET',
    path: '/v1/catalog/products/:productId/warranty-offers',
    pathParams: z.object({ productId: z.coerce.number().int().positive('unknown product') }),
    responses: { 200: WarrantyOffersViewSchema, ...errorResponses },
    summary: 'Deferred: load after render; never fails the page (available: false on failure or timeout)',
  },
  partsFinder: {
    method: 'GET',
    path: '/v1/catalog/parts-finder',
    responses: { 200: PartsFinderViewSchema, ...errorResponses },
    summary: 'The diagram map for the three parts-finder dropdowns (cached)',
  },
  recentlyViewed: {
    method: 'GET',
    path: '/v1/catalog/recently-viewed',
    responses: { 200: RecentlyViewedViewSchema, ...errorResponses },
    summary: 'Up to 15 products this session viewed, most recent first (empty without a session)',
  },
  recordView: {
    method: 'POST',
    path: '/v1/catalog/recently-viewed',
    body: z.object({ productId: z.coerce.number().int().positive().max(2_147_483_647) }).strict(),
    responses: { 200: RecentlyViewedViewSchema, ...errorResponses },
    summary:
      'Records a product view (a guest without a session gets one: set-cookie) and answers the list, most recent first. ' +
      'Called by the product page after it loads, so the page itself stays the same for every guest.',
  },
});
