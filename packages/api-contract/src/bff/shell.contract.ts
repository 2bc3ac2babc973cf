import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { PageAtPathViewSchema } from './shell.pages.schemas.js';
import { SessionViewSchema } from './views.schemas.js';
import {
  SessionLoginBodySchema, SessionLoginResultSchema, SessionLogoutBodySchema, SessionLogoutResultSchema, NewsletterBodySchema, NewsletterResultSchema,
  SitemapViewSchema, StorefrontPathSchema,
} from './shell.schemas.js';

const c = initContract();

/** Site-wide reads and the newsletter: the page at a path, the sitemap. */
export const siteContract = c.router({
  page: {
    method: 'GET',
    path: '/v1/page',
    query: z.object({ path: StorefrontPathSchema }),
    responses: { 200: PageAtPathViewSchema, ...errorResponses },
    summary:
      'The page at a storefront path in one call: a product, diagram or content page, or a redirect (301/308); 404 when nothing. ' +
      'Public for every audience (shared caches key on the audience cookie); a degraded page is private',
  },
  sitemap: {
    method: 'GET',
    path: '/v1/sitemap',
    query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
    responses: { 200: SitemapViewSchema, ...errorResponses },
    summary: 'URLs of content pages, categories and every product, a page (≤ 50,000) at a time',
  },
  newsletter: {
    method: 'POST',
    path: '/v1/newsletter',
    body: NewsletterBodySchema,
    responses: { 200: NewsletterResultSchema, ...errorResponses },
    summary: 'Newsletter sign-up; signing up again is a success too',
  },
});

/** Sign in and out. Tokens stay in the BFF session; the session id is rotated on sign-in. */
export const sessionContract = c.router({
  current: {
    method: 'GET',
    path: '/v1/session',
    responses: { 200: SessionViewSchema, ...errorResponses },
    summary: "The shopper's own bits of the page frame (viewer, cart count): private, read after the page",
  },
  login: {
    method: 'POST',
    path: '/v1/session/login',
    body: SessionLoginBodySchema,
    responses: { 200: SessionLoginResultSchema, ...errorResponses },
    summary: 'Sign in: 422 with the spec message when refused, 429 after too many tries',
  },
  logout: {
    method: 'POST',
    path: '/v1/session/logout',
    body: SessionLogoutBodySchema,
    responses: { 200: SessionLogoutResultSchema, ...errorResponses },
    summary: 'Sign out: the session forgets the customer even when the upstream call fails',
  },
});
