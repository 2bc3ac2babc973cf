import { defineConfig } from 'tsup';

// One ESM file for Node 20. Workspace packages are consumed from TypeScript source, which Node cannot
// run from node_modules, so they are inlined; third-party dependencies stay external.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@pool\//],
});
