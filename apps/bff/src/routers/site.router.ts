import {
  bffContract, type ContentPage, type ContentPageView, type PageAtPathView, type ProductDetailView, type ProductFeedback, type ProductPageRead, type SiteConfig,
} from '@pool/api-contract';
import { NEWSLETTER_MESSAGES, validateNewsletterEmail } from '@pool/account-domain';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { CatalogReads } from '../cache/catalog.reads.js';
import type { ContentReads } from '../cache/content.reads.js';
import type { WarrantyReads } from '../cache/warranty.reads.js';
import type { Clock } from '../clock.js';
import { endpointOptions } from '../http/endpoints.js';
import { handleTags, PRIVATE, productTags, PUBLIC_PAGE, setCacheControl } from '../http/cache-control.js';
import { describeError, HttpProblem, notFound } from '../http/problem.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';
import { staffSession } from './staff.router.js';
import type { ViewContext } from '../views/catalog.views.js';
import { withShell, type ShellRead } from './shell.router.js';
import { diagramPageView, productDetailView, warrantyView } from '../views/listing.views.js';
import { contentPageView, contentSkus, pageHandleOfPath, pathTarget, SITEMAP_PRODUCTS_PER_PAGE, sitemapView } from '../views/site.views.js';

export interface SiteDeps {
  client: CommerceClient;
  reads: CatalogReads;
  content: ContentReads;
  warranty: WarrantyReads;
  clock: Clock;
  logger: Logger;
  site: SiteConfig;
  /** The shell, for page reads asked with `include=shell`. */
  shellRead: ShellRead;
  /**
   * Whether commerce-api's catalogue reads are failing (their breaker is not closed): a product page
   * then does not wait on its reviews and questions, which would each wait out their own deadline
   * until their group's breaker opened too.
   */
  commerceFailing?: () => boolean;
  /**
   * Check every answer against the contract before sending it (on by default; production turns it
   * off: answers are built from upstream answers that were validated, by typed code).
   */
  validateResponses?: boolean;
}

const NOT_FOUND = 'This page could not be found';
/** Related products a product page shows at most. */
const RELATED_LIMIT = 12;

/** Whether a page was rendered without some of its optional data (then no CDN may keep it). */
interface PageState {
  degraded: boolean;
}

