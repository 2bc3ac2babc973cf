#!/usr/bin/env node
// The naive baseline of `pnpm bench`: a first-cut Remix v2 page on the same data as the storefront.
//
// It runs the real Remix server runtime (the storefront's @remix-run/* 2.17, React 18) without a Vite
// build: the ServerBuild that `remix vite:build` would emit is written out by hand below, and served
// the way Remix's own Express template does it: Express + compression() + @remix-run/express's
// createRequestHandler (no helmet/CSP, no request logging, no page cache).
//
// - entry.server: Remix's default node handleRequest: renderToPipeableStream(<RemixServer/>), the shell
//   streamed as soon as it is ready for browsers, the complete document for bots (isbot; the bench
//   sends a browser's user agent and Accept-Encoding, so both servers take the browsers' path).
// - routes: `root` (the default template's document: <Meta/> <Links/> <Outlet/> <ScrollRestoration/>
//   <Scripts/>, no header, menu, layout or footer: that only flatters the baseline),
//   `category/:slug` (`/category/{url}.html`) and `:handle` (`/{handle}.html`).
// - loaders: one BFF call per request, no cache of their own, the whole JSON returned untrimmed and
//   serialized by Remix (the same future flags as the storefront, so v3_singleFetch: turbo-stream in
//   `window.__remixContext` and its stream scripts):
//     category: GET {bff}/v1/catalog/category/{url}{?f=&sort=&page= as requested}
//     product:  GET {bff}/v1/page?path=/{handle}.html
//   The cards need nothing else, so the naive page does not ask the shell (`/v1/shell`: header,
//   cart count, viewer), warranty offers or recently viewed as the storefront does: fewer BFF calls,
//   which again flatters the baseline.
// - components: naive markup (inline styles on every element, no shared stylesheet, every card
//   rendered from the full data).
// - assets: a hand-made manifest whose client modules are never served (there is no client build;
//   the bench only measures the server-rendered HTML), so the page would not hydrate in a browser.
//
// Usage: node scripts/bench-naive-ssr.mjs <port> <bffUrl>   (BFF_SERVICE_KEY or SECRETS_DIR as the BFF has them)
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { readServiceKey } from './lib/stack.mjs';

// These are dependencies of the storefront, not of the repository root (pnpm keeps them apart).
const require = createRequire(fileURLToPath(new URL('../apps/storefront/package.json', import.meta.url)));
const React = require('react');
const { renderToPipeableStream } = require('react-dom/server');
const { RemixServer, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } = require('@remix-run/react');
const { createReadableStreamFromReadable } = require('@remix-run/node');
const { createRequestHandler } = require('@remix-run/express');
const express = require('express');
const compression = require('compression');
const { isbot } = require('isbot');
const h = React.createElement;

const [port = '4340', bffUrl = 'http://127.0.0.1:4000'] = process.argv.slice(2);
// The BFF answers only callers with the storefront's key (docs/decisions/0010): the environment's, or
// the key file `pnpm start` / the BFF created.
const BFF_KEY = readServiceKey('bff-service-key');
const MODE = process.env.NODE_ENV === 'development' ? 'development' : 'production';

// ---------------------------------------------------------------------------------------------
// Components: the cards, facets and pages, naively.

const money = (cents) => `$${(cents / 100).toFixed(2)}`;

function Card({ product }) {
  return h('div', { style: { border: '1px solid #ddd', borderRadius: '8px', padding: '12px', margin: '8px', width: '220px', display: 'inline-block', verticalAlign: 'top', fontFamily: 'Arial, sans-serif' } },
    h('a', { href: product.href, style: { color: '#0b5aa2', textDecoration: 'none' } },
      h('img', { src: product.image.url, alt: product.image.alt, width: 200, height: 200, style: { display: 'block', width: '200px', height: '200px' } }),
      h('div', { style: { fontSize: '14px', fontWeight: 'bold', marginTop: '8px' } }, product.title)),
    h('div', { style: { fontSize: '12px', color: '#555' } }, product.brand),
    product.price.visibility === 'shown'
      ? h('div', { style: { fontSize: '16px', color: '#111', marginTop: '4px' } }, money(product.price.price),
        product.price.listPrice ? h('s', { style: { color: '#888', marginLeft: '6px' } }, money(product.price.listPrice)) : null)
      : h('div', { style: { fontSize: '12px' } }, product.price.message),
    h('div', { style: { fontSize: '12px', color: product.stock.status === 'in_stock' ? 'green' : '#a00' } }, product.stock.label),
    product.badge ? h('span', { style: { background: product.badge.color ?? '#333', color: '#fff', padding: '2px 6px', fontSize: '11px' } }, product.badge.label) : null,
    h('div', { style: { fontSize: '12px' } }, `${'★'.repeat(Math.round(product.rating.stars))} (${product.rating.count})`),
    h('form', { method: 'post', action: '/cart' },
      h('input', { type: 'hidden', name: 'productId', value: String(product.id) }),
      h('button', { type: 'submit', disabled: !product.canAddToCart, style: { marginTop: '8px', padding: '6px 12px' } }, 'Add to Cart')));
}

function Facets({ facets }) {
  return h('aside', { style: { width: '240px', float: 'left' } }, facets.map((facet) =>
    h('fieldset', { key: facet.key, style: { border: '1px solid #eee', margin: '4px' } }, h('legend', null, facet.title),
      (facet.kind === 'enum' ? facet.values : facet.buckets).map((v) =>
        h('label', { key: v.filter, style: { display: 'block', fontSize: '12px' } },
          h('input', { type: 'checkbox', name: 'f', value: v.filter, defaultChecked: v.selected }), ` ${v.value ?? v.label} (${v.count})`)))));
}

