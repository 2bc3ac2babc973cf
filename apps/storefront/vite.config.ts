import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption, type Rollup } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { barrelImports } from './vite/barrel-imports';

type GetModuleInfo = Rollup.GetModuleInfo;

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * `ANALYZE=1 pnpm --filter @pool/storefront build` also writes build/stats.html: a treemap of the
 * browser bundle (module sizes, raw and gzip) to find what a chunk carries. `pnpm --filter
 * @pool/storefront size` prints the first-load JavaScript of each page kind (the budget).
 */
function bundleReport(isSsrBuild: boolean | undefined): PluginOption {
  if (!process.env.ANALYZE || isSsrBuild) return null;
  return visualizer({ filename: 'build/stats.html', template: 'treemap', gzipSize: true, brotliSize: true, title: 'Storefront browser bundle' });
}

/** The modules of every page's frame: the root route and the default layout (header, footer). */
const SHELL_ROOT_FILES = ['app/root.tsx', 'app/routes/layouts/default.tsx'];
/**
 * The shopping pages' routes (product pages are the catch-all's; home has its own). What most of them import
 * goes into the shell chunk too: otherwise a dozen sub-kilobyte chunks (cards, breadcrumbs, their
 * vanilla-extract class maps) each cost the first load a request and its headers, and each of their
 * stylesheets is render-blocking. What only two use (the listing of category and search) stays
 * apart, so that the pages which do not need it do not carry it.
 */
const SHOPPING_PAGE_FILES = [
  'app/routes/catalogue/catch-all/route.tsx',
  'app/routes/catalogue/category/route.tsx',
  'app/routes/catalogue/search/route.tsx',
  'app/routes/cart/route.tsx',
  'app/routes/catalogue/home/route.tsx',
];
/** The cart's own modules (see CART_MODULES). */
const CART_MODULE_FILES = [
  'app/components/cart-lines.tsx',
  'app/components/cart-summary.tsx',
  'app/components/coupons.tsx',
  'app/components/related-products.tsx',
  'app/components/cart.css.ts',
  'app/state/coupon.atoms.ts',
];
// A file named here that no longer exists (a route moved) would silently leave the chunking to
// Rollup's cut by importer, and every page's first load would grow: fail the build instead.
for (const file of [...SHELL_ROOT_FILES, ...SHOPPING_PAGE_FILES, ...CART_MODULE_FILES]) {
  if (!existsSync(fileURLToPath(new URL(file, import.meta.url)))) throw new Error(`vite.config.ts names ${file}, which does not exist: update the chunking lists`);
}
const endsWith = (file: string) => (path: string) => path.endsWith(`/${file}`);
const SHELL_ROOTS = SHELL_ROOT_FILES.map(endsWith);
const SHOPPING_PAGE_ROUTES = SHOPPING_PAGE_FILES.map(endsWith);
const CATCH_ALL = 0;
/**
 * The cart's own modules, shared by the cart page and the mini cart (loaded on demand): one `cart`
 * chunk, not Rollup's cut by importer, which left their class map a chunk (and a request) of its own
 * once the protection-plan and subscription lines became on-demand modules (docs/decisions/0039).
 */
