import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { SortSchema } from '../upstream/catalog.schemas.js';
import { CategoryPageViewSchema, HomeViewSchema, ProductPageViewSchema, ShellViewSchema } from './views.schemas.js';

const c = initContract();

/**
 * Page-shaped reads: one call per page view, upstream calls in parallel inside the BFF.
 * `home`, `category` and `product` are superseded by `site.content` (handle `home`) and
 * `catalog.category` / `catalog.page`; the storefront no longer calls them. They stay until a
 * release removes them (tracked in the issue note), so no other caller breaks without notice.
 */
export const pagesContract = c.router({
  shell: { method: 'GET', path: '/v1/shell', responses: { 200: ShellViewSchema, ...errorResponses } },
  home: { method: 'GET', path: '/v1/pages/home', responses: { 200: HomeViewSchema, ...errorResponses } },
  category: {
    method: 'GET',
    path: '/v1/pages/category/:url',
    pathParams: z.object({ url: z.string().min(1).max(200).regex(/^[a-z0-9-]+$/, 'unknown category') }),
    query: z.object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      sort: SortSchema.default('relevance'),
    }),
    responses: { 200: CategoryPageViewSchema, ...errorResponses },
  },
  product: {
    method: 'GET',
    path: '/v1/pages/product/:handle',
    pathParams: z.object({ handle: z.string().min(1).max(200).regex(/^[a-z0-9-]+$/, 'unknown product') }),
    responses: { 200: ProductPageViewSchema, ...errorResponses },
  },
});
