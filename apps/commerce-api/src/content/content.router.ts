import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import { notFound } from '../http/problem.js';
import type { RedirectService } from '../redirects/redirects.service.js';
import type { SubscriptionService } from '../subscriptions/subscriptions.service.js';
import type { SitemapService } from './sitemap.service.js';

const s = initServer();

/** Cacheable like the catalogue reads: a CDN may keep them briefly. */
const PUBLIC = 'public, max-age=300';

export function contentRouter(deps: { subscriptions: SubscriptionService; redirects: RedirectService; sitemap: SitemapService }) {
  return s.router(upstreamContract.content, {
    subscribe: async ({ body, res }) => {
      res.set('cache-control', 'no-store');
      const { subscription, created } = await deps.subscriptions.subscribe(body.email);
      return created ? { status: 201, body: subscription } : { status: 200, body: subscription };
    },
    redirect: async ({ query, res }) => {
      const found = await deps.redirects.lookup(query.url);
      if (!found) throw notFound(`No redirect for ${query.url}.`);
      res.set('cache-control', PUBLIC);
      return { status: 200, body: found };
    },
    sitemap: async ({ res }) => {
      res.set('cache-control', PUBLIC);
      return { status: 200, body: await deps.sitemap.summary() };
    },
    sitemapProducts: async ({ query, res }) => {
      res.set('cache-control', PUBLIC);
      return { status: 200, body: await deps.sitemap.products(query.page, query.per_page) };
    },
  });
}