function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** The page at a path, the sitemap and the newsletter sign-up. */
export function mountSiteRoutes(app: IRouter, deps: SiteDeps): void {
  const { client, reads, content, warranty, clock, logger, site, shellRead } = deps;
  const s = initServer();
  const requestIdOf = (req: Pick<Request, 'id'>) => String(req.id);

  /** Optional data never breaks a page: log, render without it, and mark the page degraded. */
  async function optional<T>(requestId: string, what: string, page: PageState, promise: Promise<T>, fallback: T): Promise<T> {
    try {
      return await promise;
    } catch (error) {
      logger.warn({ reqId: requestId, what, reason: describeError(error) }, 'optional page data unavailable');
      page.degraded = true;
      return fallback;
    }
  }

  /** A content page with its product cards priced for the viewer and its category tiles named from the menu. */
  async function contentPage(page: ContentPage, ctx: ViewContext, requestId: string): Promise<ContentPageView> {
    const state: PageState = { degraded: false };
    const needsMenu = page.blocks.some((block) => block.kind === 'categories');
    const [products, menu] = await Promise.all([
      optional(requestId, 'content products', state, reads.collection(contentSkus(page), requestId), []),
      needsMenu ? optional(requestId, 'menu', state, reads.menu(requestId).then((cached) => cached.value), null) : Promise.resolve(null),
    ]);
    return contentPageView(page, { products, menu, site, degraded: state.degraded }, ctx);
  }

  /**
   * The warranty part of a product page: offers already held are part of the page; otherwise they
   * are fetched now, so that the page's own (deferred) ask for them joins this load instead of
   * starting another.
   */
  function heldWarranty(product: ProductDetailView, requestId: string): Pick<ProductPageRead, 'warranty'> {
    if (!product.warrantyEligible) return {};
    const held = warranty.held(product.id);
    if (held !== undefined) return { warranty: warrantyView(product.id, held) };
    warranty.offers(product.id, requestId).catch(() => undefined);
    return {};
  }

  /**
   * The first page of a product's reviews and questions, read fresh from commerce-api for every page
   * read (never through the catalogue cache), so a new review shows as soon as the page is read again:
   * the answer's own lifetime (`PUBLIC_PAGE`) is the only bound, as it was for `GET /v1/reviews`.
   */
  async function firstFeedback(productId: number, commerce: CommerceClient): Promise<ProductFeedback> {
    if (deps.commerceFailing?.()) throw new Error('commerce-api is failing: reviews and questions not asked for');
    const query = { productId, page: 1 };
    const [reviews, questions] = await Promise.all([
      commerce.reviews.reviews({ query }),
      commerce.reviews.questions({ query }),
    ]);
    return { reviews: expectStatus(reviews, 200), questions: expectStatus(questions, 200) };
  }

  /** What is at a storefront path: a product, diagram or content page, or a redirect; a 404 when nothing. */
  async function pageAt(rawPath: string, req: Pick<Request, 'id' | 'session' | 'clientAddress'>, res: Response): Promise<PageAtPathView> {
    const requestId = requestIdOf(req);
    const path = decodePath(rawPath);
    const handle = path === null ? null : pageHandleOfPath(path);
    // The viewer is read while the page is looked up: prices depend on it, and reading it keeps the
    // audience cookie in step, which shared caches key on (session-context.ts; docs/decisions/0013).
    const [viewer, found] = await Promise.all([
      req.session.viewer(),
      handle === null ? null : reads.handle(handle, requestId).then((cached) => cached.value),
    ]);
    const ctx: ViewContext = { viewer, now: new Date(clock.now()) };
    const target = path !== null && found ? pathTarget(path, found) : null;
    if (target === null || target.kind === 'redirect') {
      // Only addresses that name no page are looked up in the redirects table.
      const redirect = target ?? (path === null ? null : (await content.redirect(path, requestId)).value);
      if (!redirect) throw notFound(NOT_FOUND);
      // What a path redirects to is the same for every shopper.
      setCacheControl(res, PUBLIC_PAGE);
      return { kind: 'redirect', to: redirect.to, status: redirect.status };
    }
    switch (target.kind) {
      case 'category':
        throw notFound(`"${path}" is a category page: read it with GET /v1/catalog/category/${target.url}.`);
      case 'product': {
        const state: PageState = { degraded: false };
        // Reviews and questions come with the page (one call for the storefront, docs/decisions/0037);
        // without them the page still renders, degraded (private: no cache keeps it without them).
        const [related, feedback] = await Promise.all([
          optional(requestId, 'related products', state, reads.collection(target.product.related_skus.slice(0, RELATED_LIMIT), requestId), []),
          optional(requestId, 'reviews and questions', state, firstFeedback(target.product.id, clientFor(client, req)), null),
        ]);
        const product = productDetailView(target.product, related, ctx);
        // Public per audience: views are recorded by catalog.recordView, after the page.
        setCacheControl(res, state.degraded ? PRIVATE : PUBLIC_PAGE, [...handleTags(found), ...productTags(related)]);
        return { kind: 'product', page: { product, ...heldWarranty(product, requestId), feedback } };
      }
      case 'diagram':
        setCacheControl(res, PUBLIC_PAGE, handleTags(found));
        return { kind: 'diagram', page: diagramPageView(target.diagram, ctx) };
      case 'content': {
        const page = await contentPage(target.page, ctx, requestId);
        setCacheControl(res, page.degraded ? PRIVATE : PUBLIC_PAGE);
        return { kind: 'content', page };
      }
    }
  }

  const router = s.router(bffContract.site, {
    // With `include=shell`, the shell comes with the page: one BFF call per page view (decision 0043).
    page: async ({ query, req, res }) => ({
      status: 200,
      body: await withShell(query.include, shellRead, requestIdOf(req), res, pageAt(query.path, req, res)),
    }),

    sitemap: async ({ query, req, res }) => {
      const requestId = requestIdOf(req);
      const summary = await content.sitemap(requestId);
      const pageCount = Math.max(1, Math.ceil(summary.products_total / SITEMAP_PRODUCTS_PER_PAGE));
      if (query.page > pageCount) throw notFound(`The sitemap has ${pageCount} page(s).`);
      const products = summary.products_total === 0 ? null : await content.sitemapProducts(query.page, SITEMAP_PRODUCTS_PER_PAGE, requestId);
      setCacheControl(res, PUBLIC_PAGE);
      return { status: 200, body: sitemapView(site.origin, query.page, summary, products) };
    },

    // Drafts for staff (0066): the staff token is checked here and again by commerce-api.
    preview: async ({ query, req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await staffSession(req.session);
      const requestId = requestIdOf(req);
      const handle = query.path.replace(/^\/preview\/?/, '').replace(/\.html$/, '');
      if (!handle) throw notFound(NOT_FOUND);
      const answer = await clientFor(client, req).staff.preview({ headers: { authorization: `Bearer ${session.record.token}` }, query: { handle } });
      if (statusOf(answer) === 404 || statusOf(answer) === 400) throw notFound(NOT_FOUND);
      const ctx: ViewContext = { viewer: await req.session.viewer(), now: new Date(clock.now()) };
      return { status: 200, body: await contentPage(expectStatus(answer, 200), ctx, requestId) };
    },

    newsletter: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const checked = validateNewsletterEmail(body.email);
      if (!checked.ok) throw new HttpProblem(422, checked.error, { title: checked.error, errors: { email: [checked.error] } });
      const response = await clientFor(client, req).content.subscribe({ body: { email: checked.email } });
      // 201 a new subscription, 200 a repeat sign-up: both are a success for the shopper.
      if (statusOf(response) !== 200) expectStatus(response, 201);
      return { status: 200, body: { message: NEWSLETTER_MESSAGES.success } };
    },
  });

  createExpressEndpoints(bffContract.site, router, app, endpointOptions(deps.validateResponses));
}
