#!/usr/bin/env node
// `pnpm bench:scale`: the store on PostgreSQL at a given catalogue size (docs/benchmarks.md, "At scale").
// Loopback only, bounded in requests. Exits 0 whatever the figures (a benchmark reports), 1 when the
// run itself broke.
//
// 1. Builds the three apps (turbo cache) unless BENCH_BUILD=0, and seeds the database when its
//    catalogue is empty (`db:seed`, COPY: the time is reported; a seeded database is reused).
// 2. Starts commerce-api (search in PostgreSQL: DATABASE_URL), the BFF and the storefront with its
//    page cache off (PAGE_CACHE_SECONDS=0), SEED_ON_BOOT=false, WARM_UP_REQUESTS=100.
// 3. Typeahead through the BFF: 4 concurrent clients type search terms, a request per keystroke,
//    every keystroke text new (cache misses): p50/p95, target p95 ≤ 30 ms.
// 4. Category pages and search result pages from the storefront, one at a time, each URL once (pages
//    and sorts vary, so neither the page cache, which is off, nor the BFF's data cache answers them):
//    p50/p95, target p95 ≤ 250 ms.
// 5. Resident memory (VmRSS, and the peak VmHWM) of each app after the run: target ≤ 500 MB a copy.
// Prints a `target | figure | pass/fail` table with the machine's load average; writes the figures to
// .data/bench-results/bench-scale-<date>.json (and bench-scale-latest.json).
//
// Env: BENCH_DATABASE_URL or DATABASE_URL (required: a PostgreSQL database, created beforehand),
// BENCH_CATALOG_SIZE (100000), BENCH_PORT_BASE (4360: ports base..base+2), BENCH_BUILD=0,
// BENCH_PAGES (40 of each kind), BENCH_TYPEAHEAD_TERMS (40).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { machineLine, percentile, targetTable, writeResults } from './lib/bench-report.mjs';
import { envInt } from './lib/env-int.mjs';
import { get } from './lib/load-client.mjs';
import { readServiceKey, repoRoot, startApp, stopApp, waitForHttp } from './lib/stack.mjs';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.error('bench:scale measures the store on PostgreSQL: set BENCH_DATABASE_URL (or DATABASE_URL) to a database of its own.');
  process.exit(1);
}
const CATALOG_SIZE = String(envInt('BENCH_CATALOG_SIZE', 100_000));
const PORT_BASE = envInt('BENCH_PORT_BASE', 4360);
const PAGES = envInt('BENCH_PAGES', 40);
const TERMS = envInt('BENCH_TYPEAHEAD_TERMS', 40);
const CLIENTS = 4;
const ports = { commerceApi: PORT_BASE, bff: PORT_BASE + 1, storefront: PORT_BASE + 2 };
const SECRETS_DIR = path.join(repoRoot, '.data', 'bench-scale', 'secrets');
const url = (port, p) => `http://127.0.0.1:${port}${p}`;
const log = (line) => console.log(line);
const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');

/** p50 and p95 of a list of durations. */
function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
}

/** Resident and peak resident memory of a process, in MB (from /proc). */
function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Statuses other than 200 seen, with one URL of each: what the errors were. */
const failures = {};

async function timedGet(u, headers = {}) {
  const t0 = performance.now();
  const { status } = await get(u, headers);
  if (status !== 200) failures[status] = { count: (failures[status]?.count ?? 0) + 1, example: u };
  return { ms: performance.now() - t0, status };
}

async function getJson(u, key) {
  const res = await fetch(u, { headers: { accept: 'application/json', 'x-service-key': key } });
  if (!res.ok) throw new Error(`${u}: ${res.status}`);
  return res.json();
}

