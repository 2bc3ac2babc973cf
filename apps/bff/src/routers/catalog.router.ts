import { bffContract, categoryTag, VIEWED_LIMIT, type CategoryListingView, type IndexQuery, type ListingQuery, type ViewedList, type IndexSearchResult, type TypeaheadResult } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { CatalogReads } from '../cache/catalog.reads.js';
import { SwrCache } from '../cache/swr-cache.js';
import type { WarrantyReads } from '../cache/warranty.reads.js';
import type { Clock } from '../clock.js';
import { PRIVATE, PUBLIC_PAGE, productTags, setCacheControl } from '../http/cache-control.js';
import { isPriceHiddenFrom } from '@pool/pricing';
import { endpointOptions } from '../http/endpoints.js';
import type { Metrics } from '../http/metrics.js';
import { describeError, notFound } from '../http/problem.js';
import { requireCustomerHeaders } from '../session/customer-auth.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor, sharedReadClientFor } from '../upstreams/request-client.js';
import { receivedJsonLength } from '../upstreams/http-upstream.js';
import { categoryView, productCard, type ViewContext } from '../views/catalog.views.js';
import { withShell, type ShellRead } from './shell.router.js';
import {
  diagramLink, EMPTY_TYPEAHEAD, listingView, partsFinderView, typeaheadView, warrantyView,
} from '../views/listing.views.js';

export interface CatalogDeps {
  client: CommerceClient;
  reads: CatalogReads;
  /** The catalogue SWR cache (listings, diagram map). */
  cache: SwrCache;
  warranty: WarrantyReads;
  clock: Clock;
  logger: Logger;
  metrics: Metrics;
  /** The shell, for a category page read asked with `include=shell`. */
  shellRead: ShellRead;
  /**
   * Check every answer against the contract before sending it (on by default; production turns it
   * off: answers are built from upstream answers that were validated, by typed code).
   */
  validateResponses?: boolean;
}

const PER_PAGE = 24;
/** Typeahead answers: fresh briefly (stock and prices move), single-flight, stale on upstream failure. */
const TYPEAHEAD_FRESH_MS = 30_000;
/** The dropdown must feel instant: a slow upstream answer is worth less than none. */
const TYPEAHEAD_DEADLINE_MS = 400;
const LISTING_DEADLINE_MS = 2_000;
const VIEWED_DEADLINE_MS = 1_500;
const PUBLIC_TYPEAHEAD = 'public, max-age=30, stale-while-revalidate=120';
/**
 * Typeahead answers kept: up to 20,000 keystrokes' texts and up to 32 MiB of answers measured as JSON
 * (about 8,000 answers of the 4.1 KB a keystroke's answer averaged in `pnpm bench`; 7.9 KB the
 * longest), so long answers cannot grow the BFF's heap past a known size. Weighed once per miss, by
 * the JSON commerce-api sent (serialising the answer again to weigh it cost 19 µs a miss, more than
 * parsing it; docs/decisions/0046).
 */
const TYPEAHEAD_CACHE = {
  max: 20_000,
  maxSize: 32 * 1024 * 1024,
  sizeOf: (value: unknown) => receivedJsonLength(value) ?? JSON.stringify(value).length,
};

type PageRequest = Pick<Request, 'session' | 'id' | 'clientAddress'>;

/** Search-box text as a cache key: case and spacing do not change the answer. */
export const typeaheadKey = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Catalogue, search and parts finder. Upstream answers are viewer-independent and cached; prices are
 * resolved per viewer in the views, so a guest never gets a hidden price from a shared cache entry.
 */
