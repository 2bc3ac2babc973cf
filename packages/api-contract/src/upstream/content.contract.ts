import { initContract } from '@ts-rest/core';
import { errorResponses } from '../problem.js';
import {
  RedirectQuerySchema, RedirectSchema, SitemapProductsQuerySchema, SitemapProductsSchema, SitemapSchema,
  SubscribeBodySchema, SubscriptionSchema,
} from './content.schemas.js';

const c = initContract();

/** Site content calls of the main API: newsletter, redirects, sitemap listing (spec site-shell.md section 7). */
export const contentContract = c.router({
  subscribe: {
    method: 'POST',
    path: '/api/subscriptions',
    body: SubscribeBodySchema,
    // 201 for a new subscription, 200 when the address was already subscribed (not an error).
    responses: { 200: SubscriptionSchema, 201: SubscriptionSchema, ...errorResponses },
    summary: 'Newsletter sign-up (idempotent per address)',
  },
  redirect: {
    method: 'GET',
    path: '/api/redirects',
    query: RedirectQuerySchema,
    responses: { 200: RedirectSchema, ...errorResponses },
    summary: 'Redirect lookup for a path; 404 when there is none',
  },
  sitemap: {
    method: 'GET',
    path: '/api/sitemap',
    responses: { 200: SitemapSchema, ...errorResponses },
    summary: 'Content page handles and category urls with their dates, and the product count',
  },
  sitemapProducts: {
    method: 'GET',
    path: '/api/sitemap/products',
    query: SitemapProductsQuerySchema,
    responses: { 200: SitemapProductsSchema, ...errorResponses },
    summary: 'Product handles, a page at a time',
  },
});
