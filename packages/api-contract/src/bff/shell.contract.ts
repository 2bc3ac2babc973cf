import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { ContentPageViewSchema } from './shell.pages.schemas.js';
import { SessionViewSchema } from './views.schemas.js';
import {
  ContentHandleSchema, SessionLoginBodySchema, SessionLoginResultSchema, SessionLogoutBodySchema, SessionLogoutResultSchema, NewsletterBodySchema,
  NewsletterResultSchema, ResolvedPathSchema, SitemapViewSchema, StorefrontPathSchema,
} from './shell.schemas.js';

const c = initContract();

/** Site-wide reads and the newsletter: the catch-all resolver, content pages, sitemap. */
export const siteContract = c.router({
  resolve: {
    method: 'GET',
    path: '/v1/resolve',
    query: z.object({ path: StorefrontPathSchema }),
    responses: { 200: ResolvedPathSchema, ...errorResponses },
    summary: "What the catch-all path is (product, diagram, category, content page, redirect); 404 when nothing",
  },
  content: {
    method: 'GET',
    path: '/v1/pages/content',
    query: z.object({ handle: ContentHandleSchema }),
    responses: { 200: ContentPageViewSchema, ...errorResponses },
    summary: 'A content page by handle (404 when it is not a content page)',
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