/** Keystroke texts of real words of the catalogue and shoppers' typos, each text once. */
function keystrokes(products) {
  const terms = [
    'pool cleaner', 'variable speed pump', 'chlorine tablets', 'skimmer basket', 'filter cartridge', 'sand filter', 'heat pump',
    'salt cell', 'pump lid', 'hayward super pump', 'pentair intelliflo', 'test strips', 'solar cover', 'impeller', 'multiport valve',
    'automatc pool cleanr', 'varaible speed', 'chlorne tablets', 'hayward pmup',
    ...products.map((p) => p.mpn), ...products.map((p) => p.mpn.replace(/[^A-Za-z0-9]/g, '').toLowerCase()),
  ].slice(0, TERMS);
  const seen = new Set();
  return terms.map((term) => Array.from(term, (_, i) => term.slice(0, i + 1)).filter((q) => q.trim() !== '' && !seen.has(q) && seen.add(q)));
}

async function typeahead(sequences, bffKey) {
  const queue = [...sequences];
  const times = [];
  let errors = 0;
  async function client() {
    for (let seq = queue.shift(); seq; seq = queue.shift()) {
      for (const q of seq) {
        const r = await timedGet(url(ports.bff, `/v1/catalog/typeahead?${new URLSearchParams({ q })}`), { 'x-service-key': bffKey });
        if (r.status !== 200) errors++;
        times.push(r.ms);
      }
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { ...stats(times), errors };
}

async function pages(paths) {
  const times = [];
  let errors = 0;
  for (const p of paths) {
    const r = await timedGet(url(ports.storefront, p), { 'user-agent': 'Mozilla/5.0 (bench:scale)' });
    if (r.status !== 200) errors++;
    times.push(r.ms);
  }
  return { ...stats(times), errors };
}

async function main() {
  if (process.env.BENCH_BUILD !== '0') {
    log('Building (turbo cache)...');
    const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@pool/storefront', '--filter=@pool/bff', '--filter=@pool/commerce-api', '--output-logs=errors-only'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // The start-up warm-ups (commerce-api's and the BFF's typeahead keystrokes) shortened to 100: on a
  // large catalogue each costs what a shopper's keystroke does, and the figures below are taken after
  // an untimed request of each kind anyway.
  const env = { DATABASE_URL, CATALOG_SIZE, SECRETS_DIR, SEED_DEMO_ACCOUNTS: 'false', LOG_LEVEL: 'warn', WARM_UP_REQUESTS: '100' };
  log(machineLine('Start'));
  log(`Seeding ${CATALOG_SIZE} products with COPY when the catalogue is empty...`);
  const seedStarted = performance.now();
  const seed = spawnSync('pnpm', ['--dir', 'apps/commerce-api', 'db:seed'], {
    cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8',
    env: { ...process.env, ...env, LOG_LEVEL: 'info', NODE_OPTIONS: '--max-old-space-size=12000' },
  });
  if (seed.status !== 0) throw new Error(`db:seed failed:\n${seed.stdout}`);
  const seeded = seed.stdout.includes('seeded the catalogue');
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  log(seeded ? `  seeded in ${seedSeconds.toFixed(0)} s` : '  already seeded');

  const children = {};
  try {
    children.commerceApi = await startApp('commerce-api', { port: ports.commerceApi, env: { ...env, SEED_ON_BOOT: 'false' }, stdio: 'ignore' });
    const apiKey = readServiceKey('commerce-api-key', { secretsDir: SECRETS_DIR });
    await waitForHttp(url(ports.commerceApi, '/search/typeahead?q=pool'), { timeoutMs: 300_000, headers: { 'x-service-key': apiKey } });
    children.bff = await startApp('bff', {
      port: ports.bff, stdio: 'ignore',
      env: { ...env, COMMERCE_API_URL: url(ports.commerceApi, ''), TRUSTED_ORIGINS: `http://localhost:${ports.storefront},http://127.0.0.1:${ports.storefront}` },
    });
    const bffKey = readServiceKey('bff-service-key', { secretsDir: SECRETS_DIR });
    children.storefront = await startApp('storefront', { port: ports.storefront, env: { ...env, BFF_URL: url(ports.bff, ''), PAGE_CACHE_SECONDS: '0' }, stdio: 'ignore' });

    const sample = (await getJson(url(ports.commerceApi, '/search/products/query?per_page=60&page=3&sort=rating'), apiKey)).hits;
    const menu = await getJson(url(ports.commerceApi, '/menu.json'), apiKey).catch(() => null);
    const categoryUrls = menu?.items ? menu.items.flatMap((top) => [top.url, ...top.children.map((c) => c.url)]) : ['parts', 'pumps', 'chemicals', 'cleaners', 'filters'];
    const sorts = ['relevance', 'price_asc', 'rating', 'newest'];
    const categoryPaths = Array.from({ length: PAGES }, (_, i) => `/category/${categoryUrls[i % categoryUrls.length]}.html?page=${1 + (i % 3)}&sort=${sorts[i % sorts.length]}`);
    const words = ['pool', 'pump', 'filter', 'chlorine', 'cleaner', 'heater', 'skimmer', 'ladder', 'hayward pump', 'salt cell', 'cartridge', 'valve'];
    const searchPaths = Array.from({ length: PAGES }, (_, i) => `/search?${new URLSearchParams({ query: words[i % words.length], page: String(1 + Math.floor(i / words.length)) })}`);

    // One untimed request of each kind: connections and code paths warm, as on a running store.
    await pages([categoryPaths[0].replace('page=1', 'page=4'), '/search?query=warm']);
    const loadBefore = machineLine('Measuring');
    log(loadBefore);
    const ta = await typeahead(keystrokes(sample), bffKey);
    log(`  typeahead: ${ta.n} keystrokes, p50 ${ms(ta.p50)}, p95 ${ms(ta.p95)}, ${ta.errors} errors`);
    const category = await pages(categoryPaths);
    log(`  category pages: ${category.n}, p50 ${ms(category.p50)}, p95 ${ms(category.p95)}, ${category.errors} errors`);
    const search = await pages(searchPaths);
    log(`  search pages: ${search.n}, p50 ${ms(search.p50)}, p95 ${ms(search.p95)}, ${search.errors} errors`);
    const memory = { commerceApi: memoryMb(children.commerceApi.pid), bff: memoryMb(children.bff.pid), storefront: memoryMb(children.storefront.pid) };
    const loadAfter = machineLine('End');
    const targets = [
      { target: `typeahead p95 through the BFF, ${CLIENTS} clients, ≤ 30 ms`, figure: `${ms(ta.p95)} (p50 ${ms(ta.p50)}, ${ta.n} keystrokes)`, pass: ta.p95 <= 30 && ta.errors === 0 },
      { target: 'category page p95, caches off, ≤ 250 ms', figure: `${ms(category.p95)} (p50 ${ms(category.p50)}, ${category.n} pages)`, pass: category.p95 <= 250 && category.errors === 0 },
      { target: 'search page p95, caches off, ≤ 250 ms', figure: `${ms(search.p95)} (p50 ${ms(search.p50)}, ${search.n} pages)`, pass: search.p95 <= 250 && search.errors === 0 },
      ...Object.entries(memory).map(([app, m]) => ({ target: `${app} resident memory ≤ 500 MB`, figure: `${m.rss.toFixed(0)} MB (peak ${m.peak.toFixed(0)} MB)`, pass: m.peak <= 500 })),
    ];
    const file = writeResults('bench-scale', {
      catalogSize: Number(CATALOG_SIZE), failures, seeded, seedSeconds: seeded ? seedSeconds : null, typeahead: ta, category, search, memory, targets, loadBefore, loadAfter,
    });
    log(`\nbench:scale at ${CATALOG_SIZE} products on PostgreSQL${seeded ? ` (seeded with COPY in ${seedSeconds.toFixed(0)} s)` : ''}`);
    log(loadBefore);
    log(loadAfter);
    for (const line of targetTable(targets)) log(line);
    if (Object.keys(failures).length > 0) log(`\nAnswers other than 200: ${JSON.stringify(failures)}`);
    log(`\nFigures: ${path.relative(repoRoot, file)}`);
  } finally {
    for (const key of ['storefront', 'bff', 'commerceApi']) await stopApp(children[key]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