const CART_MODULES = CART_MODULE_FILES.map(endsWith);
/** The framework keeps its own chunks: they change with dependency upgrades, not with app code. */
const FRAMEWORK_CHUNKS: [string, RegExp][] = [
  ['react', /\/node_modules\/(?:react|react-dom|scheduler)\//],
  ['remix', /\/node_modules\/(?:@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\//],
];

/**
 * One `shell` chunk for everything the root route and the default layout import statically (app
 * code, @pool/ui, jotai): every page loads all of it anyway, and as one file it compresses far better
 * than as the two dozen small chunks Rollup would cut it into by importer. Modules reached only through
 * a dynamic `import()` (drawers, the search dropdown, the carousel) stay out of it.
 */
function shellChunk(): (id: string, meta: { getModuleInfo: GetModuleInfo }) => string | undefined {
  // Only `true` is remembered: a `false` met inside an import cycle may be partial.
  const inShell = new Set<string>();
  const reachesShell = (id: string, getModuleInfo: GetModuleInfo, seen: Set<string>): boolean => {
    if (inShell.has(id)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    const path = id.split('?')[0] ?? id;
    // An importer that tree-shaking left out (a barrel that only re-exports) leads nowhere by itself:
    // what a shell module really uses through it, Rollup adds to the chunk as that module's dependency.
    const importers = (getModuleInfo(id)?.importers ?? []).filter((importer) => getModuleInfo(importer)?.isIncluded !== false);
    const result = SHELL_ROOTS.some((root) => root(path)) || importers.some((importer) => reachesShell(importer, getModuleInfo, seen));
    if (result) inShell.add(id);
    return result;
  };
  /** Which of the shopping pages' routes reach a module through static imports. */
  const pagesReaching = new Map<string, Set<number>>();
  const reachedFromPages = (id: string, getModuleInfo: GetModuleInfo, seen: Set<string>): Set<number> => {
    const known = pagesReaching.get(id);
    if (known) return known;
    const pages = new Set<number>();
    if (seen.has(id)) return pages;
    seen.add(id);
    const path = id.split('?')[0] ?? id;
    // The route file itself (Remix's client entry for it only re-exports it).
    const page = SHOPPING_PAGE_ROUTES.findIndex((route) => route(path));
    if (page >= 0) pages.add(page);
    for (const importer of getModuleInfo(id)?.importers ?? []) {
      if (getModuleInfo(importer)?.isIncluded === false) continue;
      for (const p of reachedFromPages(importer, getModuleInfo, seen)) pages.add(p);
    }
    if (seen.size === 1 || pages.size > 1) pagesReaching.set(id, pages);
    return pages;
  };
  return (id, { getModuleInfo }) => {
    const framework = FRAMEWORK_CHUNKS.find(([, pattern]) => pattern.test(id));
    if (framework) return framework[0];
    // Route modules stay Remix's entries; a module something loads on demand is left to Rollup, which
    // keeps it out of the first load unless a page uses it statically (server-only static imports
    // that the browser build drops, such as the error pages', do not count).
    if (id.includes('?__remix-build-client-route')) return undefined;
    if (CART_MODULES.some((file) => file(id.split('?')[0] ?? id))) return 'cart';
    const onDemand = (getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
    if (!onDemand && reachesShell(id, getModuleInfo, new Set())) return 'shell';
    // Used statically by three of the shopping routes (whatever else loads it on demand: those pages
    // load it first thing anyway), or, when nothing loads it on demand, by the catch-all (product
    // pages) and one other.
    const pages = reachedFromPages(id, getModuleInfo, new Set());
    if (pages.size > 2) return 'shell';
    return !onDemand && pages.size === 2 && pages.has(CATCH_ALL) ? 'shell' : undefined;
  };
}

/**
 * The browser build is compressed once, at the highest settings, next to each file (`x.js.br`,
 * `x.js.gz`); the host serves those (express-static-gzip) instead of compressing every response at
 * the middleware's fast settings (brotli quality 4 came out larger than gzip for our chunks).
 */
function precompress(isSsrBuild: boolean | undefined): PluginOption {
  if (isSsrBuild) return null;
  return compression({
    include: /\.(js|css|svg)$/,
    algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    logLevel: 'silent',
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The browser build imports the domain packages' modules, not their barrels (decision 0045).
    barrelImports({
      '@pool/cart-domain': fileURLToPath(new URL('../../packages/cart-domain/src/index.ts', import.meta.url)),
      '@pool/account-domain': fileURLToPath(new URL('../../packages/account-domain/src/index.ts', import.meta.url)),
    }),
    vanillaExtractPlugin(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    bundleReport(isSsrBuild),
    precompress(isSsrBuild),
  ],
  build: { target: 'es2022', rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk() } } },
}));
