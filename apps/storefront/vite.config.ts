import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
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
  ],
  build: { target: 'es2022' },
}));
