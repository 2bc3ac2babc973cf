#!/usr/bin/env node
// `pnpm start`: build the three apps (turbo caches unchanged work), then serve the store on the embedded
// database. commerce-api migrates and seeds its PGlite database on first boot (kept under .data/).
import { spawnSync } from 'node:child_process';
import { repoRoot, startStack, stopStack } from './lib/stack.mjs';

const port = (name, fallback) => Number(process.env[name] ?? fallback);
const ports = {
  storefront: port('STOREFRONT_PORT', 3000),
  bff: port('BFF_PORT', 4000),
  commerceApi: port('COMMERCE_API_PORT', 4100),
};

if (!process.argv.includes('--no-build')) {
  console.log('Building the store (storefront, bff, commerce-api)...');
  const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@pool/storefront', '--filter=@pool/bff', '--filter=@pool/commerce-api', '--output-logs=errors-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log('Starting commerce-api (first start migrates and seeds the embedded database; this takes a minute)...');
const children = await startStack({ ports }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

console.log(`
  Pool store is running:
    storefront    http://localhost:${ports.storefront}
    bff           http://127.0.0.1:${ports.bff}   (loopback; answers only the storefront's key)
    commerce-api  http://127.0.0.1:${ports.commerceApi}   (loopback; answers only the BFF's key)
    service keys  .data/secrets/ (or COMMERCE_API_KEY, BFF_SERVICE_KEY)
    payments      the built-in test processor (PAYMENTS_TEST_MODE=true): any valid card is approved, no money moves

  Demo accounts: shopper@example.com / pool-demo-1, admin@example.com / pool-admin-1
  Press Ctrl+C to stop.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await stopStack(children);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const child of Object.values(children)) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`an app exited (code ${code}); stopping the store`);
      void shutdown();
    }
  });
}
