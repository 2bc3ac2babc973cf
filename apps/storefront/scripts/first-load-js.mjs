#!/usr/bin/env node
// First-load JavaScript of each page kind, read from the client build (no browser, no running store):
// what a page's HTML asks for with <link rel="modulepreload">, i.e. the entry and the modules of its
// route chain (root → layout → page) with every chunk they import statically, compressed the way the
// host serves them: the build writes each chunk brotli'd (quality 11) and gzipped (level 9) beside it
// and the host sends those as they are, brotli to every browser that asks for it (all current ones).
// The budget is on the brotli bytes; gzip is shown for clients without brotli. Chunks loaded on
// demand (dynamic `import()`) are not counted: that is the point of loading them on demand.
//
//   pnpm --filter @pool/storefront size                   # the table
//   node apps/storefront/scripts/first-load-js.mjs --budget 100   # exits 1 when a page is over 100 KiB
//   ... --verbose (every page's chunks, largest first) · --json (machine-readable)
//
// Run it after `pnpm build`. docs/decisions/0015-javascript-budget.md says why the budget is 100 KiB.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The page kinds of the budget and the route chain each renders (ids from app/routes.ts). */
export const PAGE_KINDS = {
  home: ['root', 'routes/layouts/default', 'home'],
  category: ['root', 'routes/layouts/default', 'routes/catalogue/category/route'],
  // Product pages are `/{handle}.html`, answered by the catch-all route.
  product: ['root', 'routes/layouts/default', 'routes/catalogue/catch-all/route'],
  search: ['root', 'routes/layouts/default', 'search'],
  cart: ['root', 'routes/layouts/default', 'routes/cart/route'],
};

/** The budget of issue #16: at most this much JavaScript (compressed as served) before a page is interactive. */
export const BUDGET_KIB = 100;

/**
 * The Remix browser manifest of a client build (`build/client/assets/manifest-*.js`): the entry and
 * every route with its module and its static imports, as the server renders them into modulepreloads.
 * @param {string} clientDir `build/client`
 */
export function readManifest(clientDir) {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no Remix manifest in ${assets}: run the build first`);
  const source = readFileSync(path.join(assets, file), 'utf8');
  const json = source.replace(/^window\.__remixManifest=/, '').replace(/;\s*$/, '');
  return JSON.parse(json);
}

/**
 * Static imports of one built chunk (`import … from "./x.js"`, `import "./x.js"`, `export … from`),
 * not its dynamic `import("./x.js")`.
 * @param {string} source minified ES module
 * @returns {string[]} file names relative to the chunk's folder
 */
export function staticImports(source) {
  const found = new Set();
  for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) found.add(match[1].slice(2));
  return [...found];
}

/**
 * The modules a page preloads: the entry and its imports, then each route's module and imports, in
 * that order, without repeats; then anything those chunks import statically that the manifest did not
 * list (there should be nothing, but the count must not depend on that).
 * @param {{ entry: { module: string, imports?: string[] }, routes: Record<string, { module: string, imports?: string[] }> }} manifest
 * @param {string[]} routeIds
 * @param {(url: string) => string} readChunk source of a chunk by its URL (`/assets/x.js`)
 * @returns {string[]} URLs
 */
export function firstLoadModules(manifest, routeIds, readChunk) {
  const urls = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    urls.push(route.module, ...(route.imports ?? []));
  }
  const seen = new Set();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const dir = url.slice(0, url.lastIndexOf('/') + 1);
    for (const name of staticImports(readChunk(url))) queue.push(dir + name);
  }
  return [...seen];
}

/** Compressed sizes as the build writes them (vite.config.ts `precompress`). */
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const brotliSize = (buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } }).length;

/**
 * First-load JavaScript of each page kind of a client build.
 * @param {string} clientDir `build/client`
 * @param {Record<string, string[]>} pages page kind → route chain
 * @returns {{ page: string, modules: { url: string, bytes: number, gzip: number, brotli: number }[], bytes: number, gzip: number, brotli: number }[]}
 */
export function measureFirstLoad(clientDir, pages = PAGE_KINDS) {
  const manifest = readManifest(clientDir);
  const sources = new Map();
  const readChunk = (url) => {
    if (!sources.has(url)) sources.set(url, readFileSync(path.join(clientDir, url), 'utf8'));
    return sources.get(url);
  };
  const sizes = new Map();
  const sizeOf = (url) => {
    if (!sizes.has(url)) {
      const buffer = Buffer.from(readChunk(url));
      sizes.set(url, { url, bytes: buffer.length, gzip: gzipSize(buffer), brotli: brotliSize(buffer) });
    }
    return sizes.get(url);
  };
  return Object.entries(pages).map(([page, routeIds]) => {
    const modules = firstLoadModules(manifest, routeIds, readChunk).map(sizeOf);
    return {
      page,
      modules,
      bytes: modules.reduce((sum, m) => sum + m.bytes, 0),
      gzip: modules.reduce((sum, m) => sum + m.gzip, 0),
      brotli: modules.reduce((sum, m) => sum + m.brotli, 0),
    };
  });
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const print = (line) => process.stdout.write(`${line}\n`);

function main(argv) {
  const clientDir = fileURLToPath(new URL('../build/client', import.meta.url));
  const budgetArg = argv.indexOf('--budget');
  const budget = budgetArg >= 0 ? Number(argv[budgetArg + 1] ?? BUDGET_KIB) : null;
  const results = measureFirstLoad(clientDir);
  if (argv.includes('--json')) {
    print(JSON.stringify(results, null, 2));
  } else {
    print('First-load JavaScript (modulepreloads of each page; compressed as served)\n');
    print(`${'page'.padEnd(10)}${'chunks'.padStart(7)}${'raw KiB'.padStart(10)}${'gzip KiB'.padStart(10)}${'brotli KiB'.padStart(12)}`);
    for (const r of results) {
      print(`${r.page.padEnd(10)}${String(r.modules.length).padStart(7)}${kib(r.bytes).padStart(10)}${kib(r.gzip).padStart(10)}${kib(r.brotli).padStart(12)}`);
    }
    if (argv.includes('--verbose')) {
      for (const r of results) {
        print(`\n${r.page} (brotli, gzip KiB)`);
        for (const m of [...r.modules].sort((a, b) => b.brotli - a.brotli)) print(`  ${kib(m.brotli).padStart(6)}${kib(m.gzip).padStart(7)}  ${m.url}`);
      }
    }
  }
  if (budget !== null) {
    const over = results.filter((r) => r.brotli > budget * 1024);
    for (const r of over) process.stderr.write(`over budget: ${r.page} loads ${kib(r.brotli)} KiB of JavaScript (brotli; budget ${budget} KiB)\n`);
    if (over.length > 0) process.exit(1);
    print(`\nevery page within ${budget} KiB`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