// ---------------------------------------------------------------------------------------------
// Route modules.

/** Fetches one BFF read for a loader, as a first-cut loader would: no cache, errors as responses. */
async function bffJson(path, request) {
  let response;
  try {
    response = await fetch(`${bffUrl}${path}`, { headers: { accept: 'application/json', 'x-service-key': BFF_KEY }, signal: request.signal });
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new Response(null, { status: 503 });
  }
  if (!response.ok) throw new Response(null, { status: response.status === 404 || response.status === 400 ? 404 : 503 });
  return response.json();
}

/** `/category/:slug` with slug `{url}.html`. */
const HTML_SLUG = /^([a-z0-9-]+)\.html$/;

const rootModule = {
  Layout({ children }) {
    return h('html', { lang: 'en' },
      h('head', null,
        h('meta', { charSet: 'utf-8' }),
        h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
        h(Meta), h(Links)),
      h('body', null, children, h(ScrollRestoration), h(Scripts)));
  },
  default: function App() {
    return h(Outlet);
  },
};

const categoryModule = {
  async loader({ request, params }) {
    const url = HTML_SLUG.exec(params.slug ?? '')?.[1];
    if (!url) throw new Response(null, { status: 404 });
    // The listing's query (`f`, `sort`, `page`) as the shopper sent it; the BFF reads repeated `f`.
    return bffJson(`/v1/catalog/category/${url}${new URL(request.url).search}`, request);
  },
  meta({ data }) {
    return data ? [{ title: data.category.title }, { name: 'description', content: data.category.description }] : [];
  },
  default: function CategoryRoute() {
    const data = useLoaderData();
    return h('div', null,
      h('h1', { style: { fontFamily: 'Arial, sans-serif' } }, data.category.title),
      h('p', null, data.category.description),
      h(Facets, { facets: data.listing.facets }),
      h('main', { style: { marginLeft: '260px' } }, data.listing.products.map((p) => h(Card, { key: p.id, product: p }))));
  },
};

const productModule = {
  async loader({ request, params }) {
    const handle = HTML_SLUG.exec(params.handle ?? '')?.[1];
    if (!handle) throw new Response(null, { status: 404 });
    const view = await bffJson(`/v1/page?${new URLSearchParams({ path: `/${handle}.html` })}`, request);
    // The same address also names diagrams (and other addresses redirect); only products are this baseline's business.
    if (view.kind !== 'product') throw new Response(null, { status: 404 });
    return view.page;
  },
  meta({ data }) {
    if (!data) return [];
    const p = data.product;
    return [{ title: p.title }, { name: 'description', content: p.shortDescription }, ...(p.jsonLd ? [{ 'script:ld+json': p.jsonLd }] : [])];
  },
  default: function ProductRoute() {
    const p = useLoaderData().product;
    return h('div', null,
      h('h1', { style: { fontFamily: 'Arial, sans-serif' } }, p.title),
      p.images.map((image) => h('img', { key: image.url, src: image.url, alt: image.alt, width: 600, height: 600 })),
      h(Card, { product: p }),
      h('p', null, p.shortDescription), h('div', null, p.description),
      h('table', null, h('tbody', null, p.attributes.map((a) => h('tr', { key: a.key }, h('th', null, a.title), h('td', null, a.value))))),
      h('h2', null, 'Related'), p.related.map((r) => h(Card, { key: r.id, product: r })));
  },
};

// ---------------------------------------------------------------------------------------------
// entry.server: Remix's default node handleRequest (written for this script).

const ABORT_DELAY = 5_000;

function handleRequest(request, responseStatusCode, responseHeaders, remixContext) {
  const userAgent = request.headers.get('user-agent');
  const waitForAll = (userAgent ? isbot(userAgent) : false) || remixContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(h(RemixServer, { context: remixContext, url: request.url, abortDelay: ABORT_DELAY }), {
      [waitForAll ? 'onAllReady' : 'onShellReady']() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error) {
        reject(error);
      },
      onError(error) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, ABORT_DELAY);
  });
}

// ---------------------------------------------------------------------------------------------
// The ServerBuild (the shape of @remix-run/server-runtime 2.17's `ServerBuild`).

const routes = {
  root: { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, module: rootModule },
  'routes/category': { id: 'routes/category', parentId: 'root', path: 'category/:slug', index: undefined, caseSensitive: undefined, module: categoryModule },
  'routes/product': { id: 'routes/product', parentId: 'root', path: ':handle', index: undefined, caseSensitive: undefined, module: productModule },
};

const version = 'naive0001';
/** What the browser would load; nothing is served under /assets (no client build). */
const clientModule = (id) => `/assets/${id.replace(/\//g, '-')}-${version}.js`;
const assets = {
  entry: { module: '/assets/entry.client-naive.js', imports: ['/assets/components-naive.js'] },
  routes: Object.fromEntries(Object.values(routes).map(({ id, parentId, path, index, caseSensitive, module }) => [id, {
    id, parentId, path, index, caseSensitive,
    module: clientModule(id),
    imports: [],
    hasAction: typeof module.action === 'function',
    hasLoader: typeof module.loader === 'function',
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: typeof module.ErrorBoundary === 'function',
  }])),
  url: `/assets/manifest-${version}.js`,
  version,
};

const build = {
  mode: MODE,
  entry: { module: { default: handleRequest, streamTimeout: ABORT_DELAY } },
  routes,
  assets,
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  // The storefront's flags (apps/storefront/vite.config.ts); v3_routeConfig only matters to the Vite plugin.
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
  isSpaMode: false,
  basename: '/',
};

// ---------------------------------------------------------------------------------------------
// The Express host, as in Remix's Express template.

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.all('*', createRequestHandler({ build, mode: MODE }));

const server = app.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