export function mountCatalogRoutes(app: IRouter, deps: CatalogDeps): void {
  const { client, reads, cache, warranty, clock, logger, metrics, shellRead } = deps;
  const typeahead = new SwrCache({ name: 'typeahead', metrics, logger, freshMs: TYPEAHEAD_FRESH_MS, ...TYPEAHEAD_CACHE });
  const s = initServer();
  const requestIdOf = (req: PageRequest) => String(req.id);

  async function viewContext(req: PageRequest): Promise<ViewContext> {
    return { viewer: await req.session.viewer(), now: new Date(clock.now()) };
  }

  /** A listing from the index, cached for anonymous viewers (the key is the normalised query). */
  async function listing(query: IndexQuery, req: PageRequest, cached: boolean): Promise<IndexSearchResult> {
    const { ids, ...rest } = query;
    // 'Fits my pool' with no fitting part: nothing to ask the index.
    if (ids?.length === 0) return { hits: [], total: 0, page: 1, per_page: query.per_page, facets: [], applied: [], diagrams: [], diagram_total: 0 };
    const load = async () => expectStatus(await sharedReadClientFor(client, req).search.query({
      query: { ...rest, ...(ids ? { ids: ids.join(',') } : {}) }, deadlineMs: LISTING_DEADLINE_MS,
    }), 200);
    // A personal listing ('Fits my pool') is never shared.
    if (!cached || ids) return load();
    const key = `listing:${query.category ?? ''}:${typeaheadKey(query.q ?? '')}:${[...query.f].sort().join('|')}:${query.sort}:${query.page}:${query.per_page}`;
    const tagsOf = (result: IndexSearchResult) => [...(query.category ? [categoryTag(query.category)] : []), ...productTags(result.hits)];
    return (await cache.get(key, load, undefined, tagsOf)).value;
  }

  /**
   * Typeahead answers are shared by guests only. Page reads (search, category, product, diagram) are
   * public for signed-in customers too: they differ from a guest's only by audience (prices), which
   * shared caches key on with the audience cookie that reading the viewer keeps in step
   * (session-context.ts; docs/decisions/0013).
   */
  function publicUnlessSignedIn(res: Response, ctx: ViewContext, value = PUBLIC_PAGE): void {
    setCacheControl(res, ctx.viewer.signedIn ? PRIVATE : value);
  }

  /**
   * 'Fits my pool' (`fits=mine`): the products of the signed-in customer's equipment diagrams, read with
   * the customer's own token (a guest gets 401); `undefined` for an unfiltered listing.
   */
  async function fittingIds(fits: 'mine' | undefined, req: PageRequest): Promise<number[] | undefined> {
    if (fits !== 'mine') return undefined;
    const headers = await requireCustomerHeaders(req.session);
    const answer = expectStatus(await clientFor(client, req).pools.fits({ headers, query: {} }), 200);
    return [...new Set(answer.data.map((fit) => fit.product_id))];
  }

  /** The toggle's state for signed-in customers (one shared page for all of them); nothing for guests. */
  const fitsToggle = (ctx: ViewContext, ids: number[] | undefined) => (ctx.viewer.signedIn ? { fits: { active: ids !== undefined } } : {});

  /** A recently viewed list as cards for `ctx`'s viewer (spec: up to 15, most recent first). */
  const viewedCards = (list: ViewedList, ctx: ViewContext) => list.products.slice(0, VIEWED_LIMIT).map((p) => productCard(p, ctx));

  /** A category's page: its view and a page of its listing; a 404 for an unknown category. */
  async function categoryPage(url: string, query: ListingQuery, req: PageRequest, res: Response): Promise<CategoryListingView> {
    const ctx = await viewContext(req);
    const ids = await fittingIds(query.fits, req);
    const [handle, result] = await Promise.allSettled([
      reads.handle(url, requestIdOf(req)),
      listing({ category: url, f: query.f, sort: query.sort, page: query.page, per_page: PER_PAGE, ids }, req, !ctx.viewer.signedIn),
    ]);
    // The category decides between 404 and a page; only then does the listing's answer matter.
    if (handle.status === 'rejected') throw handle.reason;
    const found = handle.value.value;
    if (found?.type !== 'category') throw notFound(`There is no category "${url}".`);
    if (result.status === 'rejected') throw result.reason;
    const category = categoryView(found.category);
    setCacheControl(res, ids ? PRIVATE : PUBLIC_PAGE, [categoryTag(url), ...productTags(result.value.hits)]);
    return { category, listing: { ...listingView(result.value, query.sort, ctx), ...fitsToggle(ctx, ids) } };
  }

  const router = s.router(bffContract.catalog, {
    typeahead: async ({ query, req, res }) => {
      const key = typeaheadKey(query.q);
      if (key === '') {
        const ctx = await viewContext(req);
        publicUnlessSignedIn(res, ctx, PUBLIC_TYPEAHEAD);
        return { status: 200, body: EMPTY_TYPEAHEAD('') };
      }
      // The answer does not depend on the viewer (prices are resolved in the view): a shopper with a
      // session has it read (a file or Redis) while the answer loads, not before.
      const [ctx, { value }] = await Promise.all([
        viewContext(req),
        typeahead.get<TypeaheadResult>(key, async () =>
          expectStatus(await sharedReadClientFor(client, req).search.typeahead({
            query: { q: key, products: 6, suggestions: 8 }, deadlineMs: TYPEAHEAD_DEADLINE_MS,
          }), 200)),
      ]);
      publicUnlessSignedIn(res, ctx, PUBLIC_TYPEAHEAD);
      return { status: 200, body: { ...typeaheadView(value, ctx), query: query.q } };
    },

    search: async ({ query, req, res }) => {
      const ctx = await viewContext(req);
      const text = query.q;
      if (text === '') {
        setCacheControl(res, PUBLIC_PAGE);
        const empty: IndexSearchResult = { hits: [], total: 0, page: 1, per_page: PER_PAGE, facets: [], applied: [], diagrams: [], diagram_total: 0 };
        return { status: 200, body: { query: '', listing: listingView(empty, query.sort, ctx), diagrams: [], diagramTotal: 0 } };
      }
      const ids = await fittingIds(query.fits, req);
      const result = await listing({ q: text, f: query.f, sort: query.sort, page: query.page, per_page: PER_PAGE, ids }, req, !ctx.viewer.signedIn);
      setCacheControl(res, ids ? PRIVATE : PUBLIC_PAGE, productTags(result.hits));
      return {
        status: 200,
        body: {
          query: text,
          listing: { ...listingView(result, query.sort, ctx, { query: text }), ...fitsToggle(ctx, ids) },
          diagrams: result.diagrams.map(diagramLink),
          diagramTotal: result.diagram_total,
        },
      };
    },

    category: async ({ params, query, req, res }) => ({
      status: 200,
      // With `include=shell`, the shell comes with the page: one BFF call per page view (decision 0043).
      body: await withShell(query.include, shellRead, requestIdOf(req), res, categoryPage(params.url, query, req, res)),
    }),

    warrantyOffers: async ({ params, req, res }) => {
      const productId = params.productId;
      try {
        const value = await warranty.offers(productId, requestIdOf(req));
        if (value === null) throw notFound(`There is no product ${productId}.`);
        if (value.hide_price) {
          // Plans are priced as a share of the product: their prices would give a hidden price away.
          setCacheControl(res, PRIVATE);
          const { viewer } = await viewContext(req);
          return { status: 200, body: warrantyView(productId, isPriceHiddenFrom(value, viewer) ? null : value) };
        }
        setCacheControl(res, 'public, max-age=300');
        return { status: 200, body: warrantyView(productId, value) };
      } catch (error) {
        if (error instanceof Error && 'status' in error && error.status === 404) throw error;
        // Optional data: the page never waits on or fails with it; the section just stays hidden.
        logger.warn({ reqId: req.id, reason: describeError(error) }, 'warranty offers unavailable');
        setCacheControl(res, 'no-store');
        return { status: 200, body: warrantyView(productId, null) };
      }
    },

    partsFinder: async ({ req, res }) => {
      const { value } = await cache.get('diagram-map', async () =>
        expectStatus(await sharedReadClientFor(client, req).catalog.diagrams(), 200));
      setCacheControl(res, PUBLIC_PAGE);
      return { status: 200, body: partsFinderView(value) };
    },

    recentlyViewed: async ({ req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await req.session.current();
      if (!session) return { status: 200, body: { products: [] } };
      try {
        const list = expectStatus(await clientFor(client, req).viewed.list({ params: { id: session.publicId }, deadlineMs: VIEWED_DEADLINE_MS }), 200);
        return { status: 200, body: { products: viewedCards(list, await viewContext(req)) } };
      } catch (error) {
        logger.warn({ reqId: req.id, reason: describeError(error) }, 'recently viewed unavailable');
        return { status: 200, body: { products: [] } };
      }
    },

    /**
     * Records a product view (spec: up to 15 per shopper) and answers the list. A guest without a
     * session gets one here; the upstream sees the session's derived id, never the cookie. An unknown
     * product is a 404 and starts no session. A failing upstream loses the view, never the page.
     */
    recordView: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const ctx = await viewContext(req);
      const existing = await req.session.current();
      // A guest's new session is kept (and its cookie set) only once the view is recorded.
      const session = existing ?? (await req.session.currentOrNew());
      const list = await clientFor(client, req).viewed
        .add({ params: { id: session.publicId }, body: { product_id: body.productId }, deadlineMs: VIEWED_DEADLINE_MS })
        .then((response) => (statusOf(response) === 404 ? 'unknown-product' : expectStatus(response, 200)))
        .catch((error: unknown) => {
          logger.warn({ reqId: req.id, reason: describeError(error) }, 'recording a product view failed');
          return null;
        });
      if (list === 'unknown-product') throw notFound(`There is no product ${body.productId}.`);
      if (!list) return { status: 200, body: { products: [] } };
      if (!existing) await req.session.update((record) => record);
      return { status: 200, body: { products: viewedCards(list, ctx) } };
    },
  });

  createExpressEndpoints(bffContract.catalog, router, app, endpointOptions(deps.validateResponses));
}
