import { defineConfig } from 'tsup';

// Bundles the Express host. The Remix server build is loaded at runtime from ../build/server, and
// npm dependencies stay external (installed next to the app); workspace code is inlined.
export default defineConfig({
  entry: { server: 'server/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  external: ['vite'],
  noExternal: [/^@pool\//],
});
