#!/usr/bin/env node
// `pnpm probe:security`: re-probes every finding of the security reviews (issues #17 and #31) against the
// built store, started on its own ports over a fresh data directory, the way each was first found, and
// prints one line per finding: refused (fixed) or OPEN. Exits non-zero when any finding is open.
// Needs `pnpm build`. The probes live in scripts/probes/*.mjs, one module per area, each a default
// export `(ctx) => void` that registers its probes with `ctx.probe(finding, check)`; they run in the
// order the modules sort, one after another. PROBE_PORT_BASE (default 3320) moves the stack's ports.
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readServiceKey, startStack, stopStack, dataDirEnv } from './lib/stack.mjs';

/**
 * What a probe module gets.
 * @typedef {{
 *   probe: (finding: string, check: () => Promise<{ fixed: boolean, seen: string }>) => void,
 *   ports: { storefront: number, bff: number, commerceApi: number, outbox: number },
 *   store: string, storeOrigin: string, bff: string, commerce: string, outbox: string,
 *   commerceKey: string, bffKey: string, dataDir: string, secretsDir: string,
 *   logs: { 'commerce-api': string, bff: string, storefront: string },
 *   form: (fields: Record<string, string>) => string,
 *   post: (url: string, body: string, headers?: Record<string, string>) => Promise<Response>,
 * }} ProbeContext
 */

const base = Number(process.env.PROBE_PORT_BASE ?? 3320);
const ports = { storefront: base, bff: base + 1000, commerceApi: base + 1100, outbox: base + 1200, testProcessor: base + 1300 };
const dataDir = mkdtempSync(path.join(tmpdir(), 'pool-probe-'));
const storeOrigin = `http://localhost:${ports.storefront}`;
const form = (fields) => new URLSearchParams(fields).toString();
const post = (url, body, headers = {}) => fetch(url, {
  method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: storeOrigin, ...headers }, body,
});

/** @type {Array<{ finding: string, check: () => Promise<{ fixed: boolean, seen: string }> }>} */
const queue = [];
const probesDir = fileURLToPath(new URL('./probes/', import.meta.url));
const modules = readdirSync(probesDir).filter((f) => f.endsWith('.mjs')).sort();

// Each app's output goes to a file of its own, for the probes that read what the store logged.
const logs = Object.fromEntries(['commerce-api', 'bff', 'storefront'].map((app) => [app, path.join(dataDir, 'logs', `${app}.log`)]));
mkdirSync(path.join(dataDir, 'logs'));
const logFds = Object.fromEntries(Object.entries(logs).map(([app, file]) => [app, openSync(file, 'a')]));

console.log(`probe: starting a fresh store over ${dataDir}`);
const children = await startStack({
  ports, dataDir, stdio: (app) => ['ignore', logFds[app], logFds[app]],
  env: { LOG_LEVEL: 'warn', METRICS_PORT: '0', CATALOG_SIZE: '200', OUTBOX_PORT: String(ports.outbox) },
});
const secretsDir = dataDirEnv(dataDir).SECRETS_DIR;
/** @type {ProbeContext} */
const ctx = {
  probe: (finding, check) => queue.push({ finding, check }),
  ports,
  store: `http://127.0.0.1:${ports.storefront}`,
  storeOrigin,
  bff: `http://127.0.0.1:${ports.bff}`,
  commerce: `http://127.0.0.1:${ports.commerceApi}`,
  outbox: `http://127.0.0.1:${ports.outbox}`,
  commerceKey: readServiceKey('commerce-api-key', { secretsDir, env: {} }),
  bffKey: readServiceKey('bff-service-key', { secretsDir, env: {} }),
  dataDir,
  secretsDir,
  logs,
  form,
  post,
};

const results = [];
try {
  for (const file of modules) (await import(pathToFileURL(path.join(probesDir, file)).href)).default(ctx);
  for (const { finding, check } of queue) {
    try {
      const verdict = await check();
      results.push({ finding, fixed: verdict.fixed, seen: verdict.seen });
    } catch (error) {
      results.push({ finding, fixed: false, seen: `probe failed: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
} finally {
  await stopStack(children);
  for (const fd of Object.values(logFds)) closeSync(fd);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\n| finding | result | seen |\n|---|---|---|');
for (const r of results) console.log(`| ${r.finding} | ${r.fixed ? 'refused' : '**OPEN**'} | ${r.seen} |`);
const open = results.filter((r) => !r.fixed).length;
console.log(`\n${results.length - open} refused, ${open} open`);
process.exit(open ? 1 : 0);
