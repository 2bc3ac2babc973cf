#!/usr/bin/env node
// The naive baseline of `pnpm bench`: what a first-cut server-rendered page looks like, on the same data.
// One node:http server; for each request it fetches the same BFF JSON the real storefront's loader
// fetches (no cache of its own, like a plain Remix loader), renders it with React's renderToString
// (no streaming), with unoptimised markup (inline styles on every element, no shared components,
// every card carries its full data), and embeds the whole loader data for hydration the way Remix
// does (`window.__remixContext`). No layout, header or menu: that only flatters the baseline.
//
// Usage: node scripts/bench-naive-ssr.mjs <port> <bffUrl>
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// React is a dependency of the storefront, not of the repository root (pnpm keeps them apart).
const require = createRequire(fileURLToPath(new URL('../apps/storefront/package.json', import.meta.url)));
const React = require('react');
const { renderToString } = require('react-dom/server');
const h = React.createElement;

const [port = '4340', bffUrl = 'http://127.0.0.1:4000'] = process.argv.slice(2);

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

function CategoryPage({ data }) {
  return h('html', null, h('head', null, h('title', null, data.category.title)),
    h('body', null,
      h('h1', { style: { fontFamily: 'Arial, sans-serif' } }, data.category.title),
      h('p', null, data.category.description),
      h(Facets, { facets: data.listing.facets }),
      h('main', { style: { marginLeft: '260px' } }, data.listing.products.map((p) => h(Card, { key: p.id, product: p }))),
      h('script', { dangerouslySetInnerHTML: { __html: `window.__remixContext = ${JSON.stringify({ state: { loaderData: { route: data } } })};` } })));
}

function ProductPage({ data }) {
  const p = data.product;
  return h('html', null, h('head', null, h('title', null, p.title),
    h('script', { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: JSON.stringify(p.jsonLd) } })),
  h('body', null,
    h('h1', { style: { fontFamily: 'Arial, sans-serif' } }, p.title),
    p.images.map((image) => h('img', { key: image.url, src: image.url, alt: image.alt, width: 600, height: 600 })),
    h(Card, { product: p }),
    h('p', null, p.shortDescription), h('div', null, p.description),
    h('table', null, h('tbody', null, p.attributes.map((a) => h('tr', { key: a.key }, h('th', null, a.title), h('td', null, a.value))))),
    h('h2', null, 'Related'), p.related.map((r) => h(Card, { key: r.id, product: r })),
    h('script', { dangerouslySetInnerHTML: { __html: `window.__remixContext = ${JSON.stringify({ state: { loaderData: { route: data } } })};` } })));
}

const server = createServer(async (req, res) => {
  try {
    const path = new URL(req.url, 'http://x').pathname;
    const category = /^\/category\/([a-z0-9-]+)\.html$/.exec(path);
    const product = /^\/([a-z0-9-]+)\.html$/.exec(path);
    const api = category ? `/v1/catalog/category/${category[1]}` : product ? `/v1/catalog/pages/${product[1]}` : null;
    if (!api) {
      res.writeHead(404).end('not found');
      return;
    }
    const response = await fetch(`${bffUrl}${api}`, { headers: { accept: 'application/json' } });
    if (!response.ok) {
      res.writeHead(response.status).end();
      return;
    }
    const data = await response.json();
    const page = category ? h(CategoryPage, { data }) : h(ProductPage, { data });
    const html = `<!DOCTYPE html>${renderToString(page)}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
