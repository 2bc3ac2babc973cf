import { defineConfig } from 'tsup';

// One ESM bundle for production. Workspace packages ship TypeScript source (Node 20 cannot run `.ts`
// from node_modules), so they are inlined; real npm dependencies stay external and load from node_modules.
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/db/cli.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@pool\//],
});
