import { initContract } from '@ts-rest/core';
import { errorResponses } from '../problem.js';
import { ShellViewSchema } from './shell.schemas.js';

const c = initContract();

/**
 * The page frame every shopper shares (menu, site configuration): one call per page view, public. The
 * pages themselves are `site.page` (whatever is at a path: product, diagram and content pages, the
 * home page at `/`, redirects) and `catalog.category`; the shopper's own bits are `session.current`.
 */
export const shellContract = c.router({
  get: { method: 'GET', path: '/v1/shell', responses: { 200: ShellViewSchema, ...errorResponses } },
});
