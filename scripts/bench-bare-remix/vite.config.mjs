// The bare Remix app's build: the Remix Vite plugin with the storefront's future flags and build
// target, and nothing else (no vanilla-extract, no app code): the framework's own first-load JS.
// Built by scripts/bench-web.mjs with the storefront's installed `remix` CLI and Vite, which it finds
// through ./node_modules, a link to apps/storefront/node_modules that the script makes.
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    remix({
      // Keep in step with apps/storefront/vite.config.ts.
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
  build: { target: 'es2022' },
  // Vite's cache stays out of the storefront's node_modules, which ./node_modules links to.
  cacheDir: 'build/.vite',
});
