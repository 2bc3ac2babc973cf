import { bffContract, type Menu, type SiteConfig } from '@pool/api-contract';
import { cartItemCount } from '@pool/cart-domain';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request, Response } from 'express';
import type { Viewer } from '@pool/pricing';
import type { Logger } from 'pino';
import type { CatalogReads } from '../cache/catalog.reads.js';
import { PRIVATE, PUBLIC_PAGE, setCacheControl } from '../http/cache-control.js';
import { describeError, notFound } from '../http/problem.js';
import type { Clock } from '../clock.js';
import { loadSessionCart } from '../session/session-cart.js';
import type { CommerceClient } from '../upstreams/commerce.upstream.js';
import { categoryPageView, homeView, popularSkus, productPageView, type ViewContext } from '../views/catalog.views.js';
import { requestValidationProblem } from '../http/errors.js';
import { GUEST_VIEWER, loadViewer } from '../session/viewer.js';

export interface PagesDeps {
  client: CommerceClient;
  reads: CatalogReads;
  clock: Clock;
  logger: Logger;
  site: SiteConfig;
}

const PER_PAGE = 24;
const FALLBACK_MENU: Menu = { items: [] };

/** What the page handlers need of a request (ts-rest narrows `query`, so not all of express's Request). */
type PageRequest = Pick<Request, 'session' | 'id'>;
interface PageState {
  degraded: boolean;
}

const requestIdOf = (req: PageRequest): string => String(req.id);

export function mountPagesRoutes(app: IRouter, deps: PagesDeps): void {
  const { client, reads, clock, logger } = deps;
  const s = initServer();

  async function viewContext(req: PageRequest): Promise<ViewContext> {
    return { viewer: await req.session.viewer(), now: new Date(clock.now()) };
  }

  /**
   * Optional data never breaks a page: log, render without it, and mark the page degraded so that
   * no CDN keeps the partial page.
   */
  async function optional<T>(what: string, req: PageRequest, page: PageState, promise: Promise<T>, fallback: T): Promise<T> {
    try {
      return await promise;
    } catch (error) {
      logger.warn({ reqId: req.id, what, reason: describeError(error) }, 'optional page data unavailable');
      page.degraded = true;
      return fallback;
    }
  }

  function cacheControlFor(res: Response, viewer: Viewer, page: PageState): void {
    setCacheControl(res, viewer.signedIn || page.degraded ? PRIVATE : PUBLIC_PAGE);
  }

  const router = s.router(bffContract.pages, {
    shell: async ({ req, res }) => {
      const requestId = requestIdOf(req);
      const session = await req.session.current();
      const page: PageState = { degraded: false };
      const [menu, viewer, cart] = await Promise.all([
        optional('menu', req, page, reads.menu(requestId), { value: FALLBACK_MENU, source: 'stale-on-error' as const }),
        optional('viewer', req, page, loadViewer(req.session, client, requestId, logger), GUEST_VIEWER),
        optional('cart count', req, page, loadSessionCart(req.session, client, requestId), null),
      ]);
      // With a session the shell is personal (viewer, cart count).
      setCacheControl(res, session || page.degraded ? PRIVATE : PUBLIC_PAGE);
      return {
        status: 200,
        body: {
          menu: menu.value,
          viewer,
          cartCount: cart ? cartItemCount(cart.products) : 0,
          site: deps.site,
          degraded: page.degraded || menu.source === 'stale-on-error',
        },
      };
    },

    home: async ({ req, res }) => {
      const requestId = requestIdOf(req);
      const ctx = await viewContext(req);
      const page: PageState = { degraded: false };
      const [handle, menu] = await Promise.all([
        optional('home content', req, page, reads.handle('home', requestId), null),
        optional('menu', req, page, reads.menu(requestId), null),
      ]);
      const content = handle?.value?.type === 'page' ? handle.value.page : null;
      const popular = await optional('popular products', req, page, reads.collection(popularSkus(content), requestId), []);
      cacheControlFor(res, ctx.viewer, page);
      return { status: 200, body: homeView(content, menu?.value ?? null, popular, ctx) };
    },

    category: async ({ params, query, req, res }) => {
      const requestId = requestIdOf(req);
      const ctx = await viewContext(req);
      const [handle, search] = await Promise.allSettled([
        reads.handle(params.url, requestId),
        reads.search({ category: params.url, page: query.page, per_page: PER_PAGE, sort: query.sort }, requestId, {
          cached: !ctx.viewer.signedIn,
        }),
      ]);
      // The category decides between 404 and a page; only then does a failed search matter.
      if (handle.status === 'rejected') throw handle.reason;
      const found = handle.value.value;
      if (found?.type !== 'category') throw notFound(`There is no category "${params.url}".`);
      if (search.status === 'rejected') throw search.reason;
      cacheControlFor(res, ctx.viewer, { degraded: false });
      return { status: 200, body: categoryPageView(found.category, search.value, { sort: query.sort }, ctx) };
    },

    product: async ({ params, req, res }) => {
      const requestId = requestIdOf(req);
      const ctx = await viewContext(req);
      const handle = await reads.handle(params.handle, requestId);
      const found = handle.value;
      if (found?.type !== 'product') throw notFound(`There is no product "${params.handle}".`);
      const page: PageState = { degraded: false };
      const related = await optional('related products', req, page, reads.collection(found.product.related_skus.slice(0, 12), requestId), []);
      cacheControlFor(res, ctx.viewer, page);
      return { status: 200, body: productPageView(found.product, related, ctx) };
    },
  });

  createExpressEndpoints(bffContract.pages, router, app, {
    logInitialization: false,
    responseValidation: true,
    requestValidationErrorHandler: requestValidationProblem,
  });
}
