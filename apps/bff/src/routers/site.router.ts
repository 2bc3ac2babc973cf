import { bffContract, type SiteConfig } from '@pool/api-contract';
import { NEWSLETTER_MESSAGES, validateNewsletterEmail } from '@pool/account-domain';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request } from 'express';
import type { Logger } from 'pino';
import type { CatalogReads } from '../cache/catalog.reads.js';
import type { ContentReads } from '../cache/content.reads.js';
import type { Clock } from '../clock.js';
import { requestValidationProblem } from '../http/errors.js';
import { PRIVATE, PUBLIC_PAGE, setCacheControl } from '../http/cache-control.js';
import { describeError, HttpProblem, notFound } from '../http/problem.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import {
  categoryUrlOfPath, contentPageView, contentSkus, handleOfPath, resolvedPath, SITEMAP_PRODUCTS_PER_PAGE, sitemapView,
} from '../views/site.views.js';

export interface SiteDeps {
  client: CommerceClient;
  reads: CatalogReads;
  content: ContentReads;
  clock: Clock;
  logger: Logger;
  site: SiteConfig;
  /**
   * Check every answer against the contract before sending it (on by default; production turns it
   * off: answers are built from upstream answers that were validated, by typed code).
   */
  validateResponses?: boolean;
}

const NOT_FOUND = 'This page could not be found';

function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** The catch-all resolver, content pages, the sitemap and the newsletter sign-up. */
export function mountSiteRoutes(app: IRouter, deps: SiteDeps): void {
  const { client, reads, content, clock, logger, site } = deps;
  const s = initServer();
  const requestIdOf = (req: Pick<Request, 'id'>) => String(req.id);

  const router = s.router(bffContract.site, {
    resolve: async ({ query, req, res }) => {
      const requestId = requestIdOf(req);
      const path = decodePath(query.path);
      if (path === null) throw notFound(NOT_FOUND);
      const handle = categoryUrlOfPath(path) ?? handleOfPath(path);
      const found = handle === null ? null : (await reads.handle(handle, requestId)).value;
      let body;
      if (found) {
        body = resolvedPath(path, found);
      } else {
        // Only addresses that name no page are looked up in the redirects table.
        const redirect = (await content.redirect(path, requestId)).value;
        if (!redirect) throw notFound(NOT_FOUND);
        body = { kind: 'redirect' as const, to: redirect.to, status: redirect.status };
      }
      setCacheControl(res, PUBLIC_PAGE);
      return { status: 200, body };
    },

    content: async ({ query, req, res }) => {
      const requestId = requestIdOf(req);
      const viewer = await req.session.viewer();
      const found = (await reads.handle(query.handle, requestId)).value;
      if (found?.type !== 'page') throw notFound(`There is no page "${query.handle}".`);
      const page = found.page;
      let degraded = false;
      // Products and category names are optional: the page renders without them.
      const optional = async <T>(what: string, promise: Promise<T>, fallback: T): Promise<T> => {
        try {
          return await promise;
        } catch (error) {
          logger.warn({ reqId: requestId, what, reason: describeError(error) }, 'optional page data unavailable');
          degraded = true;
          return fallback;
        }
      };
      const skus = contentSkus(page);
      const needsMenu = page.blocks.some((block) => block.kind === 'categories');
      const [products, menu] = await Promise.all([
        optional('content products', reads.collection(skus, requestId), []),
        needsMenu ? optional('menu', reads.menu(requestId).then((cached) => cached.value), null) : Promise.resolve(null),
      ]);
      // Public per audience, like catalogue pages (catalog.router.ts).
      setCacheControl(res, degraded ? PRIVATE : PUBLIC_PAGE);
      return {
        status: 200,
        body: contentPageView(page, { products, menu, site, degraded }, { viewer, now: new Date(clock.now()) }),
      };
    },

    sitemap: async ({ query, req, res }) => {
      const requestId = requestIdOf(req);
      const summary = await content.sitemap(requestId);
      const pageCount = Math.max(1, Math.ceil(summary.products_total / SITEMAP_PRODUCTS_PER_PAGE));
      if (query.page > pageCount) throw notFound(`The sitemap has ${pageCount} page(s).`);
      const products = summary.products_total === 0 ? null : await content.sitemapProducts(query.page, SITEMAP_PRODUCTS_PER_PAGE, requestId);
      setCacheControl(res, PUBLIC_PAGE);
      return { status: 200, body: sitemapView(site.origin, query.page, summary, products) };
    },

    newsletter: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const checked = validateNewsletterEmail(body.email);
      if (!checked.ok) throw new HttpProblem(422, checked.error, { title: checked.error, errors: { email: [checked.error] } });
      const response = await client.content.subscribe({ body: { email: checked.email }, requestId: requestIdOf(req) });
      // 201 a new subscription, 200 a repeat sign-up: both are a success for the shopper.
      if (statusOf(response) !== 200) expectStatus(response, 201);
      return { status: 200, body: { message: NEWSLETTER_MESSAGES.success } };
    },
  });

  createExpressEndpoints(bffContract.site, router, app, {
    logInitialization: false,
    responseValidation: deps.validateResponses ?? true,
    requestValidationErrorHandler: requestValidationProblem,
  });
}
