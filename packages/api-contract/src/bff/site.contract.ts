import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { IncludeShellQuerySchema } from './shell.schemas.js';
import { ContentPageViewSchema, NewsletterBodySchema, NewsletterResultSchema, PageAtPathViewSchema, SitemapViewSchema, StorefrontPathSchema } from './site.schemas.js';

const c = initContract();

/** Site-wide reads and the newsletter: the page at a path, the sitemap. */
export const siteContract = c.router({
  page: {
    method: 'GET',
    path: '/v1/page',
    query: z.object({ path: StorefrontPathSchema }).merge(IncludeShellQuerySchema),
    responses: { 200: PageAtPathViewSchema, ...errorResponses },
    summary:
      'The page at a storefront path in one call: a product, diagram or content page, or a redirect (301/308); 404 when nothing. ' +
      'With `include=shell`, the shell (GET /v1/shell) too. ' +
      'Public for every audience (shared caches key on the audience cookie); a degraded page is private',
  },
  sitemap: {
    method: 'GET',
    path: '/v1/sitemap',
    query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
    responses: { 200: SitemapViewSchema, ...errorResponses },
    summary: 'URLs of content pages, categories and every product, a page (≤ 50,000) at a time',
  },
  preview: {
    method: 'GET',
    path: '/v1/preview',
    query: z.object({ path: StorefrontPathSchema }),
    responses: { 200: ContentPageViewSchema, ...errorResponses },
    summary:
      'Staff preview of the content page at `/preview/{handle}` (spec site-shell.md 2.3), published or a draft: ' +
      '401 for a guest, 403 for a shopper, 404 for no page; never cached',
  },
  newsletter: {
    method: 'POST',
    path: '/v1/newsletter',
    body: NewsletterBodySchema,
    responses: { 200: NewsletterResultSchema, ...errorResponses },
    summary: 'Newsletter sign-up; signing up again is a success too',
  },
});
