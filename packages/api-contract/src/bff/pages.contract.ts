import { initContract } from '@ts-rest/core';
import { errorResponses } from '../problem.js';
import { ShellViewSchema } from './views.schemas.js';

const c = initContract();

/**
 * The page frame: one call per page view, upstream calls in parallel inside the BFF. The pages
 * themselves are `site.page` (whatever is at a path: product, diagram and content pages, the home page
 * at `/`, redirects) and `catalog.category`.
 */
export const pagesContract = c.router({
  shell: { method: 'GET', path: '/v1/shell', responses: { 200: ShellViewSchema, ...errorResponses } },
});
