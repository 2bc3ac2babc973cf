// The build the store's three Node servers share (each app's tsup.config.ts adds its entries): one
// ESM bundle for Node 20. Workspace packages ship TypeScript source, which Node cannot run from
// node_modules, so they are inlined; third-party dependencies stay external and load from node_modules.
// A plain object, so that this file needs no tsup of its own: each app's defineConfig types it.
export const nodeAppBundle = {
  format: 'esm' as const,
  target: 'node20',
  platform: 'node' as const,
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@pool\//],
};
