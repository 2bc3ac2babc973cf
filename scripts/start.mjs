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

/**
 * Where the store's mail is read: commerce-api's outbox listener while SMTP_URL is unset (loopback,
 * OUTBOX_HOST/OUTBOX_PORT, docs/decisions/0050), checked to answer, or the SMTP server.
 */
async function mailLine() {
  if (process.env.SMTP_URL) return 'sent over SMTP_URL';
  const outboxPort = port('OUTBOX_PORT', 8025);
  if (outboxPort === 0) return 'kept in the outbox table (OUTBOX_PORT=0: no outbox listener)';
  const host = process.env.OUTBOX_HOST ?? '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${outboxPort}/`;
  const answers = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then((res) => res.ok, () => false);
  return answers ? `${url}   (outbox; this machine only)` : `${url} is not answering (port taken? see commerce-api's log; OUTBOX_PORT moves it)`;
}

console.log(`
  Pool store is running:
    storefront    http://localhost:${ports.storefront}
    bff           http://127.0.0.1:${ports.bff}   (loopback; answers only the storefront's key)
    commerce-api  http://127.0.0.1:${ports.commerceApi}   (loopback; answers only the BFF's key)
    mail          ${await mailLine()}
    service keys  .data/secrets/ (or COMMERCE_API_KEY, BFF_SERVICE_KEY)
    payments      the built-in test processor (PAYMENTS_TEST_MODE=true): any valid card is approved, no money moves

  Demo accounts: shopper@example.com / pool-demo-1
                 staff admin@example.com, password in .data/secrets/staff-demo-password
                 (random, printed once by commerce-api on the first start)
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
